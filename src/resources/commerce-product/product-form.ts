/**
 * The product's create and edit forms (`/product/new`, `/product/update/{productId}`), engine forms
 * from the JSON Schema of ProductInput (docs/decisions/product-form.md): basics, price with the
 * discount beside it, stock, the type's own fields (받는 방법 for GOODS, 유효 기간 for SERVICE and
 * vouchers: `branches`), simple options as an item table, the category's attributes and template
 * groups (Dependent fields that follow `categoryId`), photos and content. Creation is refused
 * unless the store is ACTIVE or PENDING (`gate`); a rejected product shows why above its form; a
 * type this console does not know is shown read-only.
 *
 * The resource (`product.resource.ts`) spreads `productForms(g)` and `productFormRoutes`.
 */
import {
  CreateProductDocument,
  ProductAttributesDocument,
  ProductDetailDocument,
  ProductTemplatesDocument,
  StoreInfoDocument,
  UpdateProductDocument,
  type ProductDetailFieldsFragment,
  type ProductInput,
} from '@/api/commerce/catalog';
import { productMachine } from '@/api/machines/product';
import { createElement } from 'react';
import { graphqlQuery } from '@/api/graphql/request';
import { paths } from '@/config/paths';
import { can } from '@/lib/machine';
import type { DependentDef } from '@/engine/form/dependent';
import type { GraphqlResourceBuilder } from '@/engine/resource/define-graphql-resource';
import type { BranchesDef, FormDef } from '@/engine/resource/types';
import { ProductCategoryField } from './category-widget';
import { DiscountNote } from './DiscountNote';
import { priceCutQuestion } from './price-cut';
import {
  attributesForm,
  isKnownProductType,
  productFormData,
  productInputOf,
  STORE_STATUS_LABEL,
  storeAllowsProducts,
  templatesForm,
} from './product-input';

export const PRODUCT_FORM_COPY = {
  created: '상품을 등록했어요. 검수가 끝나면 판매를 시작해요.',
  updated: '상품을 저장했어요.',
  refusedNoStore: '스토어가 없어서 상품을 등록할 수 없어요. 먼저 입점 신청을 해 주세요.',
  refused: (status: string) =>
    `스토어가 '${status}' 상태예요. 상품은 스토어가 운영 중이거나 심사 중일 때만 등록할 수 있어요.`,
  future: (type: string) =>
    `'${type}' 종류의 상품이에요. 새로 생긴 종류라 여기서는 볼 수만 있어요. 고치려면 동네마켓 앱을 이용해 주세요.`,
  rejected: (reason: string) => `검수에서 반려됐어요: ${reason} · 고쳐서 저장하면 다시 검수해요.`,
  banned: (reason: string | null | undefined) =>
    `판매 금지된 상품이라 고칠 수 없어요. 사유: ${reason ?? '운영 정책 검수에서 판매할 수 없는 상품으로 확인됐어요.'}`,
  locked: (status: string) => `'${status}' 상태인 상품은 고칠 수 없어요.`,
} as const;

/**
 * Why a loaded product is shown but cannot be saved here: a type this console does not know, or a
 * state whose row of the product table has no edit (a banned product, with its reason).
 */
export function productReadOnly(product: ProductDetailFieldsFragment): string | undefined {
  if (!isKnownProductType(product.type)) return PRODUCT_FORM_COPY.future(product.type);
  if (can(productMachine, product, 'edit', 'merchant')) return undefined;
  return product.status === 'BANNED'
    ? PRODUCT_FORM_COPY.banned(product.rejectReason)
    : PRODUCT_FORM_COPY.locked(productMachine.stateLabels[product.status]);
}

/** The attributes of the chosen category (ProductAttributes). */
const attributesField = {
  on: 'categoryId',
  query: (categoryId, account) =>
    graphqlQuery(ProductAttributesDocument, { categoryId }, account, (data) => data.productAttributes),
  form: attributesForm,
} satisfies DependentDef<Parameters<typeof attributesForm>[0]>;

/** The template input groups of the chosen category (ProductTemplates), nodes drawn by type. */
const templatesField = {
  on: 'categoryId',
  query: (categoryId, account) =>
    graphqlQuery(ProductTemplatesDocument, { categoryId }, account, (data) => data.productTemplates),
  form: templatesForm,
  empty: '카테고리를 고르면 그 카테고리의 속성과 정보 고시 항목이 나와요.',
} satisfies DependentDef<Parameters<typeof templatesForm>[0]>;

const ORDER: (keyof ProductInput)[] = [
  'type',
  'name',
  'categoryId',
  'price',
  'salePrice',
  'stockFree',
  'stock',
  'receiveMethods',
  'validDays',
  'simpleOptions',
  'attributes',
  'templates',
  'thumbnailUrls',
  'content',
];

