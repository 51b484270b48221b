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
import { pickupIngredientsResource } from './pickup-ingredients/ingredients.resource';
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
import { accountChoiceResource } from './account-choice/account-choice.resource';
import { invitationResource } from './invitation/invitation.resource';
import { noticeResource } from './notice/notice.resource';
import { notificationResource } from './notification/notification.resource';

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
  pickupIngredientsResource,
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

/** Resources of the signed-in person, not of an account: shown under the header, outside any account. */
export const personResources: readonly ResourceDef[] = [
  myInfoResource,
  leaveServiceResource,
  accountChoiceResource,
  invitationResource,
  noticeResource,
  notificationResource,
];
