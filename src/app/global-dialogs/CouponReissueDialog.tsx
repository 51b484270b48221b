/**
 * The console-wide coupon re-issue dialog: confirming sets the coupon ACTIVE, shows
 * "쿠폰을 재발행했어요." and closes (spec 000 §4 "Toast and dialog"). A failure keeps the dialog open
 * with the error and 다시 시도.
 */
import { useSyncExternalStore } from 'react';
import { reissueCoupon, useRefreshCoupons } from '@/api/coupon-reissue';
import { couponReissueRequests } from '@/components/dialog/coupon-reissue-request';
import { toast } from '@/components/toast/toast-store';
import { LazyConfirmDialog } from '@/engine/actions/LazyConfirmDialog';
import { messages } from '@/lib/messages';

export function CouponReissueDialog() {
  const request = useSyncExternalStore(couponReissueRequests.subscribe, couponReissueRequests.current);
  const refreshCoupons = useRefreshCoupons();

  const reissue = async () => {
    if (!request) return;
    await reissueCoupon(request.couponId);
    toast.success(messages.coupon.reissued);
    await refreshCoupons();
    request.onReissued?.();
  };

  return (
    <LazyConfirmDialog
      open={request !== null}
      title={messages.coupon.reissueTitle}
      body={messages.coupon.reissueBody}
      okText={messages.coupon.reissueOk}
      onConfirm={reissue}
      onClose={couponReissueRequests.close}
    />
  );
}
