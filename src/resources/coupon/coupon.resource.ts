/**
 * Coupons of a business account (spec 001 §3–§4, routes /profile/{baId}/coupon…): list with
 * re-issue and stop, detail with the customers who claimed and used each coupon, create and edit.
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { messages } from '@/lib/messages';

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

/** Re-issue (spec 001 §4 and the copy deck): a stopped coupon becomes ACTIVE again. */
const REISSUE = {
  label: messages.coupon.reissueOk,
  body: { status: 'ACTIVE' as const },
  visible: (coupon: { status: string }) => coupon.status === 'INACTIVE',
  confirm: { title: messages.coupon.reissueTitle, body: messages.coupon.reissueBody, ok: messages.coupon.reissueOk },
  successToast: messages.coupon.reissued,
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
      'benefit_request.description',
      'validity',
      'expires_at',
      'issued_count',
      'claimed_count',
      'used_count',
    ],
    filters: ['keyword', 'validity'],
    rowActions: (action) => [
      action('put', '/api/v1/coupon_boxes/{id}/status', REISSUE),
      action('put', '/api/v1/coupon_boxes/{id}/status', {
        label: '발행 중지',
        body: { status: 'INACTIVE' },
        visible: (coupon) => coupon.status === 'ACTIVE',
        confirm: {
          title: '쿠폰 발행을 멈출까요?',
          body: '멈추면 고객이 쿠폰을 새로 받을 수 없어요. 이미 받은 쿠폰은 쓸 수 있어요.',
          ok: '발행 중지',
        },
        successToast: '쿠폰 발행을 멈췄어요.',
      }),
    ],
    bulkActions: (action) => [
      action('put', '/api/v1/coupon_boxes/{id}/status', {
        label: '발행 중지',
        body: { status: 'INACTIVE' },
        confirm: {
          title: '고른 쿠폰의 발행을 멈출까요?',
          body: '멈추면 고객이 쿠폰을 새로 받을 수 없어요.',
          ok: '발행 중지',
        },
        successToast: '쿠폰 발행을 멈췄어요.',
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
        title: '쿠폰을 사용한 고객',
        columns: ['user.nickname', 'user.region_name', 'used_at'],
        pageSize: 10,
      }),
      related('/api/v1/coupon_boxes/{id}/claimed_users', {
        title: '쿠폰을 받은 고객',
        columns: ['user.nickname', 'user.region_name', 'created_at', 'claim_state'],
        pageSize: 10,
      }),
    ],
    actions: (action) => [action('put', '/api/v1/coupon_boxes/{id}/status', REISSUE)],
  }),

  create: r.create('post', '/api/v1/coupon_boxes', {
    defaults: { event_type: 'NORMAL', usage_channel: 'OFFLINE', issued_count: 100 },
    order: [...FIELD_ORDER],
  }),

  // Spec 001 §4: updating a coupon also sends status ACTIVE.
  update: r.update('put', '/api/v1/coupon_boxes/{id}', {
    fixed: { status: 'ACTIVE' },
    order: [...FIELD_ORDER],
  }),

  remove: r.remove('/api/v1/coupon_boxes/{id}'),
}));
