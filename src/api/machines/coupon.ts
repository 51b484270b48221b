/**
 * A coupon's life as a table (src/lib/machine.ts): before the first customer holds it, everything
 * may change; once someone holds it, its promise (the benefit, where it is used, who may get it,
 * and an expiry no earlier than promised) is fixed, since the coupon in their hands says it. 발행 중지 only where customers can
 * still receive it, 재발행 only where that makes it receivable again. The mock server answers a
 * refused step from `decide(couponMachine, …)` (409 with the sentence); the coupon screens offer
 * a step exactly when `can(couponMachine, …)` says yes.
 */
import type { components } from '@generated/openapi/coupon';
import { defineMachine, type Verdict } from '@/lib/machine';

type CouponBox = components['schemas']['CouponBox'];

/** What the table reads of a coupon (the API's record; the mock builds it from its row). */
export type CouponRecord = Pick<CouponBox, 'validity' | 'expires_at' | 'issued_count' | 'claimed_count'>;

export type CouponState =
  'open' | 'openStopped' | 'openExpired' | 'held' | 'heldStopped' | 'heldExpired' | 'soldOut' | 'deleted';

/** What a held coupon promises besides its expiry, as its fields are titled (issue 40). */
const PROMISE_FIELDS = '혜택·사용처·받을 수 있는 고객';

export type CouponAction = 'stop' | 'reissue' | 'edit' | 'changePromise' | 'delete';

/** Whether any customer holds the coupon (its promise is then theirs). */
export const isHeld = (coupon: Pick<CouponRecord, 'claimed_count'>) => coupon.claimed_count > 0;

export const couponText = {
  reissueExpired: '사용 기한이 지난 쿠폰이에요. 수정에서 기한을 늘려 주세요.',
  reissueSoldOut: '수량이 모두 나갔어요. 수정에서 발행 수량을 늘려 주세요.',
  promiseFixed: (held: number) =>
    `${held.toLocaleString('ko-KR')}명이 이미 받은 쿠폰이라 ${PROMISE_FIELDS}은 바꿀 수 없고, 사용 기한은 늘리기만 할 수 있어요.`,
  expiryEarlier: (label: string) => `이미 받은 고객이 있어서 사용 기한을 ${label}보다 앞당길 수 없어요.`,
  quantityFloor: (held: number) =>
    `이미 ${held.toLocaleString('ko-KR')}명이 받았어요. 발행 수량은 ${held.toLocaleString('ko-KR')}장보다 적게 줄일 수 없어요.`,
} as const;

const STATE_LABELS: Record<CouponState, string> = {
  open: '발행 중 (받은 고객 없음)',
  openStopped: '발행 중지 (받은 고객 없음)',
  openExpired: '기간 만료 (받은 고객 없음)',
  held: '발행 중 (받은 고객 있음)',
  heldStopped: '발행 중지 (받은 고객 있음)',
  heldExpired: '기간 만료 (받은 고객 있음)',
  soldOut: '수량 소진',
  deleted: '삭제됨',
};

const ACTION_LABELS: Record<CouponAction, string> = {
  reissue: '재발행',
  stop: '발행 중지',
  edit: '수정',
  changePromise: '혜택·기한 앞당기기',
  delete: '삭제',
};

const receivableAgain = (coupon: CouponRecord): Verdict => {
  if (Date.parse(coupon.expires_at) <= Date.now()) return couponText.reissueExpired;
  if (coupon.claimed_count >= coupon.issued_count) return couponText.reissueSoldOut;
  return true;
};

/**
 * A refused step in the merchant's words, not the table's labels (issue 40: "지금 상태(발행 중 (받은
 * 고객 없음))에서는 재발행할 수 없어요" read as a developer's note).
 */
const REFUSALS: Readonly<Record<'stop' | 'reissue', Partial<Record<CouponState, string>>>> = {
  stop: {
    openStopped: '이미 발행을 멈춘 쿠폰이에요.',
    heldStopped: '이미 발행을 멈춘 쿠폰이에요.',
    openExpired: '사용 기한이 지난 쿠폰이라 더 발행되지 않아요.',
    heldExpired: '사용 기한이 지난 쿠폰이라 더 발행되지 않아요.',
    soldOut: '수량이 모두 나간 쿠폰이라 더 발행되지 않아요.',
  },
  reissue: {
    open: '이미 발행 중인 쿠폰이에요.',
    held: '이미 발행 중인 쿠폰이에요.',
    openExpired: couponText.reissueExpired,
    heldExpired: couponText.reissueExpired,
    soldOut: couponText.reissueSoldOut,
  },
};

function couponRefusal(action: CouponAction, state: CouponState): string {
  if (state === 'deleted') return '삭제된 쿠폰이에요.';
  if (action === 'changePromise')
    return `이미 받은 고객이 있는 쿠폰이라 ${PROMISE_FIELDS}은 바꿀 수 없고, 사용 기한은 늘리기만 할 수 있어요.`;
  const sentence = action === 'stop' || action === 'reissue' ? REFUSALS[action][state] : undefined;
  return sentence ?? `지금은 쿠폰을 ${ACTION_LABELS[action]}할 수 없어요.`;
}

export const couponMachine = defineMachine<CouponState, CouponAction, CouponRecord>({
  name: '쿠폰',
  stateOf: (coupon) => {
    const held = isHeld(coupon);
    switch (coupon.validity) {
      case 'DELETED':
        return 'deleted';
      case 'NOT_ACTIVE':
        return held ? 'heldStopped' : 'openStopped';
      case 'EXPIRED':
        return held ? 'heldExpired' : 'openExpired';
      case 'LACK_OF_QUANTITY':
        return 'soldOut';
      default:
        return held ? 'held' : 'open';
    }
  },
  // 수정 always sends status ACTIVE (spec 001 §4), so an edit re-issues a stopped coupon too.
  table: {
    open: {
      stop: { to: 'openStopped' },
      edit: { to: 'open' },
      changePromise: { to: 'open' },
      delete: { to: 'deleted' },
    },
    openStopped: {
      reissue: { to: 'open', when: receivableAgain },
      edit: { to: 'open' },
      changePromise: { to: 'open' },
      delete: { to: 'deleted' },
    },
    openExpired: {
      edit: { to: 'open' },
      changePromise: { to: 'open' },
      delete: { to: 'deleted' },
    },
    held: {
      stop: { to: 'heldStopped' },
      edit: { to: 'held' },
      delete: { to: 'deleted' },
    },
    heldStopped: {
      reissue: { to: 'held', when: receivableAgain },
      edit: { to: 'held' },
      delete: { to: 'deleted' },
    },
    heldExpired: {
      edit: { to: 'held' },
      delete: { to: 'deleted' },
    },
    soldOut: {
      edit: { to: 'held' },
      delete: { to: 'deleted' },
    },
    deleted: {},
  },
  refusal: couponRefusal,
  actions: ['reissue', 'stop', 'edit', 'changePromise', 'delete'],
  stateLabels: STATE_LABELS,
  actionLabels: ACTION_LABELS,
});
