/** The other reads of the info overview: the figures of 프로필 완성도 and the business registration. */
import { callOf } from '@/engine/resource/define-view';

/** The account's pricing and post counts. */
export const extraCall = callOf('business-account', '/api/v2/business_accounts/{id}/extra');

/** How many coupons customers can receive now (the same read as 프로필 관리's). */
export const availableCouponsCall = callOf('coupon', '/api/v1/coupon_boxes', {
  validity: 'AVAILABLE',
  page: 1,
  size: 1,
});

export const additionalInformationCall = callOf(
  'business-account',
  '/api/v2/business_accounts/{id}/extra/additional_information',
);
