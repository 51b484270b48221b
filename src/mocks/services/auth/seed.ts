import { addDays, toKstIso } from '../../core/time';
import type { AuthState, TermsLineRow } from './state';
import { issueTokenPair } from './tokens';

export type { AuthState } from './state';

/** The demo business user's accounts: one ACTIVE (everything seeded), one under inspection, one DORMANT. */
export const DEMO_ACCOUNT_IDS = { active: 101, inspection: 102, dormant: 103 } as const;

export const DEMO_BUSINESS_USER_ID = 9001;

/**
 * Signed in by default (so the demo opens on the console) with account 101 chosen; maintenance off.
 * The seed tokens number themselves (jti) so the shared id sequence of the other seeds stays as it was.
 */
export function seedAuth(now = new Date()): AuthState {
  const tokens = issueTokenPair(DEMO_BUSINESS_USER_ID, now, counter());
  return {
    businessUser: {
      id: DEMO_BUSINESS_USER_ID,
      email: 'owner@dongnecoffee.kr',
      nickname: '김동네 사장님',
      notificationEmail: 'dongnecoffee.mangwon@gmail.com',
    },
    businessUserDeleted: false,
    session: { signedIn: true, keepLogin: true, businessAccountId: DEMO_ACCOUNT_IDS.active, ...tokens },
    maintenance: false,
    featureFlags: [
      { featureCode: 'AGENCY', enabled: true },
      { featureCode: 'PICKUP', enabled: true },
      { featureCode: 'COMMERCE_STORE', enabled: true },
      { featureCode: 'BRANCH_STORE', enabled: true },
      { featureCode: 'NEW_DASHBOARD', enabled: false },
    ],
    terms: seedTerms(now),
    accessLog: {
      [DEMO_ACCOUNT_IDS.active]: toKstIso(addDays(now, 0, 9, 12)),
      [DEMO_ACCOUNT_IDS.inspection]: toKstIso(addDays(now, -3, 14, 40)),
    },
    linkings: [],
    loginUser: {
      id: 55012,
      nickname: '망원동커피사장',
      profileImageUrl: 'https://images.dongnemarket.com/users/55012/256x256.png',
      regionName: '망원동',
      state: 'NORMAL',
    },
    userAccessTokens: [],
    businessAccounts: [
      {
        id: DEMO_ACCOUNT_IDS.active,
        name: '동네커피 망원점',
        status: 'ACTIVE',
        statusReasons: [],
        role: 'OWNER',
        kind: 'DEFAULT',
        categoryName: '카페',
        profileImageUrl: 'https://images.dongnemarket.com/business/101/256x256.png',
        region: { id: 3341, name: '망원동', center: { lat: 37.5559, lng: 126.9019 } },
        coordinates: { lat: 37.5561, lng: 126.9044 },
      },
      {
        id: DEMO_ACCOUNT_IDS.inspection,
        name: '한끼분식 합정점',
        status: 'ACTIVE',
        statusReasons: ['INSPECTION_PENDING'],
        role: 'ADMIN',
        kind: 'DEFAULT',
        categoryName: '분식',
        profileImageUrl: null,
        region: { id: 3338, name: '합정동', center: { lat: 37.5496, lng: 126.9139 } },
        coordinates: null,
      },
      {
        id: DEMO_ACCOUNT_IDS.dormant,
        name: '옛날빵집 연남점',
        status: 'DORMANT',
        statusReasons: ['INACTIVE'],
        role: 'OWNER',
        kind: 'INDIVIDUAL',
        categoryName: '베이커리',
        profileImageUrl: 'https://images.dongnemarket.com/business/103/640x640.png',
        region: { id: 3352, name: '연남동', center: { lat: 37.5623, lng: 126.9255 } },
        coordinates: { lat: 37.5629, lng: 126.9237 },
      },
    ],
    images: [],
  };
}

function counter(): () => number {
  let id = 0;
  return () => ++id;
}

type TermsSeed = Omit<TermsLineRow, 'agreedVersion' | 'agreedAt'> & {
  /** Index into versions of the agreed version; undefined when never agreed. */
  agreed?: number;
  agreedDaysAgo?: number;
};

const TERMS: TermsSeed[] = [
  {
    type: 'UNIFIED',
    title: '동네마켓 비즈니스 통합 이용약관',
    required: true,
    slug: 'unified',
    versions: [
      { date: '2024-03-01', number: 1 },
      { date: '2025-07-01', number: 2 },
      { date: '2026-09-01', number: 3 },
    ],
    agreed: 2,
    agreedDaysAgo: 60,
  },
  {
    type: 'PRIVACY_CONSENT',
    title: '개인정보 수집·이용 동의',
    required: true,
    slug: 'privacy-consent',
    versions: [
      { date: '2024-03-01', number: 1 },
      { date: '2026-01-15', number: 2 },
    ],
    agreed: 1,
    agreedDaysAgo: 200,
  },
  {
    type: 'COMMERCE',
    title: '커머스 판매자 이용약관',
    required: false,
    slug: 'commerce',
    versions: [{ date: '2025-04-01', number: 1 }],
    agreed: 0,
    agreedDaysAgo: 320,
  },
  {
    type: 'ADS',
    title: '광고 서비스 이용약관',
    required: false,
    slug: 'ads',
    versions: [
      { date: '2024-06-01', number: 1 },
      { date: '2026-10-01', number: 2 },
    ],
    // Agreed to the old version only: the screen asks again for the new one.
    agreed: 0,
    agreedDaysAgo: 400,
  },
  {
    type: 'MARKETING_CONSENT',
    title: '마케팅 정보 수신 동의',
    required: false,
    slug: 'marketing-consent',
    versions: [{ date: '2024-03-01', number: 1 }],
  },
];

function seedTerms(now: Date): TermsLineRow[] {
  return TERMS.map(({ agreed, agreedDaysAgo = 0, ...line }) => ({
    ...line,
    versions: line.versions.map((version) => ({ ...version })),
    agreedVersion: agreed === undefined ? null : { ...line.versions[agreed]! },
    agreedAt: agreed === undefined ? null : toKstIso(addDays(now, -agreedDaysAgo, 10, 5)),
  }));
}
