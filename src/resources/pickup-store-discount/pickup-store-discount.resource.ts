/**
 * Store discounts (spec 002 §3, /profile/{baId}/pickup/store-discount): add, edit and delete.
 * The API has no GET for one discount, so editing starts from the list row. The limits (비율 ≤ 50%,
 * 금액 ≤ 최소 주문 금액, a minimum for an amount discount, a period ending after it starts and not
 * in the past) are the schema's; the same discount twice in one period is the server's (a 400 on
 * 할인 값). A save first says what the customer gets; the list says how several combine.
 */
import { createElement } from 'react';
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { formatDateTime, formatDeadline, formatDiscount } from '@/lib/format';
import { discountConfirmBody, STORE_DISCOUNTS_COMBINE } from './discount-words';

export const pickupStoreDiscountResource = defineResource('pickup', (r) => ({
  name: 'pickupStoreDiscount',
  label: '매장 할인',
  editIn: 'drawer',
  routes: { list: paths.pickup.storeDiscount },

  list: r.list('get', '/api/v1/stores/discounts', {
    description: STORE_DISCOUNTS_COMBINE,
    columns: [
      { field: 'discountValue', title: '할인', primary: true, render: (_, discount) => formatDiscount(discount) },
      'condition.minimumOrderAmount',
      {
        field: 'startAt',
        title: '기간',
        render: (_, discount) => `${formatDateTime(discount.startAt)} ~ ${formatDeadline(discount.endAt)}`,
      },
      'scope',
    ],
    emptyText: '아직 매장 할인이 없어요. 일정 금액 이상 주문하면 할인해 주는 혜택을 만들어 보세요.',
  }),

  create: r.create('post', '/api/v1/stores/discounts', {
    defaults: { discountMethod: 'AMOUNT' },
    order: ['discountMethod', 'discountValue', 'minimumOrderAmount', 'startAt', 'endAt'],
    confirm: (discount) => ({
      title: '이 할인을 추가할까요?',
      body: createElement(discountConfirmBody, { discount }),
      ok: '추가',
    }),
  }),

  update: r.updateFromRow('put', '/api/v1/stores/discounts/{discountId}', {
    list: '/api/v1/stores/discounts',
    order: ['discountMethod', 'discountValue', 'minimumOrderAmount', 'startAt', 'endAt'],
    toFormData: (discount) => ({
      discountMethod: discount.discountMethod,
      discountValue: discount.discountValue,
      minimumOrderAmount: discount.condition.minimumOrderAmount,
      startAt: discount.startAt,
      endAt: discount.endAt,
    }),
    confirm: (discount) => ({
      title: '할인을 이렇게 바꿀까요?',
      body: createElement(discountConfirmBody, { discount }),
      ok: '저장',
    }),
  }),

  remove: r.remove('/api/v1/stores/discounts/{discountId}'),
}));
