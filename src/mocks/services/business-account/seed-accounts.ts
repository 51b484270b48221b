/**
 * Seeded business accounts: the demo user's three (101, 102, 103, matching the auth seed) and
 * neighbouring businesses that cover every kind, status, status reason, location and owner type
 * and deletion eligibility.
 */
import { addDays, toKstIso } from '../../core/time';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import type { AccountRow, Schemas } from './state';

const IMAGE_HOST = 'https://images.dongnemarket.com/business';

type AccountSeed = Omit<AccountRow, 'id' | 'createdAt' | 'backgroundImages' | 'operationTimes' | 'deletedReason'> & {
  createdDaysAgo: number;
  backgroundImageCount: number;
};

const base = {
  statusReasons: [],
  websiteUrl: null,
  profileImageUrl: null,
  hasStore: false,
  mailOrderSaleRegistrationNumber: null,
  businessRegistration: null,
  reviewCount: 0,
  backgroundImageCount: 0,
} satisfies Partial<AccountSeed>;

function registration(
  businessNumber: string,
  businessType: Schemas['BusinessType'],
  companyName: string,
  representativeName: string,
  openedOn: string,
): Schemas['BusinessRegistration'] {
  return { businessNumber, businessType, companyName, representativeName, openedOn };
}

export const REGISTRY: Schemas['BusinessRegistration'][] = [
  registration('1051234564', 'GENERAL_TAXPAYER', '동네커피', '김동네', '2019-03-02'),
  registration('1202345673', 'SIMPLIFIED_TAXPAYER', '한끼분식', '박한끼', '2021-07-15'),
  registration('2203456781', 'SELF_EMPLOYED', '옛날빵집', '김동네', '2016-11-20'),
  registration('1078212346', 'COOPERATIVE', '망원시장상인협동조합', '오상인', '2012-05-01'),
  registration('2149012348', 'TAX_FREE', '튼튼의원', '한튼튼', '2023-02-01'),
  registration('3034567895', 'SIMPLIFIED_TAXPAYER', '성미산떡집', '윤떡집', '2020-09-09'),
];

const registered = (businessNumber: string) => REGISTRY.find((entry) => entry.businessNumber === businessNumber)!;

const DEMO_ACCOUNTS: (AccountSeed & { id: number })[] = [
  {
    ...base,
    id: DEMO_ACCOUNT_IDS.active,
    name: '동네커피 망원점',
    status: 'ACTIVE',
    kind: 'DEFAULT',
    locationType: 'ACTUAL',
    ownerType: 'BIZ',
    categoryId: 1001,
    regionId: 3341,
    coordinates: { lat: 37.5561, lng: 126.9044 },
    phone: '02-332-1234',
    address: {
      roadAddress: '서울특별시 마포구 포은로 88',
      jibunAddress: '서울특별시 마포구 망원동 412-3',
      detailAddress: '1층',
    },
    introduction:
      '망원시장 골목의 작은 로스터리 카페예요. 매일 아침 직접 볶은 원두로 내린 커피와 수제 크로플을 준비해요. 반려견 동반 가능해요.',
    websiteUrl: 'https://instagram.com/dongnecoffee_mangwon',
    profileImageUrl: `${IMAGE_HOST}/101/256x256.png`,
    backgroundImageCount: 3,
    reviewCount: 318,
    hasStore: true,
    eligibility: 'STORE_EXIST',
    businessRegistration: registered('1051234564'),
    mailOrderSaleRegistrationNumber: '2021-서울마포-1234',
    createdDaysAgo: 620,
  },
  {
    ...base,
    id: DEMO_ACCOUNT_IDS.inspection,
    name: '한끼분식 합정점',
    status: 'ACTIVE',
    statusReasons: ['INSPECTION_PENDING'],
    kind: 'DEFAULT',
    locationType: 'ACTUAL',
    ownerType: 'BIZ',
    categoryId: 1002,
    regionId: 3338,
    coordinates: null,
    phone: '02-324-5678',
    address: {
      roadAddress: '서울특별시 마포구 독막로 12',
      jibunAddress: '서울특별시 마포구 합정동 381-1',
      detailAddress: '',
    },
    introduction: '',
    reviewCount: 12,
    eligibility: 'UNSETTLED_ORDERS_EXIST',
    businessRegistration: registered('1202345673'),
    createdDaysAgo: 21,
  },
  {
    ...base,
    id: DEMO_ACCOUNT_IDS.dormant,
    name: '옛날빵집 연남점',
    status: 'DORMANT',
    statusReasons: ['INACTIVE'],
    kind: 'INDIVIDUAL',
    locationType: 'ACTUAL',
    ownerType: 'PERSONAL',
    categoryId: 1003,
    regionId: 3352,
    coordinates: { lat: 37.5629, lng: 126.9237 },
    phone: '010-2345-6789',
    address: { roadAddress: '서울특별시 마포구 동교로 245', jibunAddress: '서울특별시 마포구 연남동 223-14' },
    introduction: '30년 된 동네 빵집이에요. 단팥빵과 소보로가 유명해요.',
    profileImageUrl: `${IMAGE_HOST}/103/640x640.png`,
    backgroundImageCount: 1,
    reviewCount: 96,
    eligibility: 'CAN_DELETE',
    businessRegistration: registered('2203456781'),
    createdDaysAgo: 1460,
  },
];

