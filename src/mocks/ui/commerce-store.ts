/**
 * "커머스 스토어": plays the store's operators on the demo data — puts an account's store into any
 * status (every StoreStatus can be seen on the store and product screens), reviews the latest store
 * request (승인 opens a store under inspection, 반려 records a reason), and passes the inspection of
 * the products waiting for it.
 */
import type { StoreStatus } from '@generated/graphql/commerce/schema';
import { toKstIso } from '../core/time';
import type { MockRuntime } from '../runtime';

export const DEMO_STORE_STATUSES = [
  { value: 'ACTIVE', label: '운영 중' },
  { value: 'PENDING', label: '심사 중' },
  { value: 'INACTIVE', label: '운영 중지' },
  { value: 'BLOCKED', label: '이용 제한' },
  { value: 'REJECTED', label: '반려' },
  { value: 'DELETED', label: '삭제' },
] as const satisfies readonly { value: StoreStatus; label: string }[];

const DEFAULT_REJECT_REASON = '사업자 등록증의 상호와 비즈프로필 이름이 달라요.';

type Runtime = Pick<MockRuntime, 'db'>;

/** The account's store status, or undefined without a store. */
export function demoStoreStatusOf(runtime: Runtime, baId: number): StoreStatus | undefined {
  return runtime.db.state.commerce.stores.find((store) => store.baId === baId)?.status;
}

export function setDemoStoreStatus(runtime: Runtime, baId: number, status: StoreStatus): boolean {
  const store = runtime.db.state.commerce.stores.find((row) => row.baId === baId);
  if (!store) return false;
  store.status = status;
  runtime.db.persist();
  return true;
}

/** Reviews the account's request under review: 승인 opens a PENDING store, 반려 records the reason. */
export function reviewDemoStoreRequest(
  runtime: Runtime,
  baId: number,
  decision: 'APPROVED' | 'REJECTED',
  now = new Date(),
): boolean {
  const { state } = runtime.db;
  const request = state.commerce.storeRequests.find((row) => row.baId === String(baId) && row.status === 'REQUESTED');
  if (!request) return false;
  request.status = decision;
  if (decision === 'REJECTED') {
    request.rejectInfo = { reason: DEFAULT_REJECT_REASON, rejectedAt: toKstIso(now) };
  } else if (!state.commerce.stores.some((store) => store.baId === baId && store.status !== 'DELETED')) {
    const account = state.auth.businessAccounts.find((row) => row.id === baId);
    state.commerce.stores.push({
      id: `store-${baId}`,
      baId,
      name: account?.name ?? `스토어 ${baId}`,
      status: 'PENDING',
      isSeller: true,
      minConditionPrice: 0,
      deliverySetting: {
        type: 'FIXED',
        fee: { amount: 3_000 },
        freeConditionPrice: null,
        description: null,
        deliverableRegionGuide: null,
        deliverableRegionType: 'NATIONWIDE',
      },
      openedAt: toKstIso(now),
      followersCount: 0,
      addresses: [],
      phoneNumber: null,
      chatRoomScheme: null,
      businessNumber: '',
    });
  }
  runtime.db.persist();
  return true;
}

/** Passes the inspection of the account's products waiting for it (PENDING → ACTIVE); how many. */
export function passDemoProductInspection(runtime: Runtime, baId: number): number {
  const { state } = runtime.db;
  const store = state.commerce.stores.find((row) => row.baId === baId);
  const waiting = state.commerce.products.filter(
    (product) => product.storeId === store?.id && !product.deleted && product.status === 'PENDING',
  );
  for (const product of waiting) product.status = 'ACTIVE';
  runtime.db.persist();
  return waiting.length;
}
