import type {
  MutationCreateProductArgs,
  MutationDeleteProductArgs,
  MutationUpdateProductArgs,
  MutationUpdateProductStatusArgs,
  ProductStatus,
  QueryProductArgs,
  QueryProductAttributesArgs,
  QueryProductsByStoreArgs,
  QueryProductsByStoreCursorArgs,
  QueryProductTemplatesArgs,
  QueryRejectedReasonsArgs,
} from '@generated/graphql/commerce/schema';
import { PRODUCT_STATUS_ACTIONS, productMachine, type ProductAction } from '@/api/machines/product';
import { decide } from '@/lib/machine';
import { GraphqlMockError, type GraphqlContext, type RootResolvers } from '../../core/graphql';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { ownProduct, ownStore, resolver } from './access';
import { templateIdFor } from './catalog';
import { cursorPage, offsetPage, toProduct } from './model';
import { applyProductFields, productFieldsOf } from './product-input';
import { searchProducts } from './product-search';
import type { ProductRow, StoreRow } from './state';

/** Spec 001 §4: products are created only while the store is ACTIVE or PENDING. */
const PRODUCT_CREATING_STORE_STATUSES = ['ACTIVE', 'PENDING'];
const DEFAULT_REJECT_REASON = '운영 정책 검수에서 판매할 수 없는 상품으로 확인됐어요.';

/**
 * The state a merchant's action leads the product to, by the product table; a refused action is a
 * CONFLICT with the table's sentence. This console is the merchant's: the reviewer's actions
 * (검수 통과, 반려, 판매 금지) are FORBIDDEN here, whatever the product's state.
 */
function transition(product: ProductRow, action: ProductAction): ProductRow['status'] {
  const decision = decide(productMachine, product, action, 'merchant');
  if (!decision.ok) throw new GraphqlMockError(decision.reason, decision.forbidden ? 'FORBIDDEN' : 'CONFLICT');
  return decision.to;
}

/** Products, catalog (categories, attributes, templates) and rejected reasons. */
export function productResolvers(state: MockState, context: GraphqlContext): RootResolvers {
  const { commerce } = state;
  const productsOf = (store: StoreRow, statuses: readonly ProductStatus[] | null | undefined) =>
    commerce.products
      .filter(
        (product) =>
          product.storeId === store.id && !product.deleted && (!statuses?.length || statuses.includes(product.status)),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const answer = (row: ProductRow) => toProduct(row);

  return {
    productsByStore: resolver<QueryProductsByStoreArgs>(({ baId, statuses, page, size, query, sort }) => {
      const found = searchProducts(productsOf(ownStore(state, baId, context), statuses), query, sort);
      const result = offsetPage(found, page ?? 1, size ?? 10);
      return { ...result, items: result.items.map(answer) };
    }),
    productsByStoreCursor: resolver<QueryProductsByStoreCursorArgs>(({ baId, statuses, first, after }) => {
      const result = cursorPage(productsOf(ownStore(state, baId, context), statuses), first ?? 20, after);
      return { ...result, nodes: result.nodes.map(answer) };
    }),
    product: resolver<QueryProductArgs>(({ productId }) => answer(ownProduct(state, productId, context))),
    productCategories: () => commerce.categories,
    productAttributes: resolver<QueryProductAttributesArgs>(({ categoryId }) =>
      commerce.attributes.filter(
        (attribute) => !categoryId || attribute.categoryIds.length === 0 || attribute.categoryIds.includes(categoryId),
      ),
    ),
    productTemplates: resolver<QueryProductTemplatesArgs>(({ categoryId }) =>
      categoryId
        ? commerce.templates.filter((template) => template.id === templateIdFor(categoryId))
        : commerce.templates,
    ),
    createProduct: resolver<MutationCreateProductArgs>(({ baId, input }) => {
      const store = ownStore(state, baId, context);
      if (!PRODUCT_CREATING_STORE_STATUSES.includes(store.status))
        throw new GraphqlMockError('스토어가 운영 중이거나 심사 중일 때만 상품을 등록할 수 있어요.', 'CONFLICT');
      const fields = productFieldsOf(input);
      const now = toKstIso(context.now);
      const product = applyProductFields(
        {
          id: String(context.nextId()),
          storeId: store.id,
          status: 'PENDING',
          sold: 0,
          bookmarkedCount: 0,
          reviewTotalCount: 0,
          rejectReason: null,
          createdAt: now,
          updatedAt: now,
          deleted: false,
          rejectedAt: null,
        },
        fields,
        context.nextId,
      );
      commerce.products.push(product);
      return answer(product);
    }),
    updateProduct: resolver<MutationUpdateProductArgs>(({ productId, input }) => {
      const existing = ownProduct(state, productId, context);
      const status = transition(existing, 'edit');
      const fields = productFieldsOf(input);
      // A rejected product goes back to inspection once it is fixed (the table's edit row).
      const reinspect = existing.status === 'REJECTED';
      const updated = applyProductFields(
        {
          ...existing,
          status,
          rejectReason: reinspect ? null : existing.rejectReason,
          rejectedAt: reinspect ? null : existing.rejectedAt,
          updatedAt: toKstIso(context.now),
        },
        fields,
        context.nextId,
      );
      Object.assign(existing, updated);
      return answer(existing);
    }),
    updateProductStatus: resolver<MutationUpdateProductStatusArgs>(({ productId, status }) => {
      const product = ownProduct(state, productId, context);
      const action = PRODUCT_STATUS_ACTIONS[status];
      if (!action) throw new GraphqlMockError('검수 중(PENDING)으로는 바꿀 수 없어요.', 'BAD_USER_INPUT');
      const to = transition(product, action);
      const now = toKstIso(context.now);
      const rejected = to === 'REJECTED' || to === 'BANNED';
      product.status = to;
      product.rejectReason = rejected ? (product.rejectReason ?? DEFAULT_REJECT_REASON) : null;
      product.rejectedAt = rejected ? (product.rejectedAt ?? now) : null;
      product.updatedAt = now;
      return answer(product);
    }),
    deleteProduct: resolver<MutationDeleteProductArgs>(({ productId }) => {
      const product = ownProduct(state, productId, context);
      transition(product, 'delete');
      product.deleted = true;
      product.updatedAt = toKstIso(context.now);
      return { deletedProductId: product.id };
    }),
    rejectedReasons: resolver<QueryRejectedReasonsArgs>(({ baId }) => {
      const rejected = productsOf(ownStore(state, baId, context), ['REJECTED']);
      return {
        rejectedProductCount: rejected.length,
        reasons: rejected.map((product) => ({
          productId: product.id,
          productName: product.name,
          reason: product.rejectReason ?? DEFAULT_REJECT_REASON,
          rejectedAt: product.rejectedAt ?? product.updatedAt,
        })),
      };
    }),
  };
}
