import type { StoreBusinessAccount } from '@generated/graphql/commerce/schema';
import { GraphqlMockError, type GraphqlContext } from '../../core/graphql';
import type { MockState } from '../../state';
import { followerCountOf } from '../../world/counts';
import type { OrderRow, ProductRow, StoreRow } from './state';

/** A root resolver typed by its generated `…Args`. */
export function resolver<Args>(run: (args: Args) => unknown): (args: Record<string, unknown>) => unknown {
  return (args) => run(args as Args);
}

/** The Account-Id business; every store call needs one. */
export function requireAccount(context: GraphqlContext): number {
  if (!context.accountId) throw new GraphqlMockError('로그인한 비즈니스 계정이 필요해요.', 'UNAUTHENTICATED');
  return context.accountId;
}

/** A baId argument must be the Account-Id business. */
export function requireOwnAccount(baId: string, context: GraphqlContext): number {
  const accountId = requireAccount(context);
  if (Number(baId) !== accountId) throw new GraphqlMockError('이 비즈니스 계정의 정보를 볼 수 없어요.', 'FORBIDDEN');
  return accountId;
}

export function findStore(state: MockState, baId: number): StoreRow | undefined {
  return state.commerce.stores.find((store) => store.baId === baId && store.status !== 'DELETED');
}

export function requireStore(state: MockState, baId: number): StoreRow {
  const store = findStore(state, baId);
  if (!store) throw new GraphqlMockError('스토어를 찾을 수 없어요.', 'NOT_FOUND');
  return store;
}

/** The store of a baId argument, checked against the Account-Id business. */
export function ownStore(state: MockState, baId: string, context: GraphqlContext): StoreRow {
  return requireStore(state, requireOwnAccount(baId, context));
}

export function ownProduct(state: MockState, productId: string, context: GraphqlContext): ProductRow {
  const store = findStore(state, requireAccount(context));
  const product = state.commerce.products.find(
    (candidate) => candidate.id === productId && !candidate.deleted && candidate.storeId === store?.id,
  );
  if (!product) throw new GraphqlMockError('상품을 찾을 수 없어요.', 'NOT_FOUND');
  return product;
}

export function ownOrder(state: MockState, orderSheetId: string, context: GraphqlContext): OrderRow {
  const store = findStore(state, requireAccount(context));
  const order = state.commerce.orders.find(
    (candidate) => candidate.id === orderSheetId && candidate.storeId === store?.id,
  );
  if (!order) throw new GraphqlMockError('주문을 찾을 수 없어요.', 'NOT_FOUND');
  return order;
}

export function storeOrders(state: MockState, store: StoreRow): OrderRow[] {
  return state.commerce.orders.filter((order) => order.storeId === store.id);
}

const CATEGORY_IDS: Record<string, string> = { 카페: '1', 분식: '2', 베이커리: '3' };

/** The store's business account: name, region and category from the auth slice. */
export function businessAccountOf(state: MockState, store: StoreRow): StoreBusinessAccount {
  const account = state.auth.businessAccounts.find((candidate) => candidate.id === store.baId);
  const categoryName = account?.categoryName ?? '기타';
  return {
    id: String(store.baId),
    name: account?.name ?? store.name,
    followersCount: followerCountOf(state, store.baId),
    region: { id: String(account?.region.id ?? 0), name: account?.region.name ?? '' },
    profileImageThumbnail: account?.profileImageUrl?.replace(/(256x256|640x640)/, '80x80') ?? null,
    addresses: store.addresses,
    phoneNumber: store.phoneNumber,
    chatRoomScheme: store.chatRoomScheme,
    category: { id: CATEGORY_IDS[categoryName] ?? '99', name: categoryName },
  };
}
