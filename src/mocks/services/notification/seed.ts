import { messages } from '@/lib/messages';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { addMinutes, toKstIso } from '../../core/time';
import type { NotificationRow, NotificationState, NotificationType } from './state';

const { active, inspection, dormant } = DEMO_ACCOUNT_IDS;

const PROFILE_IMAGES: Record<number, string | null> = {
  [active]: 'https://images.dongnemarket.com/business/101/256x256.png',
  [inspection]: null,
  [dormant]: 'https://images.dongnemarket.com/business/103/640x640.png',
};
const AD_IMAGE = 'https://images.dongnemarket.com/business/ads/256x256.png';
const AGENCY_IMAGE = 'https://images.dongnemarket.com/agency/mapo-marketing/256x256.png';

interface NotificationSeed {
  type: NotificationType;
  accountId: number;
  body: string;
  target: string;
  /** Minutes before the seed's now. */
  minutesAgo: number;
  image?: string | null;
}

/** The seeded last access is 2 days ago: items newer than that are unread. */
const LAST_ACCESS_MINUTES_AGO = 2 * 24 * 60;

const NOTIFICATIONS: NotificationSeed[] = [
  {
    type: 'business',
    accountId: active,
    body: '새 단골이 생겼어요. 망원동 이웃 "빵순이"님이 동네커피 망원점을 단골로 추가했어요.',
    target: `/profile/${active}/follower`,
    minutesAgo: 12,
  },
  {
    type: 'business',
    accountId: active,
    body: '"단골 아메리카노 1잔 무료" 쿠폰을 고객 3명이 사용했어요.',
    target: `/profile/${active}/coupon`,
    minutesAgo: 95,
  },
  {
    type: 'advertisement',
    accountId: active,
    body: '광고 "망원동 라떼 맛집"의 하루 예산이 모두 소진됐어요. 예산을 늘리면 더 많은 이웃에게 보여요.',
    target: 'https://ads.dongnemarket.com/advertisements',
    minutesAgo: 180,
    image: AD_IMAGE,
  },
  {
    type: 'business',
    accountId: inspection,
    body: '한끼분식 합정점 비즈프로필 검수를 시작했어요. 결과는 영업일 기준 2일 안에 알려 드려요.',
    target: `/profile/${inspection}/inspection`,
    minutesAgo: 300,
  },
  {
    type: 'agency',
    accountId: active,
    body: '마포마케팅 대행사가 광고 운영 대행을 요청했어요. 수락하면 대행사가 광고를 관리할 수 있어요.',
    target: 'https://ads.dongnemarket.com/agency/requests',
    minutesAgo: 620,
    image: AGENCY_IMAGE,
  },
  {
    type: 'business',
    accountId: dormant,
    body: `옛날빵집 연남점이 휴면 계정으로 바뀌었어요. ${messages.access.dormantWayBackSentence}`,
    target: `/profile/${dormant}/dashboard`,
    minutesAgo: 1_500,
  },
  {
    type: 'business',
    accountId: active,
    body: '새 후기가 달렸어요. "라떼가 고소하고 사장님이 친절해요!"',
    target: `/profile/${active}/review`,
    minutesAgo: 2_000,
  },
  {
    type: 'business',
    accountId: active,
    body: '이번 주 비즈프로필 방문이 지난주보다 23% 늘었어요.',
    target: '',
    minutesAgo: 2_700,
  },
  {
    type: 'advertisement',
    accountId: inspection,
    body: '광고 심사가 끝났어요. "합정 떡볶이 포장 할인" 광고가 곧 시작돼요.',
    target: 'https://ads.dongnemarket.com/advertisements',
    minutesAgo: 3_100,
    image: AD_IMAGE,
  },
  {
    type: 'business',
    accountId: inspection,
    body: '"떡볶이 2인분 주문 시 튀김 증정" 쿠폰을 고객 1명이 받았어요.',
    target: `/profile/${inspection}/coupon`,
    minutesAgo: 4_200,
  },
  {
    type: 'agency',
    accountId: inspection,
    body: '대행사 운영 리포트가 도착했어요. 지난달 광고 성과를 확인해 보세요.',
    target: 'https://ads.dongnemarket.com/agency/reports',
    minutesAgo: 5_800,
    image: AGENCY_IMAGE,
  },
  {
    type: 'business',
    accountId: dormant,
    body: '옛날빵집 연남점 쿠폰 "식빵 500원 할인"의 사용 기한이 지났어요.',
    target: `/profile/${dormant}/coupon`,
    minutesAgo: 7_300,
  },
  {
    type: 'advertisement',
    accountId: dormant,
    body: '휴면 계정이라 광고가 일시 중지됐어요.',
    target: '',
    minutesAgo: 8_600,
    image: AD_IMAGE,
  },
  {
    type: 'business',
    accountId: active,
    body: '픽업 주문 정산금 182,400원이 입금됐어요.',
    target: `/profile/${active}/pickup/settlement`,
    minutesAgo: 10_100,
  },
  {
    type: 'advertisement',
    accountId: active,
    body: '광고 포인트 10,000원이 지급됐어요. 12월 31일까지 쓸 수 있어요.',
    target: 'https://ads.dongnemarket.com/points',
    minutesAgo: 13_000,
    image: AD_IMAGE,
  },
  {
    type: 'agency',
    accountId: dormant,
    body: '대행사와의 광고 대행 계약이 끝났어요.',
    target: '',
    minutesAgo: 16_000,
    image: AGENCY_IMAGE,
  },
  {
    type: 'business',
    accountId: inspection,
    body: '비즈프로필 정보 수정을 반려했어요. 사업자등록증 사진을 다시 올려 주세요.',
    target: `/profile/${inspection}/inspection/business-registration-image`,
    minutesAgo: 20_000,
  },
  {
    type: 'business',
    accountId: active,
    body: '동네커피 망원점 비즈프로필 검수가 끝났어요. 이제 이웃에게 가게가 보여요.',
    target: `/profile/${active}/dashboard`,
    minutesAgo: 30_000,
  },
];

export function seedNotifications(now: Date, nextId: () => number): NotificationState {
  const notifications: NotificationRow[] = NOTIFICATIONS.map((seed) => ({
    id: nextId(),
    type: seed.type,
    body: seed.body,
    sentAt: toKstIso(addMinutes(now, -seed.minutesAgo)),
    target: seed.target,
    profileImage: seed.image === undefined ? (PROFILE_IMAGES[seed.accountId] ?? null) : seed.image,
    businessAccountId: seed.accountId,
  }));
  return {
    notifications,
    lastAccessTime: toKstIso(addMinutes(now, -LAST_ACCESS_MINUTES_AGO)),
    previousLastAccessTime: toKstIso(addMinutes(now, -LAST_ACCESS_MINUTES_AGO - 3 * 24 * 60)),
  };
}
