import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { profileImageOf, seedCustomers } from '../customers';
import { MOCK_IMAGE_ORIGIN } from '../../core/images';
import { addDays, addMinutes, toKstIso } from '../../core/time';
import type { ImageSourceType, ImageTagId, LocalProfileImageRow, LocalProfileState } from './state';

/** Each demo account's local profile id (designed: 101 → 7101). */
export const LOCAL_PROFILE_IDS = {
  [DEMO_ACCOUNT_IDS.active]: 7101,
  [DEMO_ACCOUNT_IDS.inspection]: 7102,
  [DEMO_ACCOUNT_IDS.dormant]: 7103,
} as const;

const BUSINESS_AUTHOR = {
  id: DEMO_ACCOUNT_IDS.active,
  nickname: '동네커피 망원점',
  profileImageUrl: `${MOCK_IMAGE_ORIGIN}/business/101/256x256.png`,
};
const EXTERNAL_AUTHORS = [
  { id: 900001, nickname: '망원동 카페 탐방 블로그', profileImageUrl: null },
  { id: 900002, nickname: '마포 동네 지도', profileImageUrl: null },
];

/** [source, tag ids, days ago] for the 30 photos of 동네커피 망원점, newest first. */
const PHOTOS: [ImageSourceType, ImageTagId[], number][] = [
  ['BUSINESS', [2, 5], 0],
  ['USER_REVIEW', [1], 1],
  ['USER_REVIEW', [1, 2], 1],
  ['BUSINESS', [1], 2],
  ['USER_POST', [3], 3],
  ['USER_REVIEW', [1], 4],
  ['BUSINESS', [4], 5],
  ['EXTERNAL', [4], 6],
  ['USER_REVIEW', [3], 7],
  ['BUSINESS', [3], 8],
  ['USER_POST', [1], 9],
  ['USER_REVIEW', [], 10],
  ['BUSINESS', [5], 12],
  ['USER_REVIEW', [1], 13],
  ['EXTERNAL', [1, 3], 15],
  ['USER_POST', [4], 16],
  ['BUSINESS', [1, 2], 18],
  ['USER_REVIEW', [6], 19],
  ['USER_REVIEW', [1], 21],
  ['BUSINESS', [3], 23],
  ['USER_POST', [6], 25],
  ['EXTERNAL', [2], 27],
  ['USER_REVIEW', [3, 4], 29],
  ['BUSINESS', [6], 31],
  ['USER_POST', [1], 34],
  ['USER_REVIEW', [2], 36],
  ['BUSINESS', [4], 40],
  ['EXTERNAL', [], 44],
  ['USER_POST', [3], 50],
  ['USER_REVIEW', [1], 57],
];

/** The storefront photo the owner pinned. */
const PINNED_INDEX = 6;

export function seedLocalProfiles(now: Date, nextId: () => number): LocalProfileState {
  const localProfileId = LOCAL_PROFILE_IDS[DEMO_ACCOUNT_IDS.active];
  const images: LocalProfileImageRow[] = PHOTOS.map(([sourceType, tagIds, daysAgo], index) => {
    const pictureId = nextId();
    const createdAt = toKstIso(takenAt(now, daysAgo, index));
    return {
      id: nextId(),
      localProfileId,
      pictureId,
      url: `${MOCK_IMAGE_ORIGIN}/local-profiles/${localProfileId}/${pictureId}/640x640.jpg`,
      width: 640,
      height: index % 3 === 0 ? 853 : 640,
      sourceType,
      tagIds,
      pinned: index === PINNED_INDEX,
      pinnedAt: index === PINNED_INDEX ? toKstIso(addDays(now, -daysAgo + 1, 10)) : null,
      author: authorOf(sourceType, index),
      createdAt,
    };
  });
  return {
    profileIdByAccount: Object.fromEntries(Object.entries(LOCAL_PROFILE_IDS).map(([account, id]) => [account, id])),
    images,
    deletions: [],
  };
}

/** A time of day spread over business hours, never later than now (today's early hours). */
function takenAt(now: Date, daysAgo: number, index: number): Date {
  const at = addDays(now, -daysAgo, 9 + (index % 10), (index * 7) % 60);
  return at.getTime() < now.getTime() ? at : addMinutes(now, -30 * (index + 1));
}

function authorOf(sourceType: ImageSourceType, index: number): LocalProfileImageRow['author'] {
  if (sourceType === 'BUSINESS') return BUSINESS_AUTHOR;
  if (sourceType === 'EXTERNAL') return EXTERNAL_AUTHORS[index % EXTERNAL_AUTHORS.length]!;
  const customer = seedCustomers[(index * 3) % seedCustomers.length]!;
  return { id: customer.id, nickname: customer.nickname, profileImageUrl: profileImageOf(customer) };
}
