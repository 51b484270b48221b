/** A stopped coupon issued again (spec 000 §4 "Toast and dialog"): the console-wide dialog's call. */
import { callApi } from './operations';

export function reissueCoupon(couponId: number) {
  return callApi('coupon.updateCouponBoxStatus', { path: { id: couponId }, body: { status: 'ACTIVE' } });
}
