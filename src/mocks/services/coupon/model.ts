/** What the coupon API computes from stored rows: counts, validity and the expiry label. */
import type { components } from '@generated/openapi/coupon';
import { kstDateLabel } from '../../core/time';
import type { CouponBoxRow, CouponClaimRow, CouponState } from './state';

type Schemas = components['schemas'];

export function validityOf(row: CouponBoxRow, claimedCount: number, now: Date): Schemas['CouponValidity'] {
  if (row.deleted) return 'DELETED';
  if (row.status === 'INACTIVE') return 'NOT_ACTIVE';
  if (new Date(row.expires_at).getTime() < now.getTime()) return 'EXPIRED';
  if (claimedCount >= row.issued_count) return 'LACK_OF_QUANTITY';
  return 'AVAILABLE';
}

export function toCouponBox(state: CouponState, row: CouponBoxRow, now: Date): Schemas['CouponBox'] {
  const claims = state.claims.filter((claim) => claim.coupon_box_id === row.id);
  const { business_account_id, business_account_name, deleted: _deleted, ...fields } = row;
  return {
    ...fields,
    expiry_date_label: kstDateLabel(row.expires_at),
    claimed_count: claims.length,
    used_count: claims.filter((claim) => claim.used_at !== null).length,
    validity: validityOf(row, claims.length, now),
    business_account: { id: business_account_id, name: business_account_name },
  };
}

/**
 * A claimed coupon is good until it is used or expires. Stopping the coupon (INACTIVE) only stops
 * new claims: the stop dialog promises "이미 받은 쿠폰은 쓸 수 있어요".
 */
export function claimStateOf(claim: CouponClaimRow, box: CouponBoxRow, now: Date): Schemas['CouponClaimState'] {
  if (claim.used_at) return 'IS_USED';
  if (new Date(box.expires_at).getTime() < now.getTime()) return 'CLAIMED_BUT_EXPIRED';
  return 'CAN_USE';
}

/** The benefit as stored: only the value its type uses (a rate typed before switching to 금액 할인 is dropped). */
export function benefitOf(request: Schemas['BenefitRequest']): Schemas['BenefitRequest'] {
  const { discount_amount, discount_rate, ...common } = request;
  if (request.benefit_type === 'DISCOUNT_AMOUNT') return { ...common, discount_amount };
  if (request.benefit_type === 'DISCOUNT_RATE') return { ...common, discount_rate };
  return common;
}

/** Whether a customer who has not claimed yet could claim now. */
export function claimabilityOf(state: CouponState, box: CouponBoxRow, now: Date): Schemas['CouponClaimState'] {
  switch (validityOf(box, state.claims.filter((c) => c.coupon_box_id === box.id).length, now)) {
    case 'AVAILABLE':
      return 'CAN_CLAIM';
    case 'EXPIRED':
      return 'IS_EXPIRED';
    case 'LACK_OF_QUANTITY':
      return 'NO_QUANTITY';
    default:
      return 'INACTIVE_COUPON';
  }
}

export { sliceSnakePage as paginate } from '../../core/paging';

export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string | null): T[] {
  return [...items].sort((a, b) => new Date(dateOf(b) ?? 0).getTime() - new Date(dateOf(a) ?? 0).getTime());
}
