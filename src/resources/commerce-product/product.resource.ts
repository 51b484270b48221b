/**
 * The store's products (`/profile/{baId}/product`, issue 13) through the engine's GraphQL source:
 * the manage-product page's status groups as tabs with their counts (판매 중, 검수 중, 판매 중지 =
 * INACTIVE, REJECTED, BANNED: spec 001 §3), searched by name, ordered by `ProductSort`, paged; row
 * actions start or stop selling as each status allows, a rejected or banned product says why, and
 * delete is confirmed. The create and edit forms are declared in product-form.ts; see
 * docs/decisions/product-list.md and product-form.md.
 */
import {
  DeleteProductDocument,
  ProductGroupCountsDocument,
  ProductsByStoreDocument,
  UpdateProductStatusDocument,
} from '@/api/commerce/catalog';
import { productMachine, type ProductAction, type ProductMachineRecord } from '@/api/machines/product';
import type { ProductStatus } from '@/api/commerce/catalog';
import { paths } from '@/config/paths';
import { can } from '@/lib/machine';
import { formatNumber } from '@/lib/format';
import { defineGraphqlResource } from '@/engine/resource/define-graphql-resource';
import { productName, productPrice, productStock, type ProductRow } from './product-cells';
import { productFormRoutes, productForms } from './product-form';

/** The list's status groups; a group's statuses are a set (one query key whatever their order). */
const PRODUCT_GROUPS = {
  onSale: ['ACTIVE'],
  pending: ['PENDING'],
  stopped: ['INACTIVE', 'REJECTED', 'BANNED'],
} as const;

/** The status changes a merchant may make (`UpdateProductStatus`), offered as the product table allows. */
const STATUS_CHANGES = [
  {
    action: 'stop',
    to: 'INACTIVE',
    rowToast: (name: string) => `'${name}' 판매를 멈췄어요. 판매 중지 탭에서 다시 시작할 수 있어요.`,
  },
  { action: 'resume', to: 'ACTIVE', rowToast: (name: string) => `'${name}' 판매를 다시 시작했어요.` },
] as const satisfies readonly { action: ProductAction; to: ProductStatus; rowToast: (name: string) => string }[];

/** Whether the merchant may take the action on the row (the product table's answer). */
export const merchantCan = (row: ProductMachineRecord, action: ProductAction) =>
  can(productMachine, row, action, 'merchant');

export const productResource = defineGraphqlResource('commerce', (g) => ({
  name: 'commerce-product',
  label: '상품',
  routeParam: 'productId',
  idField: 'id',
  routes: productFormRoutes,
  list: g.list<typeof ProductsByStoreDocument, ProductRow>(ProductsByStoreDocument, {
    bind: { baId: 'account' },
    title: '상품',
    description: '판매 중인 상품, 검수 중인 상품과 판매를 멈춘 상품을 관리해요.',
    createLabel: '상품 등록',
    paging: { kind: 'page', pageParam: 'page', sizeParam: 'size', firstPage: 1, items: 'items', total: 'totalCount' },
    tabs: {
      param: 'group',
      label: '상품 상태',
      default: 'onSale',
      tabs: [
        {
          key: 'onSale',
          label: '판매 중',
          query: { statuses: PRODUCT_GROUPS.onSale },
          emptyText: '판매 중인 상품이 없어요. 검수를 통과한 상품이 여기에 나와요.',
        },
        {
          key: 'pending',
          label: '검수 중',
          query: { statuses: PRODUCT_GROUPS.pending },
          emptyText: '검수 중인 상품이 없어요. 새로 등록한 상품은 검수를 거쳐 판매돼요.',
        },
        {
          key: 'stopped',
          label: '판매 중지',
          query: { statuses: PRODUCT_GROUPS.stopped },
          emptyText: '판매를 멈춘 상품이 없어요.',
        },
      ],
      counts: g.tabCounts(ProductGroupCountsDocument, {
        bind: { baId: 'account' },
        read: (answer) => ({
          onSale: answer.onSale.totalCount,
          pending: answer.pending.totalCount,
          stopped: answer.stopped.totalCount,
        }),
      }),
    },
    filters: ['query'],
    filterOptions: { query: { param: 'q', title: '상품 이름' } },
    namedSort: { param: 'sort', default: 'NEWEST' },
    columns: [
      { field: 'name', title: '상품', primary: true, render: (_, row) => productName(row) },
      { field: 'type', title: '종류' },
      { field: 'salePrice', title: '가격', render: (_, row) => productPrice(row) },
      { field: 'stock', title: '재고', render: (_, row) => productStock(row) },
      { field: 'sold', title: '판매', render: (_, row) => `${formatNumber(row.sold)}개` },
      {
        field: 'status',
        title: '상태',
        note: (row) =>
          row.status === 'REJECTED'
            ? `반려 사유: ${row.rejectReason ?? '상품 정보를 확인해 주세요.'} 고쳐서 저장하면 다시 검수해요.`
            : row.status === 'BANNED'
              ? `${row.rejectReason ?? '판매 금지된 상품이에요.'} 판매 금지된 상품은 고칠 수 없고 삭제만 할 수 있어요.`
              : row.status === 'PENDING'
                ? '검수가 끝나면 판매를 시작해요.'
                : undefined,
      },
    ],
    // The product table (src/api/machines/product.ts): a merchant stops and resumes selling;
    // PENDING waits for inspection, a REJECTED product is fixed and saved, a BANNED one cannot change.
    rowActions: (action) =>
      STATUS_CHANGES.map(({ action: name, to, rowToast }) =>
        action(UpdateProductStatusDocument, {
          bind: { productId: 'record' },
          label: productMachine.actionLabels[name],
          visible: (row) => merchantCan(row, name),
          variables: () => ({ status: to }),
          rowToast: (row) => rowToast(row.name),
        }),
      ),
    rowLinks: [
      {
        label: '미리보기',
        route: paths.commerceCatalog.productPreview,
        search: (_row, params) => ({ baId: params.baId }),
      },
    ],
  }),
  remove: g.remove<typeof DeleteProductDocument, ProductRow>(DeleteProductDocument, {
    bind: { productId: 'record' },
    visible: (row) => merchantCan(row, 'delete'),
    body: '삭제한 상품은 되돌릴 수 없어요. 이미 받은 주문은 그대로 남아요.',
    successToast: '상품을 삭제했어요.',
  }),
  ...productForms(g),
}));