/** Other businesses of the neighbourhood; the demo user is not a member of these. */
const NEIGHBOUR_ACCOUNTS: AccountSeed[] = [
  {
    ...base,
    name: '동네커피',
    status: 'ACTIVE',
    kind: 'BRAND',
    locationType: 'ACTUAL',
    ownerType: 'BIZ',
    categoryId: 1001,
    regionId: 3339,
    coordinates: { lat: 37.5553, lng: 126.9211 },
    phone: '1588-1234',
    address: {
      roadAddress: '서울특별시 마포구 양화로 160',
      jibunAddress: '서울특별시 마포구 서교동 395-5',
      detailAddress: '8층',
    },
    introduction: '동네마다 한 잔, 동네커피 브랜드 공식 계정이에요.',
    eligibility: 'OUTSTANDING_BOND_EXIST',
    hasStore: true,
    createdDaysAgo: 900,
  },
  {
    ...base,
    name: '한끼분식',
    status: 'ACTIVE',
    statusReasons: ['KYC_PENDING'],
    kind: 'BRAND',
    locationType: 'ACTUAL',
    ownerType: 'BIZ',
    categoryId: 1002,
    regionId: 3330,
    coordinates: { lat: 37.5449, lng: 126.9512 },
    phone: '02-711-0001',
    address: { roadAddress: '서울특별시 마포구 마포대로 92', jibunAddress: '서울특별시 마포구 공덕동 256-3' },
    introduction: '든든한 한 끼, 한끼분식 본사예요.',
    eligibility: 'CAN_DELETE',
    createdDaysAgo: 400,
  },
  {
    ...base,
    name: '마포구청',
    status: 'ACTIVE',
    statusReasons: ['KYC_IMMINENT'],
    kind: 'OFFICIAL',
    locationType: 'ACTUAL',
    ownerType: 'BIZ',
    categoryId: 1013,
    regionId: 3343,
    coordinates: { lat: 37.5663, lng: 126.9019 },
    phone: '02-3153-8114',
    address: { roadAddress: '서울특별시 마포구 월드컵로 212', jibunAddress: '서울특별시 마포구 성산동 370-1' },
    introduction: '마포구 소식과 생활 정보를 알려 드려요.',
    eligibility: 'OTHER_UNKNOWN',
    createdDaysAgo: 1100,
  },
  {
    ...base,
    name: '망원시장 상인회',
    status: 'ACTIVE',
    statusReasons: ['OWNER_VERIFIED_REQUIRED', 'KYC_REQUIRED'],
    kind: 'PUBLIC',
    locationType: 'NONE',
    ownerType: 'BIZ',
    categoryId: 1013,
    regionId: 3341,
    coordinates: null,
    phone: '02-335-3591',
    address: null,
    introduction: '망원시장 행사와 할인 소식을 전해요.',
    eligibility: 'CAN_DELETE',
    businessRegistration: registered('1078212346'),
    createdDaysAgo: 700,
  },
  {
    ...base,
    name: '합정 꽃배달',
    status: 'ACTIVE',
    statusReasons: ['PROFILE_INFO_INSPECTION_PENDING', 'INSPECTION_REQUIRED'],
    kind: 'WIDGET',
    locationType: 'SERVICE',
    ownerType: 'PERSONAL',
    categoryId: 1005,
    regionId: 3338,
    coordinates: { lat: 37.5501, lng: 126.9131 },
    phone: '010-8765-4321',
    address: null,
    introduction: '마포구 어디든 꽃다발을 배달해요.',
    eligibility: 'CAN_DELETE',
    createdDaysAgo: 150,
  },
  {
    ...base,
    name: '서교 크린세탁',
    status: 'DORMANT',
    statusReasons: ['OWNER_DEACTIVATED', 'KYC_REJECTED'],
    kind: 'MANDATORY',
    locationType: 'SERVICE',
    ownerType: 'BIZ',
    categoryId: 1006,
    regionId: 3339,
    coordinates: { lat: 37.5548, lng: 126.9183 },
    phone: '02-322-7788',
    address: { roadAddress: '서울특별시 마포구 잔다리로 30', jibunAddress: '서울특별시 마포구 서교동 402-9' },
    introduction: '수거부터 배달까지, 찾아가는 세탁 서비스예요.',
    eligibility: 'COMMERCE_UNKNOWN',
    createdDaysAgo: 800,
  },
  {
    ...base,
    name: '상수 문방구',
    status: 'DESTROYED',
    kind: 'DEFAULT',
    locationType: 'ACTUAL',
    ownerType: 'PERSONAL',
    categoryId: 1007,
    regionId: 3340,
    coordinates: { lat: 37.5479, lng: 126.9224 },
    phone: null,
    address: { roadAddress: '서울특별시 마포구 와우산로 14', jibunAddress: '서울특별시 마포구 상수동 93-2' },
    introduction: '',
    eligibility: 'CAN_DELETE',
    createdDaysAgo: 1300,
  },
  {
    ...base,
    name: '연희 엄마반찬',
    status: 'ACTIVE',
    statusReasons: ['INSPECTION_REJECTED', 'PROFILE_INFO_INSPECTION_REJECTED'],
    kind: 'DEFAULT',
    locationType: 'ACTUAL',
    ownerType: 'PERSONAL',
    categoryId: 1008,
    regionId: 3410,
    coordinates: { lat: 37.5679, lng: 126.9311 },
    phone: '010-5555-1212',
    address: { roadAddress: '서울특별시 서대문구 연희로 25', jibunAddress: '서울특별시 서대문구 연희동 130-4' },
    introduction: '매일 아침 만드는 집밥 반찬이에요.',
    eligibility: 'CAN_DELETE',
    createdDaysAgo: 60,
  },
  {
    ...base,
    name: '성산 튼튼의원',
    status: 'ACTIVE',
    statusReasons: ['META_DATA_REQUIRED', 'INSPECTION_REQUIRED'],
    kind: 'DEFAULT',
    locationType: 'ACTUAL',
    ownerType: 'BIZ',
    categoryId: 1010,
    regionId: 3343,
    coordinates: { lat: 37.5659, lng: 126.9102 },
    phone: null,
    address: null,
    introduction: '',
    eligibility: 'CAN_DELETE',
    businessRegistration: registered('2149012348'),
    createdDaysAgo: 2,
  },
];

function toRow(seed: AccountSeed, id: number, now: Date, nextId: () => number): AccountRow {
  const { createdDaysAgo, backgroundImageCount, ...fields } = seed;
  return {
    ...fields,
    id,
    backgroundImages: Array.from({ length: backgroundImageCount }, (_, index) => ({
      id: nextId(),
      url: `${IMAGE_HOST}/${id}/background-${index + 1}/640x640.png`,
    })),
    operationTimes: null,
    deletedReason: null,
    createdAt: toKstIso(addDays(now, -createdDaysAgo, 10)),
  };
}

export function seedAccounts(now: Date, nextId: () => number): AccountRow[] {
  return [
    ...DEMO_ACCOUNTS.map(({ id, ...seed }) => toRow(seed, id, now, nextId)),
    ...NEIGHBOUR_ACCOUNTS.map((seed) => toRow(seed, nextId(), now, nextId)),
  ];
}

/** The neighbour accounts by name, for seeds that point at them. */
export function accountIdByName(accounts: readonly AccountRow[], name: string): number {
  return accounts.find((account) => account.name === name)!.id;
}
