import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { addDays, toKstIso } from '../../core/time';
import { landingUrlOf } from './model';
import type { AdvertiserRow, AdvertisingState, ExternalSourceRow, MarketerRow } from './state';

const { active, inspection, dormant } = DEMO_ACCOUNT_IDS;

type AdvertiserSeed = Omit<AdvertiserRow, 'id' | 'createdAt'> & { createdDaysAgo: number };

const ADVERTISERS: AdvertiserSeed[] = [
  {
    name: '동네커피 망원점',
    status: 'Ongoing',
    userState: 'WHITE',
    businessAccountId: active,
    dailyBudget: 10000,
    balance: 184000,
    spentThisMonth: 96500,
    campaignCount: 3,
    createdDaysAgo: 120,
  },
  {
    name: '동네커피 원두 판매',
    status: 'Ready',
    userState: 'WHITE',
    businessAccountId: active,
    dailyBudget: 5000,
    balance: 50000,
    spentThisMonth: 0,
    campaignCount: 1,
    createdDaysAgo: 2,
  },
  {
    name: '동네커피 겨울 시즌',
    status: 'Paused',
    userState: 'NORMAL',
    businessAccountId: active,
    dailyBudget: 8000,
    balance: 32000,
    spentThisMonth: 41000,
    campaignCount: 2,
    createdDaysAgo: 30,
  },
  {
    name: '동네커피 오픈 기념',
    status: 'Finished',
    userState: 'NORMAL',
    businessAccountId: active,
    dailyBudget: 15000,
    balance: 0,
    spentThisMonth: 0,
    campaignCount: 1,
    createdDaysAgo: 200,
  },
  {
    name: '한끼분식 합정점',
    status: 'Ready',
    userState: 'NORMAL',
    businessAccountId: inspection,
    dailyBudget: 5000,
    balance: 30000,
    spentThisMonth: 0,
    campaignCount: 1,
    createdDaysAgo: 5,
  },
  {
    name: '한끼분식 배달 홍보',
    status: 'Denied',
    userState: 'BLOCKED',
    businessAccountId: inspection,
    dailyBudget: 3000,
    balance: 12000,
    spentThisMonth: 0,
    campaignCount: 1,
    createdDaysAgo: 9,
  },
  {
    name: '옛날빵집 연남점',
    status: 'Stopped',
    userState: 'DORMANCY',
    businessAccountId: dormant,
    dailyBudget: 4000,
    balance: 8000,
    spentThisMonth: 0,
    campaignCount: 2,
    createdDaysAgo: 400,
  },
  {
    name: '김동네 개인 광고',
    status: 'Deleted',
    userState: 'SECESSION',
    businessAccountId: null,
    dailyBudget: 0,
    balance: 0,
    spentThisMonth: 0,
    campaignCount: 0,
    createdDaysAgo: 500,
  },
  {
    name: '망원 플리마켓 홍보',
    status: 'Ongoing',
    userState: 'BLACK',
    businessAccountId: null,
    dailyBudget: 2000,
    balance: 6000,
    spentThisMonth: 18000,
    campaignCount: 1,
    createdDaysAgo: 45,
  },
];

const EXTERNAL_SOURCES: ExternalSourceRow[] = [
  {
    type: 'REVIEW',
    id: 8801,
    businessAccountId: active,
    title: '라떼가 정말 고소해요',
    body: '흑임자 라떼가 달지 않고 고소해요. 사장님도 친절하세요.',
    imageUrl: 'https://images.dongnemarket.com/reviews/8801/640x640.png',
  },
  {
    type: 'USER_POST',
    id: 9902,
    businessAccountId: active,
    title: '망원동 조용한 카페 추천해요',
    body: '포은로 골목에 있는 동네커피, 오후에 조용해서 책 읽기 좋아요.',
    imageUrl: null,
  },
  {
    type: 'COMMERCE_PRODUCT',
    id: 7101,
    businessAccountId: active,
    title: '흑임자 라떼 원액 500ml',
    body: '집에서 우유만 부으면 흑임자 라떼가 돼요.',
    imageUrl: 'https://images.dongnemarket.com/products/7101/640x640.png',
  },
  {
    type: 'COMMERCE_PRODUCT',
    id: 7102,
    businessAccountId: active,
    title: '동네커피 블렌드 원두 200g',
    body: '매주 볶는 하우스 블렌드 원두예요.',
    imageUrl: 'https://images.dongnemarket.com/products/7102/640x640.png',
  },
];

export function seedAdvertising(now: Date, nextId: () => number): AdvertisingState {
  const advertisers = ADVERTISERS.map(({ createdDaysAgo, ...fields }) => ({
    ...fields,
    id: nextId(),
    createdAt: toKstIso(addDays(now, -createdDaysAgo, 14, 0)),
  }));
  const idsOf = (accountId: number) =>
    advertisers.filter((row) => row.businessAccountId === accountId).map((row) => row.id);
  const marketers: MarketerRow[] = [
    {
      id: nextId(),
      nickname: '김동네 사장님',
      email: 'owner@dongnecoffee.kr',
      userState: 'WHITE',
      agencyName: null,
      advertiserIds: idsOf(active),
      activatedAt: toKstIso(addDays(now, -120, 14, 0)),
      businessAccountId: active,
    },
    {
      id: nextId(),
      nickname: '박마케터',
      email: 'park@mapo-ad.co.kr',
      userState: 'NORMAL',
      agencyName: '마포광고대행',
      advertiserIds: idsOf(inspection),
      activatedAt: toKstIso(addDays(now, -9, 11, 0)),
      businessAccountId: inspection,
    },
    {
      id: nextId(),
      nickname: '이빵집 사장님',
      email: 'bread@yeonnam.kr',
      userState: 'DORMANCY',
      agencyName: null,
      advertiserIds: idsOf(dormant),
      activatedAt: toKstIso(addDays(now, -400, 9, 0)),
      businessAccountId: dormant,
    },
  ];
  const [review, , product] = EXTERNAL_SOURCES;
  const materials = [
    { source: review!, status: 'Ongoing' as const, daysAgo: 20 },
    { source: product!, status: 'Denied' as const, daysAgo: 12 },
  ].map(({ source, status, daysAgo }) => ({
    id: nextId(),
    externalSourceType: source.type,
    externalSourceId: source.id,
    headline: source.title,
    body: source.body,
    imageUrl: source.imageUrl,
    landingUrl: landingUrlOf(source.type, source.id),
    status,
    createdAt: toKstIso(addDays(now, -daysAgo, 15, 0)),
    businessAccountId: active,
  }));
  return { advertisers, marketers, externalSources: structuredClone(EXTERNAL_SOURCES), materials };
}
