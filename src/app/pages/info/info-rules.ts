/**
 * What the info overview says is filled and what is missing, by group (each group is one page to
 * edit it). Pure: the page draws it, the test reads it.
 */
import type { AdditionalInformation, BusinessAccount } from '@/api/business-profile-info';
import { infoMessages } from '@/lib/info-messages';

const text = infoMessages.overview;

export type InfoGroupKey = 'base' | 'introduction' | 'account' | 'business';

export interface InfoItem {
  readonly key: string;
  readonly label: string;
  /** `notNeeded`: this account does not need it (no address without a shop). */
  readonly state: 'filled' | 'missing' | 'notNeeded';
  /** What is there now, in one line (nothing when missing). */
  readonly value?: string;
}

export interface InfoGroup {
  readonly key: InfoGroupKey;
  readonly title: string;
  readonly items: readonly InfoItem[];
}

const item = (key: keyof typeof text.items, value: string | null | undefined): InfoItem => {
  const shown = value?.trim();
  return { key, label: text.items[key], state: shown ? 'filled' : 'missing', ...(shown ? { value: shown } : {}) };
};

export function infoGroups(account: BusinessAccount, business: AdditionalInformation | undefined): InfoGroup[] {
  const address = account.address
    ? [account.address.roadAddress, account.address.detailAddress].filter(Boolean).join(' ')
    : undefined;
  return [
    {
      key: 'base',
      title: text.groups.base,
      items: [
        item('name', account.name),
        item('category', account.category.fullName),
        item('phone', account.phone),
        account.locationType === 'ACTUAL' || address
          ? item('address', address)
          : { key: 'address', label: text.items.address, state: 'notNeeded', value: text.notNeeded },
      ],
    },
    {
      key: 'introduction',
      title: text.groups.introduction,
      items: [
        item('introduction', account.introduction),
        item('promotionText', account.promotionText),
        item('noticeText', account.noticeText),
        item('websiteUrl', account.websiteUrl),
        item('profileImage', account.profileImageUrl ? text.filled : undefined),
        item(
          'backgroundImages',
          account.backgroundImages.length > 0 ? text.photos(account.backgroundImages.length) : undefined,
        ),
      ],
    },
    {
      key: 'account',
      title: text.groups.account,
      items: [
        item('ownerType', text.ownerTypes[account.ownerType]),
        item('locationType', text.locationTypes[account.locationType]),
        item('region', account.region.fullName),
      ],
    },
    {
      key: 'business',
      title: text.groups.business,
      items: [item('verification', business?.verified ? text.verified : undefined)],
    },
  ];
}
