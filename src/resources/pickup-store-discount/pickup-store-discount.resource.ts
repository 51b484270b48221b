/**
 * Store discounts (spec 002 §3, /profile/{baId}/pickup/store-discount): add, edit and delete.
 * The API has no GET for one discount, so editing starts from the list row. The limits (비율 ≤ 50%,
 * 금액 ≤ 최소 주문 금액, a minimum for an amount discount, a period ending after it starts and not
 * in the past) are the schema's; the same discount twice in one period is a rule about the other
 * rows, the server's (a 400 on 할인 값) and checked by the form against the list before any question.
 * A save first says what the customer gets; the list says how several combine.
 */
import { createElement } from 'react';
import { paths } from '@/config/paths';
import { SAME_STORE_DISCOUNT, sameStoreDiscount, type StoreDiscountTerms } from '@/api/rules/same-store-discount';
import { defineResource } from '@/engine/resource/define-resource';
import type { FormRuleIssue } from '@/engine/resource/types';
import type { BodyOf, ListItemOf, OperationAt } from '@/engine/resource/typing';
import { formatDateTime, formatDeadline, formatDiscount } from '@/lib/format';
import { discountConfirmBody, STORE_DISCOUNTS_COMBINE } from './discount-words';

type StoreDiscount = ListItemOf<'pickup', 'get', '/api/v1/stores/discounts'>;
type StoreDiscountBody = BodyOf<OperationAt<'pickup', 'post', '/api/v1/stores/discounts'>>;

const termsOf = (discount: StoreDiscount): StoreDiscountTerms => ({
  discountMethod: discount.discountMethod,
  discountValue: discount.discountValue,
  minimumOrderAmount: discount.condition.minimumOrderAmount,
  startAt: discount.startAt,
  endAt: discount.endAt,
});

/** The same discount as another row in an overlapping period, said under 할인 값 as the server says it. */
function sameAsAnother(typed: Partial<StoreDiscountBody>, others: readonly StoreDiscount[]): FormRuleIssue[] {
  const { discountMethod, discountValue, minimumOrderAmount, startAt, endAt } = typed;
  if (discountMethod === undefined || discountValue === undefined || minimumOrderAmount === undefined) return [];
  if (startAt === undefined || endAt === undefined) return [];
  const terms = { discountMethod, discountValue, minimumOrderAmount, startAt, endAt };
  return others.some((other) => sameStoreDiscount(termsOf(other), terms))
    ? [{ field: 'discountValue', message: SAME_STORE_DISCOUNT }]
    : [];
}

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
    amongRows: { list: '/api/v1/stores/discounts', issues: sameAsAnother },
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
    amongRows: sameAsAnother,
    confirm: (discount) => ({
      title: '할인을 이렇게 바꿀까요?',
      body: createElement(discountConfirmBody, { discount }),
      ok: '저장',
    }),
  }),

  remove: r.remove('/api/v1/stores/discounts/{discountId}'),
}));
