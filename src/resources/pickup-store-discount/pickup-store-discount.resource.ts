/**
 * Store discounts (spec 002 §3, /profile/{baId}/pickup/store-discount): add, edit and delete.
 * The API has no GET for one discount, so editing starts from the list row.
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { formatDiscount } from '@/lib/format';

export const pickupStoreDiscountResource = defineResource('pickup', (r) => ({
  name: 'pickupStoreDiscount',
  label: '매장 할인',
  editIn: 'drawer',
  routes: { list: paths.pickup.storeDiscount },

  list: r.list('get', '/api/v1/stores/discounts', {
    columns: [
      { field: 'discountValue', title: '할인', primary: true, render: (_, discount) => formatDiscount(discount) },
      'condition.minimumOrderAmount',
      'scope',
    ],
    emptyText: '아직 매장 할인이 없어요. 일정 금액 이상 주문하면 할인해 주는 혜택을 만들어 보세요.',
  }),

  create: r.create('post', '/api/v1/stores/discounts', { defaults: { discountMethod: 'AMOUNT' } }),

  update: r.updateFromRow('put', '/api/v1/stores/discounts/{discountId}', {
    list: '/api/v1/stores/discounts',
    toFormData: (discount) => ({
      discountMethod: discount.discountMethod,
      discountValue: discount.discountValue,
      minimumOrderAmount: discount.condition.minimumOrderAmount,
    }),
  }),

  remove: r.remove('/api/v1/stores/discounts/{discountId}'),
}));
