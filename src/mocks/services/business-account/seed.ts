/** The business-account seed: accounts, members and invitations, pricing, hours, quests, inspections, branches, themes. */
import { addDays, toKstIso } from '../../core/time';
import { DEMO_ACCOUNT_IDS, seedAuth } from '../auth/seed';
import { findCategory, findRegion } from './catalog';
import { LOCAL_PROFILE_IDS } from '../local-profile/seed';
import { seedBoards } from './seed-boards';
import { accountIdByName, REGISTRY, seedAccounts } from './seed-accounts';
import type { AccountRow, BusinessAccountState, InvitationRow, MemberRow, Schemas } from './state';

const PROFILE_HOST = 'https://images.dongnemarket.com/profile';
const { active, inspection, dormant } = DEMO_ACCOUNT_IDS;
const DEMO_IDS = new Set<number>(Object.values(DEMO_ACCOUNT_IDS));
export const INSPECTION_NEIGHBOURS = ['연희 엄마반찬', '성산 튼튼의원', '합정 꽃배달'] as const;

export function seedBusinessAccount(now: Date, nextId: () => number): BusinessAccountState {
  const at = (days: number, hour = 10, minute = 0) => toKstIso(addDays(now, days, hour, minute));
  const accounts = seedAccounts(now, nextId);
  const demoUser = seedAuth().businessUser;

  const member = (
    businessAccountId: number,
    userId: number | null,
    nickname: string,
    role: Schemas['MembershipRole'],
    status: Schemas['MembershipStatus'],
    invitedDaysAgo: number | null,
  ): MemberRow => ({
    id: nextId(),
    businessAccountId,
    userId,
    nickname,
    profileImageUrl: userId ? `${PROFILE_HOST}/${userId}/80x80.png` : null,
    role,
    status,
    invitedAt: invitedDaysAgo === null ? null : at(-invitedDaysAgo, 14),
    joinedAt: status === 'PENDING' ? null : at(-(invitedDaysAgo ?? 400) + 1, 9),
  });

  const mwOwner = member(active, demoUser.id, demoUser.nickname, 'OWNER', 'ACTIVE', null);
  const mwAdmin = member(active, 9102, '이매니저', 'ADMIN', 'ACTIVE', 180);
  const mwUser = member(active, 9103, '최바리스타', 'USER', 'ACTIVE', 45);
  const mwPending = member(active, null, '주말 알바 민지', 'USER', 'PENDING', 2);
  const mwInactive = member(active, 9104, '정전직원', 'USER', 'INACTIVE', 300);
  const mwPendingAdmin = member(active, null, '평일 매니저 수진', 'ADMIN', 'PENDING', 1);
  const hjOwner = member(inspection, 9201, '박한끼', 'OWNER', 'ACTIVE', null);
  const hjDemo = member(inspection, demoUser.id, demoUser.nickname, 'ADMIN', 'ACTIVE', 20);
  const hjUser = member(inspection, 9202, '강주방', 'USER', 'ACTIVE', 15);
  const hjExpired = member(inspection, null, '저녁 매니저', 'ADMIN', 'INACTIVE', 30);
  const ynOwner = member(dormant, demoUser.id, demoUser.nickname, 'OWNER', 'ACTIVE', null);
  // The demo user also helps run three neighbours, so each business-inspection state is one account
  // switch away (issue 15): rejected, not started, in progress. Ids of their own: no other seed id moves.
  const inspectionHelpers = INSPECTION_NEIGHBOURS.map((name, index): MemberRow => ({
    id: 880_001 + index,
    businessAccountId: accountIdByName(accounts, name),
    userId: demoUser.id,
    nickname: demoUser.nickname,
    profileImageUrl: `${PROFILE_HOST}/${demoUser.id}/80x80.png`,
    role: 'ADMIN',
    status: 'ACTIVE',
    invitedAt: at(-30, 14),
    joinedAt: at(-29, 9),
  }));
  const neighbourOwners = accounts
    .filter((account) => !DEMO_IDS.has(account.id))
    .map((account, index) => member(account.id, 9300 + index, `${account.name} 대표`, 'OWNER', 'ACTIVE', null));

  const invitation = (
    code: string,
    target: MemberRow,
    inviter: string,
    createdDaysAgo: number,
    acceptedDaysAgo: number | null,
  ): InvitationRow => ({
    code,
    businessAccountId: target.businessAccountId,
    memberId: target.id,
    role: target.role,
    inviteeName: target.nickname,
    inviterNickname: inviter,
    createdAt: at(-createdDaysAgo, 14),
    expiresAt: at(-createdDaysAgo + 7, 14),
    acceptedAt: acceptedDaysAgo === null ? null : at(-acceptedDaysAgo, 9),
  });

  const brandCoffee = accountIdByName(accounts, '동네커피');
  const brandSnack = accountIdByName(accounts, '한끼분식');
  const brandCoupons = [
    { id: nextId(), brandAccountId: brandCoffee, name: '겨울 시즌 라떼 1+1', expiresAt: at(30, 23, 59) },
    { id: nextId(), brandAccountId: brandCoffee, name: '텀블러 지참 500원 할인', expiresAt: at(90, 23, 59) },
    { id: nextId(), brandAccountId: brandCoffee, name: '가을 한정 단호박라떼 할인', expiresAt: at(-10, 23, 59) },
    { id: nextId(), brandAccountId: brandSnack, name: '떡볶이 세트 2,000원 할인', expiresAt: at(20, 23, 59) },
  ];

  const state: BusinessAccountState = {
    accounts,
    members: [
      mwOwner,
      mwAdmin,
      mwUser,
      mwPending,
      mwInactive,
      mwPendingAdmin,
      hjOwner,
      hjDemo,
      hjUser,
      hjExpired,
      ynOwner,
      ...neighbourOwners,
      ...inspectionHelpers,
    ],
    invitations: [
      invitation('MW7K2Q', mwPending, demoUser.nickname, 2, null),
      invitation('SJ5N8R', mwPendingAdmin, '이매니저', 1, null),
      invitation('AD3M1N', mwAdmin, demoUser.nickname, 180, 179),
      invitation('HK9X4P', hjExpired, '박한끼', 30, null),
    ],
    pricings: [],
    quests: [],
    rewards: [],
    missions: [],
    inspections: [],
    profileInspections: [],
    inspectionDrafts: [],
    localProfiles: seedLocalProfiles(accounts, nextId),
    branches: [
      {
        businessAccountId: active,
        brandAccountId: brandCoffee,
        originBranchId: 'DN-MW-001',
        branchName: '망원점',
        brandCouponId: brandCoupons[0]!.id,
      },
      {
        businessAccountId: inspection,
        brandAccountId: brandSnack,
        originBranchId: 'HK-HJ-003',
        branchName: '합정점',
        brandCouponId: null,
      },
    ],
    brandCoupons,
    themes: seedThemes(),
    privacyShares: seedPrivacyShares(accounts, now, nextId),
    registry: REGISTRY.map((entry) => ({ ...entry })),
  };
  seedBoards(state, now, nextId);
  return state;
}

