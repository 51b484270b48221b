/**
 * What the profile tells customers (spec 001 §2 /info/introduction-info, §5): the introduction,
 * a promotion line (≤ 70) and a notice (≤ 100), the homepage and the photos, saved by
 * `PUT /api/v4/business_accounts/{id}/partial-update`. Every limit comes from remote config.
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { infoMessages } from '@/lib/info-messages';

const text = infoMessages.introduction;

export const introductionInfoResource = defineResource('business-account', (r) => ({
  name: 'infoIntroduction',
  label: text.label,
  routes: { list: paths.info.overview, edit: paths.info.introductionInfo },

  update: r.document('put', '/api/v4/business_accounts/{businessAccountId}/partial-update', {
    title: text.title,
    // The overview is no list: the back link names it (issue 25).
    back: { label: infoMessages.overview.back, route: paths.info.overview },
    load: '/api/v2/business_accounts/{id}',
    order: ['introduction', 'promotionText', 'noticeText', 'websiteUrl', 'profileImageUrl', 'backgroundImageUrls'],
    toFormData: (account) => ({
      introduction: account.introduction,
      ...(account.promotionText ? { promotionText: account.promotionText } : {}),
      ...(account.noticeText ? { noticeText: account.noticeText } : {}),
      ...(account.websiteUrl ? { websiteUrl: account.websiteUrl } : {}),
      ...(account.profileImageUrl ? { profileImageUrl: account.profileImageUrl } : {}),
      backgroundImageUrls: account.backgroundImages.map((image) => image.url),
    }),
    fieldUi: {
      introduction: { 'ui:placeholder': text.introductionPlaceholder },
      websiteUrl: { 'ui:placeholder': 'https://' },
      profileImageUrl: { 'ui:options': { purpose: 'business_profile' } },
      backgroundImageUrls: { 'ui:options': { purpose: 'business_profile' } },
    },
  }),
}));
