/**
 * Coupons of a business account (spec 001 §3–§4, routes /profile/{baId}/coupon…): list with
 * re-issue and stop, detail with the customers who claimed and used each coupon, create and edit.
 */
import { couponMachine, type CouponRecord } from '@/api/machines/coupon';
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { allowedActions, can } from '@/lib/machine';
import { messages } from '@/lib/messages';
import { benefitCell } from './benefit';
import { couponDeleteBody, couponEditNotice, couponEditUi } from './coupon-state';

/** Form order: what the coupon is, who gets it and where, how many, until when, the fine print. */
const FIELD_ORDER = [
  'name',
  'benefit_request',
  'event_type',
  'usage_channel',
  'issued_count',
  'expires_at',
  'description',
] as const;

/**
 * What the coupon table allows for a coupon (src/api/machines/coupon.ts): 발행 중지 only where
 * customers can still receive it, 재발행 only where that makes it receivable again (before its
 * expiry, with quantity left); otherwise 수정 (a later expiry, more quantity) re-issues it.
 */
export const couponOffers = (coupon: CouponRecord) => allowedActions(couponMachine, coupon);
const canStop = (coupon: CouponRecord) => can(couponMachine, coupon, 'stop');
const canReissue = (coupon: CouponRecord) => can(couponMachine, coupon, 'reissue');

/** Re-issue (spec 001 §4 and the copy deck): a stopped coupon becomes ACTIVE again. */
const REISSUE = {
  label: messages.coupon.reissueOk,
  body: { status: 'ACTIVE' as const },
  visible: canReissue,
  confirm: { title: messages.coupon.reissueTitle, body: messages.coupon.reissueBody, ok: messages.coupon.reissueOk },
  successToast: messages.coupon.reissued,
};

/** Stop issuing (our addition): customers can no longer receive the coupon; claimed ones stay usable. */
const STOP = {
  label: messages.coupon.stop,
  body: { status: 'INACTIVE' as const },
  visible: canStop,
  confirm: { title: messages.coupon.stopTitle, body: messages.coupon.stopBody, ok: messages.coupon.stop },
  successToast: messages.coupon.stopped,
};

export const couponResource = defineResource('coupon', (r) => ({
  name: 'coupon',
  label: '쿠폰',
  routeParam: 'couponId',
  routes: {
    list: paths.coupon.list,
    create: paths.coupon.create,
    detail: paths.coupon.detail,
    edit: paths.coupon.edit,
  },

  list: r.list('get', '/api/v1/coupon_boxes', {
    columns: [
      { field: 'name', primary: true },
      { field: 'benefit_request', render: (_, coupon) => benefitCell(coupon.benefit_request) },
      { field: 'validity', status: true },
      'expires_at',
      'issued_count',
      'claimed_count',
      'used_count',
    ],
    filters: ['keyword', 'validity'],
    rowActions: (action) => [
      action('put', '/api/v1/coupon_boxes/{id}/status', REISSUE),
      action('put', '/api/v1/coupon_boxes/{id}/status', STOP),
    ],
    // Runs for the chosen coupons it changes something for (see STOP).
    bulkActions: (action) => [
      action('put', '/api/v1/coupon_boxes/{id}/status', {
        ...STOP,
        confirm: { title: messages.coupon.stopManyTitle, body: messages.coupon.stopBody, ok: messages.coupon.stop },
      }),
    ],
    emptyText: '아직 만든 쿠폰이 없어요. 첫 쿠폰을 만들어 단골을 모아 보세요.',
  }),

  detail: r.detail('/api/v1/coupon_boxes/{id}/business', {
    fields: [
      'name',
      'status',
      'validity',
      'benefit_request.benefit_type',
      'benefit_request.discount_amount',
      'benefit_request.discount_rate',
      'benefit_request.description',
      'benefit_request.minimum_order_amount',
      'event_type',
      'usage_channel',
      'expires_at',
      'issued_count',
      'claimed_count',
      'used_count',
      'description',
      'created_at',
    ],
    related: (related) => [
      related('/api/v1/coupon_boxes/{id}/used_users', {
        scope: { id: 'couponId' },
        title: '쿠폰을 사용한 고객',
        columns: ['user.nickname', 'user.region_name', 'used_at'],
        pageSize: 10,
      }),
      related('/api/v1/coupon_boxes/{id}/claimed_users', {
        scope: { id: 'couponId' },
        title: '쿠폰을 받은 고객',
        columns: ['user.nickname', 'user.region_name', 'created_at', 'claim_state'],
        pageSize: 10,
      }),
    ],
    actions: (action) => [
      action('put', '/api/v1/coupon_boxes/{id}/status', REISSUE),
      action('put', '/api/v1/coupon_boxes/{id}/status', STOP),
    ],
  }),

  create: r.create('post', '/api/v1/coupon_boxes', {
    defaults: { event_type: 'NORMAL', usage_channel: 'OFFLINE', issued_count: 100 },
    order: [...FIELD_ORDER],
  }),

  // Spec 001 §4: updating a coupon also sends status ACTIVE.
  update: r.update('put', '/api/v1/coupon_boxes/{id}', {
    fixed: { status: 'ACTIVE' },
    order: [...FIELD_ORDER],
    load: '/api/v1/coupon_boxes/{id}/business',
    notice: couponEditNotice,
    recordUi: couponEditUi,
  }),

  remove: r.remove('/api/v1/coupon_boxes/{id}', { danger: true, confirmBody: couponDeleteBody }),
}));