const FIELD_UI = {
  type: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
  categoryId: {
    'ui:widget': ProductCategoryField,
    'ui:help': '하위 카테고리를 골라 주세요. 카테고리에 맞는 속성과 안내 항목이 나와요.',
  },
  salePrice: { 'ui:description': createElement(DiscountNote) },
  receiveMethods: {
    'ui:widget': 'checkboxes',
    'ui:options': {
      inline: true,
      enumOptions: [
        { value: 'DELIVERY', label: '배송' },
        { value: 'PICKUP', label: '매장 픽업' },
      ],
    },
  },
  validDays: {
    'ui:help': '구매한 날부터 며칠(일) 동안 쓸 수 있는지예요. 0이면 기한이 없어요.',
  },
  simpleOptions: {
    'ui:description': '맛, 크기처럼 고객이 고르는 옵션이에요. 추가 금액은 판매가에 더해져요.',
    'ui:options': { addText: '옵션 추가' },
  },
  attributes: { 'ui:field': 'Dependent', 'ui:options': { dependent: attributesField } },
  templates: { 'ui:field': 'Dependent', 'ui:options': { dependent: templatesField } },
  thumbnailUrls: {
    'ui:widget': 'Image',
    'ui:options': { purpose: 'post' },
    'ui:help': '첫 번째 사진이 대표 사진이에요. 10장까지 올릴 수 있어요.',
  },
  content: {
    'ui:widget': 'CountedTextarea',
    'ui:help': '빈 줄로 문단을 나눠요.',
  },
} as const;

/** The server's one sentence (BAD_USER_INPUT) names the field it is about. */
const MESSAGE_FIELDS = [
  ['상품 이름', 'name'],
  ['판매가', 'salePrice'],
  ['정가', 'price'],
  ['재고', 'stock'],
  ['유효 기간', 'validDays'],
  ['카테고리', 'categoryId'],
  ['사진', 'thumbnailUrls'],
  ['옵션', 'simpleOptions'],
] as const;

// 받는 방법 only for GOODS, 유효 기간 only for a type used within days, 재고 only while the stock
// is limited; a hidden field is not sent.
const BRANCHES: readonly BranchesDef[] = [
  {
    field: 'type',
    fields: { receiveMethods: ['GOODS'], validDays: ['SERVICE', 'VOUCHER', 'VOUCHER_TICKET'] },
  },
  { field: 'stockFree', fields: { stock: [false] } },
];

/** The form options create and update share. */
function shared() {
  return {
    body: 'input' as const,
    order: ORDER,
    fieldUi: FIELD_UI,
    branches: BRANCHES,
    toBody: productInputOf,
    messageFields: MESSAGE_FIELDS,
  };
}

/** The create and update forms of the product resource. */
export function productForms(g: GraphqlResourceBuilder): { create: FormDef; update: FormDef } {
  return {
    create: g.form(CreateProductDocument, {
      ...shared(),
      bind: { baId: 'account' },
      heading: '상품 등록',
      defaults: { type: 'DELIVERY', stockFree: false, simpleOptions: [], content: '' },
      // A link may start a product in a category (`?categoryId=cat-mug`).
      defaultsFromQuery: ['categoryId'],
      // A new product waits for inspection: the list opens on 검수 중, where it is.
      savedListQuery: { group: 'pending' },
      gate: g.gate(StoreInfoDocument, {
        bind: { baId: 'account' },
        blocked: (info) =>
          !info.store
            ? PRODUCT_FORM_COPY.refusedNoStore
            : storeAllowsProducts(info.store.status)
              ? undefined
              : PRODUCT_FORM_COPY.refused(STORE_STATUS_LABEL[info.store.status] ?? info.store.status),
        link: { label: '스토어로', route: paths.commerceCatalog.store },
      }),
      successToast: PRODUCT_FORM_COPY.created,
    }),
    update: g.form(UpdateProductDocument, {
      ...shared(),
      bind: { productId: 'record' },
      load: g.op(ProductDetailDocument, { bind: { productId: 'record' } }),
      toFormData: productFormData,
      notice: (product) =>
        product.status === 'REJECTED' && product.rejectReason
          ? PRODUCT_FORM_COPY.rejected(product.rejectReason)
          : undefined,
      readOnly: productReadOnly,
      confirmChange: priceCutQuestion,
      successToast: PRODUCT_FORM_COPY.updated,
    }),
  };
}

/** The form routes of the product resource (the list is `paths.commerceCatalog.productList`). */
export const productFormRoutes = {
  create: paths.commerceCatalog.productNew,
  edit: paths.commerceCatalog.productEdit,
  list: paths.commerceCatalog.productList,
} as const;