/** The demo accounts' local profiles have the ids the image service knows them by (local-profile seed). */
function localProfileIdOf(accountId: number, fresh: number): number {
  return (LOCAL_PROFILE_IDS as Readonly<Record<number, number>>)[accountId] ?? fresh;
}

function seedLocalProfiles(accounts: readonly AccountRow[], nextId: () => number): Schemas['LocalProfile'][] {
  const linked = accounts
    .filter((account) => account.address && account.coordinates && account.status !== 'DESTROYED')
    .map((account) => ({
      id: localProfileIdOf(account.id, nextId()),
      businessAccountId: account.id,
      name: account.name,
      categoryName: findCategory(account.categoryId)?.name ?? '생활',
      jibunAddress: account.address!.jibunAddress,
      roadAddress: account.address!.roadAddress,
      coordinates: account.coordinates!,
      phone: account.phone,
      reviewCount: account.reviewCount,
    }));
  // 102 has no coordinates of its own: its place sits on the road address.
  const hapjeong = accounts.find((account) => account.id === inspection)!;
  return [
    ...linked,
    {
      id: localProfileIdOf(inspection, nextId()),
      businessAccountId: inspection,
      name: hapjeong.name,
      categoryName: '분식',
      jibunAddress: hapjeong.address!.jibunAddress,
      roadAddress: hapjeong.address!.roadAddress,
      coordinates: { lat: 37.5493, lng: 126.9142 },
      phone: hapjeong.phone,
      reviewCount: hapjeong.reviewCount,
    },
    {
      id: nextId(),
      businessAccountId: null,
      name: '동네커피',
      categoryName: '카페',
      jibunAddress: '서울특별시 마포구 망원동 412-3',
      roadAddress: '서울특별시 마포구 포은로 88',
      coordinates: { lat: 37.5562, lng: 126.9045 },
      phone: null,
      reviewCount: 27,
    },
    {
      id: nextId(),
      businessAccountId: null,
      name: '망원 손칼국수',
      categoryName: '한식',
      jibunAddress: '서울특별시 마포구 망원동 384-12',
      roadAddress: '서울특별시 마포구 망원로 47',
      coordinates: { lat: 37.5567, lng: 126.9031 },
      phone: '02-337-4455',
      reviewCount: 154,
    },
    {
      id: nextId(),
      businessAccountId: null,
      name: '성미산 떡집',
      categoryName: '떡집',
      jibunAddress: '서울특별시 마포구 성산동 250-7',
      roadAddress: '서울특별시 마포구 성미산로 120',
      coordinates: { lat: 37.5651, lng: 126.9121 },
      phone: '02-338-9090',
      reviewCount: 63,
    },
  ];
}

