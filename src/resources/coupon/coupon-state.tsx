/**
 * What a coupon's state changes on its screens (the coupon table, src/api/machines/coupon.ts): once
 * customers hold it, the edit form shows the benefit read-only and says why, and what the expiry
 * and the quantity may not go below; deleting it says how many customers still hold it unused.
 */
import { can } from '@/lib/machine';
import { couponMachine, couponText, isHeld, type CouponRecord } from '@/api/machines/coupon';
import { formatNumber } from '@/lib/format';
import { messages } from '@/lib/messages';

interface LoadedCoupon extends CouponRecord {
  readonly expiry_date_label: string;
  readonly used_count: number;
}

/** Why the benefit cannot change, above the edit form of a coupon customers hold. */
export function couponEditNotice(coupon: LoadedCoupon): string | undefined {
  return can(couponMachine, coupon, 'changePromise') ? undefined : couponText.promiseFixed(coupon.claimed_count);
}

/** The held coupon's promise read-only, and the floors of its expiry and quantity under their fields. */
export function couponEditUi(coupon: LoadedCoupon): Record<string, Record<string, unknown>> {
  if (!isHeld(coupon) || can(couponMachine, coupon, 'changePromise')) return {};
  return {
    benefit_request: { 'ui:readonly': true },
    usage_channel: { 'ui:readonly': true },
    event_type: { 'ui:readonly': true },
    expires_at: {
      'ui:description': `고른 날의 23:59(한국 시간)까지 쓸 수 있어요. ${couponText.expiryEarlier(coupon.expiry_date_label.replace(/까지$/, ''))}`,
    },
    issued_count: { 'ui:description': couponText.quantityFloor(coupon.claimed_count) },
  };
}

/** The delete confirm: how many customers hold the coupon unused, in bold; they lose it. */
export function couponDeleteBody(coupon: LoadedCoupon) {
  const unused = coupon.claimed_count - coupon.used_count;
  if (unused <= 0) return messages.confirmDelete.body;
  return (
    <p style={{ margin: 0 }}>
      <strong>{formatNumber(unused)}명</strong>이 아직 쓰지 않은 쿠폰을 갖고 있어요. 삭제하면 이 고객들도 쿠폰을 쓸 수
      없고, 되돌릴 수 없어요.
    </p>
  );
}
