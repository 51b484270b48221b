/** A stopped coupon issued again (spec 000 §4 "Toast and dialog"): the console-wide dialog's call. */
import { useQueryClient } from '@tanstack/react-query';
import { serviceQueryKey } from './data/keys';
import { callApi } from './operations';

export function reissueCoupon(couponId: number) {
  return callApi('coupon.updateCouponBoxStatus', { path: { id: couponId }, body: { status: 'ACTIVE' } });
}

/** Every coupon screen reads its coupons anew (after a re-issue). */
export function useRefreshCoupons(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: serviceQueryKey('coupon') });
}