function seedThemes(): Schemas['Theme'][] {
  const banner = (
    id: number,
    kind: Schemas['BannerKind'],
    title: string,
    subtitle: string | null,
    linkUrl: string | null,
    displayOrder: number,
  ): Schemas['Banner'] => ({
    id,
    kind,
    title,
    subtitle,
    imageUrl: kind === 'EMPTY' ? null : `https://images.dongnemarket.com/banners/${id}/640x640.png`,
    linkUrl,
    displayOrder,
  });
  return [
    {
      id: 1,
      name: '비즈프로필 홈',
      banners: [
        banner(
          11,
          'A',
          '단골에게 소식을 보내 보세요',
          '소식을 올리면 단골 모두에게 알림이 가요.',
          '/profile/post/new',
          1,
        ),
        banner(
          12,
          'B',
          '쿠폰으로 첫 손님 모으기',
          '첫 방문 쿠폰을 만들면 방문이 평균 1.8배 늘어요.',
          '/profile/coupon/new',
          2,
        ),
        banner(13, 'C', '영업시간을 알려 주세요', null, '/profile/operation-time', 3),
        banner(
          14,
          'ADVERTISE',
          '동네 광고 첫 달 50% 할인',
          '우리 동네 이웃에게 가게를 알려 보세요.',
          'https://ads.dongnemarket.com',
          4,
        ),
        banner(
          15,
          'ADDITIONAL_EXPOSURE',
          '프로필을 채우면 더 많이 보여요',
          '사진과 소개를 채우면 동네 검색에 더 잘 보여요.',
          '/profile/info',
          5,
        ),
        banner(
          16,
          'MISSION',
          '이번 주 미션: 소식 1개 올리기',
          '완료하면 광고 캐시 5,000원을 드려요.',
          '/profile/dashboard',
          6,
        ),
        banner(17, 'EMPTY', '준비 중인 배너', null, null, 7),
      ],
    },
    {
      id: 2,
      name: '공공기관 시작하기',
      banners: [
        banner(
          21,
          'PUBLIC_INST_ONBOARDING',
          '공공기관 비즈프로필 시작 안내',
          '주민에게 소식을 알리는 방법을 알려 드려요.',
          '/success-story',
          1,
        ),
        banner(22, 'EMPTY', '준비 중인 배너', null, null, 2),
      ],
    },
  ];
}

function seedPrivacyShares(
  accounts: readonly AccountRow[],
  now: Date,
  nextId: () => number,
): Schemas['PrivacySharedBusinessInfo'][] {
  const purposes = ['예약 확인', '주문 배달', '이벤트 경품 발송', '쿠폰 사용 확인', '포장 주문 안내'];
  const fieldSets: Schemas['SharedPrivacyField'][][] = [
    ['NAME', 'PHONE'],
    ['NAME', 'PHONE', 'ADDRESS'],
    ['NICKNAME'],
    ['NICKNAME', 'PHONE'],
  ];
  const partners = accounts.filter((account) => account.status !== 'DESTROYED');
  return Array.from({ length: 26 }, (_, index) => {
    const partner = partners[index % partners.length]!;
    return {
      id: nextId(),
      businessAccountId: partner.id,
      businessAccountName: partner.name,
      businessAccountKind: partner.kind,
      regionName: regionNameOf(partner.regionId),
      purpose: purposes[index % purposes.length]!,
      sharedFields: fieldSets[index % fieldSets.length]!,
      sharedAt: toKstIso(addDays(now, -index * 3, 12 + (index % 8), (index * 7) % 60)),
    };
  });
}

function regionNameOf(regionId: number): string {
  return findRegion(regionId)?.name ?? '마포구';
}
