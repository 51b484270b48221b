/**
 * The one profile-completeness model: the eight parts of a profile a merchant fills in, each done
 * or not, over the account and its counts. The mock's 프로필 완성도 (`completion`), 프로필 관리's
 * checklist and 프로필 정보's headline all come from this function, so they cannot disagree.
 */
import type { ProfileAccount as Account } from './profile-management';

export const PROFILE_PARTS = [
  'info',
  'introduction',
  'hours',
  'images',
  'pricing',
  'coupons',
  'posts',
  'inspection',
] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

export interface ProfileFigures {
  readonly account: Account;
  readonly pricingCount: number;
  readonly postCount: number;
  /** Coupons customers can receive now; undefined while unknown (counted as not done). */
  readonly availableCoupons: number | undefined;
}

/** Whether each part is done, in the order a merchant fills them in. */
export function profileParts({ account, pricingCount, postCount, availableCoupons }: ProfileFigures) {
  const needsAddress = account.locationType === 'ACTUAL';
  const inspectionRequired = account.statusReasons.some((reason) => reason.startsWith('INSPECTION_'));
  const done: Record<ProfilePart, boolean> = {
    info: account.phone !== null && (!needsAddress || account.address !== null),
    introduction: account.introduction.trim().length > 0,
    hours: account.operationTimes !== null,
    images: account.profileImageUrl !== null && account.backgroundImages.length > 0,
    pricing: pricingCount > 0,
    coupons: (availableCoupons ?? 0) > 0,
    posts: postCount > 0,
    inspection: account.inspection?.state === 'APPROVED' && !inspectionRequired,
  };
  return PROFILE_PARTS.map((key) => ({ key, done: done[key] }));
}

/** Done parts in percent, rounded. */
export function completionPercent(parts: readonly { readonly done: boolean }[]): number {
  return parts.length === 0 ? 100 : Math.round((parts.filter((part) => part.done).length / parts.length) * 100);
}
