/**
 * Followers (단골) of a business account (spec 001 §2, §7; /profile/{baId}/follower): the follow
 * summary for a date range (in the address), the list with bookmark and nickname filters and sort,
 * bookmarking, and the CSV of the whole filtered list. A follower's nickname opens their customer
 * page (customer.resource.ts).
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { formatNumber } from '@/lib/format';
import { profileInfoMessages } from '@/lib/profile-info-messages';

const text = profileInfoMessages.follower;
const people = (count: number) => text.people(formatNumber(count));

export const followerResource = defineResource('customer', (r) => ({
  name: 'follower',
  label: text.label,
  routeParam: 'customerId',
  routes: { list: paths.profileInfo.follower, detail: paths.profileInfo.customer },

  list: r.list('get', '/api/v1/business_accounts/followers', {
    title: text.title,
    columns: [{ field: 'nickname', primary: true }, 'regionName', 'bookmarked', 'visitCount', 'followedAt', 'memo'],
    filters: ['keyword', 'bookmarked', 'sort'],
    stats: (stats) =>
      stats('/api/v1/business_accounts/stats/follow_summary', {
        title: text.summary,
        range: { start: 'startDate', end: 'endDate' },
        figures: ({ data }) => [
          { label: text.followers, value: people(data.followerCount) },
          { label: text.bookmarked, value: people(data.bookmarkedCount) },
          { label: text.newFollowers, value: people(data.newFollowerCount) },
          { label: text.unfollowers, value: people(data.unfollowerCount) },
        ],
      }),
    downloads: (download) => [
      download('/api/v1/business_accounts/followers/csv_download', { label: text.csv, fileName: text.csvFile }),
    ],
    rowActions: (action) => [
      action('put', '/api/v1/business_accounts/followers/{id}/bookmark', {
        label: text.bookmark,
        body: { bookmark: true },
        visible: (follower) => !follower.bookmarked,
        successToast: text.bookmarkedToast,
      }),
      action('put', '/api/v1/business_accounts/followers/{id}/bookmark', {
        label: text.unbookmark,
        body: { bookmark: false },
        visible: (follower) => follower.bookmarked,
        successToast: text.unbookmarkedToast,
      }),
    ],
    emptyText: text.empty,
  }),

  detail: r.detail('/api/v1/business_accounts/user_profiles/{id}', {
    fields: [
      'nickname',
      'regionName',
      'followStatus',
      'followedAt',
      'bookmarked',
      'visitCount',
      'purchaseCount',
      'couponCount',
      'reviewCount',
      'reservationCount',
      'lastVisitedAt',
      'memo',
    ],
    inline: (inline) => [
      inline('put', '/api/v1/business_accounts/user_profiles/{id}/memo', {
        field: 'memo',
        saveLabel: profileInfoMessages.customer.saveMemo,
        successToast: profileInfoMessages.customer.memoSaved,
      }),
    ],
    related: (related) => [
      related('/api/v1/business_accounts/user_profiles/{id}/comments', {
        title: profileInfoMessages.customer.comments,
        scope: { id: 'customerId' },
        columns: [{ field: 'content', primary: true }, 'postTitle', 'createdAt'],
      }),
    ],
  }),
}));
