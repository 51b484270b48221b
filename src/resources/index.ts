/** Every resource the console renders with the generic engine. */
import type { ResourceDef } from '@/engine/resource/types';
import { accountDeletionResource, accountDeletionReasonResource } from './account-deletion/account-deletion.resource';
import { administratorResource } from './administrator/administrator.resource';
import { branchStoreResources } from './branch-store';
import { couponResource } from './coupon/coupon.resource';
import { pickupDisplayCategoryResource } from './pickup-display-category/pickup-display-category.resource';
import { pickupMenuResource } from './pickup-menu/pickup-menu.resource';
import { pickupOptionResource } from './pickup-option/pickup-option.resource';
import { pickupStoreDiscountResource } from './pickup-store-discount/pickup-store-discount.resource';
import { postResource } from './post/post.resource';
import { reviewResource } from './review/review.resource';
import { postSurveyResource, postVoteResource } from './post/post-survey.resource';
import { followerResource } from './follower/follower.resource';
import { pricingResource } from './pricing/pricing.resource';
import { businessInfoResources } from './business-info';
import { storeSettingsResources } from './commerce-store/store-settings.resource';
import { productResource } from './commerce-product/product.resource';
import { operationTimeResource } from './operation-time/operation-time.resource';
import { localProfileImageResource } from './local-profile-image/local-profile-image.resource';
import { leaveServiceResource, myInfoResource } from './my-info/my-info.resource';

export const resources: readonly ResourceDef[] = [
  couponResource,
  postResource,
  postSurveyResource,
  postVoteResource,
  administratorResource,
  pickupMenuResource,
  pickupOptionResource,
  pickupDisplayCategoryResource,
  pickupStoreDiscountResource,
  reviewResource,
  ...branchStoreResources,
  followerResource,
  pricingResource,
  ...businessInfoResources,
  ...storeSettingsResources,
  productResource,
  operationTimeResource,
  localProfileImageResource,
  accountDeletionResource,
  accountDeletionReasonResource,
];

/** Screens of the signed-in person, outside any account (beside the account list, with the header). */
export const personResources: readonly ResourceDef[] = [myInfoResource, leaveServiceResource];
