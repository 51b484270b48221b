/**
 * /profile/{baId}/info (비즈프로필 정보): the profile's info at a glance, by the page that edits it
 * (기본 정보, 소개와 사진, 계정 정보, 사업자 정보): each value as it is or 입력 필요, with 입력하기
 * while something is missing and 수정하기 once all is there; above them 프로필 완성도.
 */
import type { BusinessAccount } from '@/api/business-profile-info';
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { infoMessages } from '@/lib/info-messages';
import { additionalInformationCall, availableCouponsCall, extraCall } from './overview-calls';
import { lazySection } from '@/engine/resource/lazy-section';

const BusinessVerification = lazySection(() =>
  import('./BusinessVerification').then((module) => module.BusinessVerification),
);
const ProfileCompleteness = lazySection(() =>
  import('./ProfileCompleteness').then((module) => module.ProfileCompleteness),
);

const text = infoMessages.overview;
const items = text.items;
const editLink = { label: text.edit, missingLabel: text.fill };

/** The address in one line; a business without a shop is not asked for one. */
function addressText(account: BusinessAccount): string | undefined {
  const address = account.address
    ? [account.address.roadAddress, account.address.detailAddress].filter(Boolean).join(' ')
    : undefined;
  return address || (account.locationType === 'ACTUAL' ? undefined : text.notNeeded);
}

export const infoOverviewResource = defineResource('business-account', (r) => ({
  name: 'infoOverview',
  label: text.title,
  routes: { detail: paths.info.overview },

  view: r.view('/api/v2/business_accounts/{id}', {
    title: text.title,
    description: text.intro,
    also: [extraCall, availableCouponsCall, additionalInformationCall],
    missingLabel: text.missing,
    sections: [
      { component: ProfileCompleteness },
      {
        title: text.groups.base,
        link: { ...editLink, route: paths.info.baseInfo },
        fields: [
          { field: 'name', title: items.name },
          { field: 'category.fullName', title: items.category },
          { field: 'phone', title: items.phone },
          { field: 'address', title: items.address, render: (_, account) => addressText(account) },
        ],
      },
      {
        title: text.groups.introduction,
        link: { ...editLink, route: paths.info.introductionInfo },
        fields: [
          { field: 'introduction', title: items.introduction },
          { field: 'promotionText', title: items.promotionText },
          { field: 'noticeText', title: items.noticeText },
          { field: 'websiteUrl', title: items.websiteUrl },
          { field: 'profileImageUrl', title: items.profileImage, render: (url) => (url ? text.filled : undefined) },
          {
            field: 'backgroundImages',
            title: items.backgroundImages,
            render: (_, account) =>
              account.backgroundImages.length > 0 ? text.photos(account.backgroundImages.length) : undefined,
          },
        ],
      },
      {
        title: text.groups.account,
        link: { ...editLink, route: paths.info.baInfo },
        fields: [
          { field: 'ownerType', title: items.ownerType, render: (_, account) => text.ownerTypes[account.ownerType] },
          {
            field: 'locationType',
            title: items.locationType,
            render: (_, account) => text.locationTypes[account.locationType],
          },
          { field: 'region.fullName', title: items.region },
        ],
      },
      {
        title: text.groups.business,
        link: { label: text.view, route: paths.info.businessInfo },
        component: BusinessVerification,
      },
    ],
  }),
}));
