/**
 * The store's two settings documents, each edited whole on its own page through the engine's
 * GraphQL source (docs/decisions/commerce-engine.md): the minimum order amount
 * (`/store/min_condition_price`) and the delivery setting (`/store/delivery_setting`, only the fields
 * of the chosen fee type). Their forms come from the GraphQL input types (`npm run codegen`).
 */
import {
  MinConditionPriceDocument,
  StoreDeliverySettingDocument,
  UpdateMinConditionPriceDocument,
  UpdateStoreDeliverySettingDocument,
} from '@/api/commerce/catalog';
import { paths } from '@/config/paths';
import { defineGraphqlResource } from '@/engine/resource/define-graphql-resource';

/** Without a store the settings answer NOT_FOUND: say why and lead to the store. */
const toStore = { label: '스토어로', route: paths.commerceCatalog.store } as const;
const needsStore = { text: '스토어가 있어야 쓸 수 있어요. 먼저 입점 신청을 해 주세요.', link: toStore } as const;

export const minConditionPriceResource = defineGraphqlResource('commerce', (g) => ({
  name: 'commerceMinConditionPrice',
  label: '최소 주문 금액',
  routes: { edit: paths.commerceCatalog.minConditionPrice },
  update: g.document(UpdateMinConditionPriceDocument, {
    bind: { baId: 'account' },
    load: g.op(MinConditionPriceDocument, { bind: { baId: 'account' } }),
    title: '최소 주문 금액',
    description: '고객이 이 금액 이상 담아야 주문할 수 있어요. 0원이면 제한이 없어요.',
    back: toStore,
    missing: needsStore,
    toFormData: (loaded) => ({ minConditionPrice: loaded.minConditionPrice }),
    successToast: '최소 주문 금액을 저장했어요.',
  }),
}));

export const deliverySettingResource = defineGraphqlResource('commerce', (g) => ({
  name: 'commerceDeliverySetting',
  label: '배송 설정',
  routes: { edit: paths.commerceCatalog.deliverySetting },
  update: g.document(UpdateStoreDeliverySettingDocument, {
    bind: { baId: 'account' },
    body: 'input',
    load: g.op(StoreDeliverySettingDocument, { bind: { baId: 'account' } }),
    title: '배송 설정',
    description: '고객이 주문할 때 보는 배송비와 배송 안내예요.',
    back: toStore,
    missing: needsStore,
    // 배송비 for a paid type, the free-delivery threshold for 조건부 무료 only; a hidden field is not sent.
    branches: {
      field: 'type',
      fields: { feeAmount: ['FIXED', 'CONDITIONAL_FREE'], freeConditionPrice: ['CONDITIONAL_FREE'] },
      require: true,
    },
    order: [
      'type',
      'feeAmount',
      'freeConditionPrice',
      'deliverableRegionType',
      'deliverableRegionGuide',
      'description',
    ],
    toFormData: (setting) => ({
      type: setting.type,
      ...(setting.type === 'FREE' ? {} : { feeAmount: setting.fee.amount }),
      ...(setting.freeConditionPrice != null ? { freeConditionPrice: setting.freeConditionPrice } : {}),
      ...(setting.deliverableRegionType ? { deliverableRegionType: setting.deliverableRegionType } : {}),
      ...(setting.deliverableRegionGuide ? { deliverableRegionGuide: setting.deliverableRegionGuide } : {}),
      ...(setting.description ? { description: setting.description } : {}),
    }),
    fieldUi: {
      type: { 'ui:enumNames': ['무료 배송', '고정 배송비', '조건부 무료 배송'] },
      freeConditionPrice: { 'ui:help': '이 금액 이상 주문하면 배송비가 무료예요.' },
      deliverableRegionGuide: { 'ui:title': '배송 가능 지역 안내' },
      description: { 'ui:title': '배송 안내' },
    },
    // The server names the field in its one sentence (BAD_USER_INPUT has no field path).
    messageFields: [
      ['무료 배송 조건', 'freeConditionPrice'],
      ['배송비', 'feeAmount'],
      ['안내 문구', 'description'],
    ],
    successToast: '배송 설정을 저장했어요.',
  }),
}));

export const storeSettingsResources = [minConditionPriceResource, deliverySettingResource];
