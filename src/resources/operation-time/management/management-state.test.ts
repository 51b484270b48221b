import { describe, expect, it } from 'vitest';
import type { ProfileAccount, ProfileExtra } from '@/api/profile-management';
import { hoursSummary, profileTasks, QUEST_ITEM_TASK, questPercent, taskHref } from './management-state';

const account = {
  id: 101,
  name: '동네커피 망원점',
  status: 'ACTIVE',
  statusReasons: [],
  role: 'OWNER',
  kind: 'DEFAULT',
  locationType: 'ACTUAL',
  ownerType: 'PERSONAL',
  category: { id: 1, name: '카페', fullName: '음식점 > 카페' },
  region: { id: 1, name: '망원동', fullName: '서울 마포구 망원동', center: { lat: 37.55, lng: 126.9 } },
  coordinates: null,
  mapCoordinates: { lat: 37.55, lng: 126.9 },
  phone: '02-123-4567',
  address: { roadAddress: '서울 마포구 망원로 1', jibunAddress: '망원동 1', detail: '1층', zipCode: '04000' },
  introduction: '직접 볶은 원두로 내려요.',
  websiteUrl: null,
  profileImageUrl: 'https://images.example/profile.png',
  backgroundImages: [{ id: 1, url: 'https://images.example/bg.png' }],
  operationTimes: {
    businessAccountId: 101,
    operationType: 'REGULAR',
    operationTimes: [
      { weekday: 'monday', dayType: 'CLOSED' },
      { weekday: 'tuesday', dayType: 'OPEN', openTime: '18:00', closeTime: '26:00' },
      { weekday: 'wednesday', dayType: 'ALL_DAY' },
      { weekday: 'thursday', dayType: 'OPEN', openTime: '09:00', closeTime: '21:00' },
      { weekday: 'friday', dayType: 'OPEN', openTime: '09:00', closeTime: '21:00' },
      { weekday: 'saturday', dayType: 'CLOSED' },
      { weekday: 'sunday', dayType: 'CLOSED' },
    ],
    holidayNote: '',
    updatedAt: '2026-11-01T10:00:00+09:00',
  },
  inspection: {
    id: 1,
    state: 'APPROVED',
    requestedAt: '2026-10-01T10:00:00+09:00',
    reviewedAt: null,
    rejectionReason: null,
    rejectionMessage: null,
  },
  followerCount: 10,
  createdAt: '2026-01-01T10:00:00+09:00',
} as unknown as ProfileAccount;

const extra: ProfileExtra = {
  businessAccountId: 101,
  followerCount: 10,
  postCount: 3,
  reviewCount: 2,
  pricingCount: 4,
  hasOperationTimes: true,
  hasStore: false,
  completion: 100,
};

const byKey = (tasks: ReturnType<typeof profileTasks>) => Object.fromEntries(tasks.map((task) => [task.key, task]));

describe('profile management state', () => {
  it('marks every part done for a complete profile, with what is there', () => {
    const tasks = byKey(profileTasks({ account, extra, availableCoupons: 2 }));
    expect(Object.values(tasks).every((task) => task.done)).toBe(true);
    expect(tasks.hours!.detail).toBe('일주일에 4일 영업 · 화 18:00~다음 날 02:00');
    expect(tasks.pricing!.detail).toBe('4개 항목');
    expect(tasks.coupons!.detail).toBe('받을 수 있는 쿠폰 2개');
  });

  it('says what is missing', () => {
    const bare = {
      ...account,
      phone: null,
      address: null,
      introduction: ' ',
      profileImageUrl: null,
      backgroundImages: [],
      operationTimes: null,
      inspection: null,
      statusReasons: ['INSPECTION_REQUIRED'],
    } as unknown as ProfileAccount;
    const tasks = byKey(
      profileTasks({ account: bare, extra: { ...extra, postCount: 0, pricingCount: 0 }, availableCoupons: 0 }),
    );
    expect(Object.values(tasks).some((task) => task.done)).toBe(false);
    expect(tasks.info!.detail).toBe('아직 없어요: 전화번호, 주소');
    expect(tasks.images!.detail).toBe('아직 없어요: 프로필 사진, 배경 사진');
    expect(tasks.hours!.detail).toBe('영업시간을 아직 넣지 않았어요.');
    expect(tasks.inspection!.detail).toBe('사업자 검수가 필요해요.');
    expect(tasks.coupons!.detail).toBe('지금 받을 수 있는 쿠폰이 없어요.');
  });

  it('does not ask for an address where the account has no place, and says when coupons are unknown', () => {
    const online = { ...account, locationType: 'SERVICE', address: null } as unknown as ProfileAccount;
    const tasks = byKey(profileTasks({ account: online, extra, availableCoupons: undefined }));
    expect(tasks.info!.done).toBe(true);
    expect(tasks.coupons).toMatchObject({ done: false, detail: '불러오지 못했어요.' });
  });

  it('reads 예약제 and a pending inspection', () => {
    const appointment = {
      ...account,
      operationTimes: { ...account.operationTimes!, operationType: 'BY_APPOINTMENT', operationTimes: [] },
      inspection: { ...account.inspection!, state: 'PENDING' },
    } as ProfileAccount;
    expect(hoursSummary(appointment)).toBe('예약제로 운영해요.');
    expect(byKey(profileTasks({ account: appointment, extra, availableCoupons: 1 })).inspection).toMatchObject({
      done: false,
      detail: '검수하고 있어요.',
    });
  });

  it('links only to screens the console has', () => {
    expect(taskHref('hours', '101')).toBe('/profile/101/operation-time');
    expect(taskHref('coupons', '101')).toBe('/profile/101/coupon');
    expect(taskHref('info', '101', () => false)).toBeUndefined();
    expect(taskHref('info', '101', () => true)).toBe('/profile/101/info');
    expect(QUEST_ITEM_TASK.CREATE_OPERATION_TIME).toBe('hours');
    expect(questPercent(4, 7)).toBe(57);
    expect(questPercent(0, 0)).toBe(0);
  });
});
