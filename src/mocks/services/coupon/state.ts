import type { components } from '@generated/openapi/coupon';

type Schemas = components['schemas'];

/** A coupon box as stored: what the API computes (counts, validity, label) is derived on read. */
export interface CouponBoxRow {
  id: number;
  business_account_id: number;
  business_account_name: string;
  name: string;
  benefit_request: Schemas['BenefitRequest'];
  description: string;
  expires_at: string;
  issued_count: number;
  event_type: Schemas['CouponEventType'];
  usage_channel: Schemas['CouponUsageChannel'];
  status: Schemas['CouponBoxStatus'];
  created_at: string;
  deleted: boolean;
}

/** One customer's copy of a coupon: claimed at `created_at`, used at `used_at`. */
export interface CouponClaimRow {
  id: number;
  coupon_box_id: number;
  user: Schemas['CouponUser'];
  created_at: string;
  used_at: string | null;
}

export interface CouponState {
  boxes: CouponBoxRow[];
  claims: CouponClaimRow[];
}
