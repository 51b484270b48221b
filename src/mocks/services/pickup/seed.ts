import type { components } from '@generated/openapi/pickup';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { profileImageOf, seedCustomers } from '../customers';
import { addDays, addMinutes, toKstIso } from '../../core/time';
import { bestStoreDiscount, emptyStore, kstDateKey, orderAmounts } from './model';
import type {
  PickupMenuOptionRow,
  PickupMenuRow,
  PickupOrderLineRow,
  PickupOrderRow,
  PickupState,
  PickupStore,
} from './state';

type Schemas = components['schemas'];

const IMAGE_BASE = 'https://images.dongnemarket.com/pickup';

// ─── 동네커피 망원점 (account 101): a running store ─────────────────────────

type OptionKey = 'shot' | 'syrup' | 'size' | 'milk';

const OPTION_SEEDS: (Omit<PickupMenuOptionRow, 'id' | 'displayOrder' | 'optionItems'> & {
  key: OptionKey;
  items: [name: string, price: number, status?: Schemas['MenuOptionStatus'], isDefault?: boolean][];
})[] = [
  {
    key: 'shot',
    name: '샷 추가',
    status: 'OPEN',
    isRequired: false,
    maxOptionItemCount: 1,
    items: [
      ['1샷 추가', 500],
      ['2샷 추가', 1000],
    ],
  },
  {
    key: 'syrup',
    name: '시럽 선택',
    status: 'OPEN',
    isRequired: false,
    maxOptionItemCount: 2,
    items: [
      ['바닐라 시럽', 500],
      ['헤이즐넛 시럽', 500, 'SOLD_OUT'],
      ['캐러멜 시럽', 500],
    ],
  },
  {
    key: 'size',
    name: '사이즈',
    status: 'OPEN',
    isRequired: true,
    maxOptionItemCount: 1,
    items: [
      ['레귤러', 0, 'OPEN', true],
      ['라지', 700],
    ],
  },
  {
    key: 'milk',
    name: '우유 변경',
    status: 'SOLD_OUT',
    isRequired: false,
    maxOptionItemCount: 1,
    items: [
      ['오트 밀크', 500],
      ['두유', 500],
    ],
  },
];

interface MenuSeed {
  slug: string;
  name: string;
  price: number;
  description: string;
  status: Schemas['MenuStatus'];
  nutrition: string;
  discount?: Schemas['MenuDiscount'];
  options?: OptionKey[];
  noImage?: boolean;
}

const MENU_SEEDS: MenuSeed[] = [
  {
    slug: 'americano',
    name: '아메리카노',
    price: 4500,
    description: '산미가 적고 고소한 하우스 블렌드로 내린 아메리카노예요.',
    status: 'OPEN',
    nutrition: '열량 10kcal · 카페인 150mg',
    options: ['shot', 'syrup', 'size'],
  },
  {
    slug: 'cafe-latte',
    name: '카페라떼',
    price: 5000,
    description: '에스프레소에 부드러운 국내산 우유를 더했어요.',
    status: 'OPEN',
    nutrition: '열량 180kcal · 카페인 150mg',
    options: ['shot', 'syrup', 'size', 'milk'],
  },
  {
    slug: 'vanilla-latte',
    name: '바닐라라떼',
    price: 5500,
    description: '직접 만든 바닐라빈 시럽으로 달콤하게 만들었어요.',
    status: 'OPEN',
    nutrition: '열량 250kcal · 카페인 150mg',
    options: ['shot', 'size', 'milk'],
  },
  {
    slug: 'caramel-macchiato',
    name: '카라멜마키아토',
    price: 5800,
    description: '카라멜 소스를 듬뿍 올린 달콤한 라떼예요.',
    status: 'OPEN',
    nutrition: '열량 270kcal · 카페인 150mg',
    options: ['shot', 'size', 'milk'],
  },
  {
    slug: 'cold-brew',
    name: '콜드브루',
    price: 5000,
    description: '12시간 동안 천천히 내린 콜드브루예요. 하루 20잔만 준비해요.',
    status: 'SOLD_OUT',
    nutrition: '열량 15kcal · 카페인 200mg',
    options: ['size'],
  },
  {
    slug: 'espresso',
    name: '에스프레소',
    price: 4000,
    description: '진하고 묵직한 에스프레소 더블샷이에요.',
    status: 'OPEN',
    nutrition: '열량 5kcal · 카페인 150mg',
    options: ['shot'],
  },
  {
    slug: 'einspanner',
    name: '아인슈페너',
    price: 6000,
    description: '쌉싸름한 커피 위에 달콤한 크림을 얹었어요.',
    status: 'OPEN',
    nutrition: '열량 320kcal · 카페인 150mg',
    discount: { discountMethod: 'AMOUNT', discountValue: 500 },
    options: ['shot'],
  },
  {
    slug: 'decaf-americano',
    name: '디카페인 아메리카노',
    price: 5000,
    description: '카페인을 97% 덜어낸 원두로 내려요.',
    status: 'CLOSE',
    nutrition: '열량 10kcal · 카페인 10mg',
    options: ['shot', 'syrup', 'size'],
    noImage: true,
  },
  {
    slug: 'matcha-latte',
    name: '말차라떼',
    price: 5800,
    description: '제주산 말차로 만든 진한 라떼예요.',
    status: 'OPEN',
    nutrition: '열량 230kcal · 카페인 60mg',
    discount: { discountMethod: 'RATE', discountValue: 10 },
    options: ['size', 'milk'],
  },
  {
    slug: 'choco-latte',
    name: '초코라떼',
    price: 5500,
    description: '벨기에산 초콜릿으로 만든 진한 초코라떼예요.',
    status: 'OPEN',
    nutrition: '열량 340kcal · 카페인 10mg',
    options: ['size', 'milk'],
  },
  {
    slug: 'earl-grey-milk-tea',
    name: '얼그레이 밀크티',
    price: 5800,
    description: '얼그레이 찻잎을 우유에 진하게 우려 만들었어요.',
    status: 'OPEN',
    nutrition: '열량 210kcal · 카페인 40mg',
    options: ['size', 'milk'],
  },
  {
    slug: 'yuja-tea',
    name: '유자차',
    price: 5000,
    description: '고흥 유자청으로 만든 따뜻한 유자차예요.',
    status: 'OPEN',
    nutrition: '열량 190kcal',
    options: ['size'],
  },
  {
    slug: 'lemonade',
    name: '레몬에이드',
    price: 5500,
    description: '생레몬을 직접 짜서 만든 상큼한 에이드예요.',
    status: 'OPEN',
    nutrition: '열량 160kcal',
    options: ['size'],
  },
  {
    slug: 'grapefruit-ade',
    name: '자몽에이드',
    price: 5500,
    description: '생자몽 과육이 씹히는 에이드예요.',
    status: 'OPEN',
    nutrition: '열량 170kcal',
    discount: { discountMethod: 'AMOUNT', discountValue: 700 },
    options: ['size'],
  },
  {
    slug: 'green-grape-ade',
    name: '청포도에이드',
    price: 5500,
    description: '청포도 알갱이가 톡톡 터지는 에이드예요.',
    status: 'SOLD_OUT',
    nutrition: '열량 180kcal',
    options: ['size'],
    noImage: true,
  },
  {
    slug: 'croissant',
    name: '크루아상',
    price: 3800,
    description: '프랑스산 버터로 매일 아침 구워요.',
    status: 'OPEN',
    nutrition: '열량 280kcal',
  },
  {
    slug: 'salt-bread',
    name: '소금빵',
    price: 3200,
    description: '겉은 바삭하고 속은 촉촉한 버터 소금빵이에요.',
    status: 'OPEN',
    nutrition: '열량 250kcal',
    discount: { discountMethod: 'AMOUNT', discountValue: 300 },
  },
  {
    slug: 'scone',
    name: '스콘',
    price: 3500,
    description: '플레인 스콘에 딸기잼과 버터를 함께 드려요.',
    status: 'OPEN',
    nutrition: '열량 330kcal',
  },
  {
    slug: 'basil-ciabatta',
    name: '바질 치아바타 샌드위치',
    price: 7500,
    description: '바질페스토, 토마토, 모차렐라를 넣은 샌드위치예요.',
    status: 'CLOSE',
    nutrition: '열량 520kcal',
  },
  {
    slug: 'cheesecake',
    name: '치즈케이크',
    price: 6500,
    description: '크림치즈를 듬뿍 넣은 뉴욕 치즈케이크예요.',
    status: 'OPEN',
    nutrition: '열량 410kcal',
  },
  {
    slug: 'tiramisu',
    name: '티라미수',
    price: 6800,
    description: '마스카포네 치즈와 에스프레소로 만든 티라미수예요.',
    status: 'SOLD_OUT',
    nutrition: '열량 380kcal · 카페인 30mg',
  },
  {
    slug: 'macaron-set',
    name: '마카롱 세트 (3개입)',
    price: 8000,
    description: '바닐라, 초코, 라즈베리 마카롱 3개예요.',
    status: 'OPEN',
    nutrition: '열량 300kcal',
    discount: { discountMethod: 'RATE', discountValue: 15 },
  },
  {
    slug: 'strawberry-latte',
    name: '딸기라떼',
    price: 6500,
    description: '생딸기청으로 만든 시즌 한정 라떼예요. 곧 판매를 시작해요.',
    status: 'CLOSE',
    nutrition: '열량 290kcal',
    options: ['size', 'milk'],
  },
  {
    slug: 'vin-chaud',
    name: '뱅쇼',
    price: 6500,
    description: '레드와인에 과일과 향신료를 넣고 끓였어요. 알코올은 거의 날아가요.',
    status: 'CLOSE',
    nutrition: '',
    noImage: true,
  },
];

const CATEGORY_SEEDS: { name: string; status: Schemas['DisplayCategoryStatus']; menus: string[] }[] = [
  {
    name: '커피',
    status: 'OPEN',
    menus: [
      '아메리카노',
      '카페라떼',
      '바닐라라떼',
      '카라멜마키아토',
      '콜드브루',
      '에스프레소',
      '아인슈페너',
      '디카페인 아메리카노',
    ],
  },
  { name: '논커피', status: 'OPEN', menus: ['말차라떼', '초코라떼', '얼그레이 밀크티', '유자차'] },
  { name: '에이드', status: 'OPEN', menus: ['레몬에이드', '자몽에이드', '청포도에이드'] },
  { name: '베이커리', status: 'OPEN', menus: ['소금빵', '크루아상', '스콘', '바질 치아바타 샌드위치'] },
  { name: '디저트', status: 'CLOSE', menus: ['치즈케이크', '티라미수', '마카롱 세트 (3개입)'] },
];

const ORIGIN_101 =
  '원두(에티오피아·콜롬비아·브라질), 우유(국내산), 생크림(국내산), 밀가루(미국산), 버터(프랑스산), 크림치즈(미국산), ' +
  '말차(국내산·제주), 초콜릿(벨기에산), 레몬(미국산), 자몽(미국산), 유자청(국내산·고흥), 딸기(국내산)';

const NUTRITION_101 = [
  '아메리카노(355ml): 열량 10kcal · 카페인 150mg',
  '카페라떼(355ml): 열량 180kcal · 카페인 150mg · 당류 12g',
  '바닐라라떼(355ml): 열량 250kcal · 카페인 150mg · 당류 28g',
  '말차라떼(355ml): 열량 230kcal · 카페인 60mg · 당류 25g',
  '레몬에이드(473ml): 열량 160kcal · 당류 38g',
].join('\n');

type LineSeed = [menu: string, quantity: number, optionItems: string[]];

interface OrderSeed {
  status: Schemas['OrderStatus'];
  /** Minutes ago, or [days ago, hour, minute] in Asia/Seoul. */
  at: number | [number, number, number];
  lines: LineSeed[];
  memo?: string;
  /** PREPARATION_COMPLETED / PICKUP_COMPLETED: re-notifications already sent. */
  reCount?: number;
  /** CANCELED: the status the order was in when it was canceled, and why. */
  canceledFrom?: 'ORDERED' | 'ACCEPTED' | 'PREPARATION_COMPLETED';
  cancelReason?: string;
}

const ORDER_SEEDS: OrderSeed[] = [
  {
    status: 'ORDERED',
    at: 2,
    lines: [
      ['아메리카노', 2, ['라지']],
      ['소금빵', 2, []],
    ],
    memo: '얼음 적게 부탁드려요.',
  },
  { status: 'ORDERED', at: 4, lines: [['카페라떼', 1, ['레귤러', '오트 밀크', '1샷 추가']]] },
  {
    status: 'ORDERED',
    at: 7,
    lines: [
      ['말차라떼', 1, ['레귤러']],
      ['치즈케이크', 1, []],
      ['레몬에이드', 1, ['라지']],
    ],
    memo: '포크 2개 챙겨 주세요.',
  },
  { status: 'ACCEPTED', at: 12, lines: [['바닐라라떼', 2, ['레귤러']]] },
  {
    status: 'ACCEPTED',
    at: 18,
    lines: [
      ['아메리카노', 4, ['레귤러']],
      ['크루아상', 2, []],
      ['스콘', 2, []],
    ],
    memo: '회의용이에요. 캐리어에 담아 주세요.',
  },
  {
    status: 'ACCEPTED',
    at: 25,
    lines: [
      ['자몽에이드', 1, ['라지']],
      ['소금빵', 1, []],
    ],
  },
  {
    status: 'ACCEPTED',
    at: 33,
    lines: [
      ['아인슈페너', 1, []],
      ['에스프레소', 1, ['1샷 추가']],
    ],
  },
  { status: 'PREPARATION_COMPLETED', at: 35, lines: [['카라멜마키아토', 1, ['라지', '1샷 추가']]], reCount: 0 },
  {
    status: 'PREPARATION_COMPLETED',
    at: 41,
    lines: [
      ['초코라떼', 2, ['레귤러']],
      ['크루아상', 1, []],
    ],
    reCount: 1,
  },
  {
    status: 'PREPARATION_COMPLETED',
    at: 52,
    lines: [
      ['얼그레이 밀크티', 1, ['레귤러', '두유']],
      ['스콘', 1, []],
    ],
    memo: '도착하면 전화드릴게요.',
    reCount: 3,
  },
  {
    status: 'CANCELED',
    at: 60,
    lines: [['유자차', 1, ['레귤러']]],
    canceledFrom: 'ORDERED',
    cancelReason: '고객 요청으로 주문을 취소했어요.',
  },
  { status: 'PICKUP_COMPLETED', at: 70, lines: [['아메리카노', 1, ['레귤러', '1샷 추가']]] },
  {
    status: 'PICKUP_COMPLETED',
    at: 95,
    lines: [
      ['카페라떼', 2, ['레귤러', '바닐라 시럽']],
      ['소금빵', 3, []],
    ],
    reCount: 1,
  },
  { status: 'PICKUP_COMPLETED', at: 130, lines: [['레몬에이드', 2, ['레귤러']]] },
  {
    status: 'CANCELED',
    at: 150,
    lines: [
      ['티라미수', 2, []],
      ['아메리카노', 2, ['레귤러']],
    ],
    canceledFrom: 'ACCEPTED',
    cancelReason: '재료가 모두 떨어져서 준비할 수 없어요.',
  },
  {
    status: 'PICKUP_COMPLETED',
    at: 180,
    lines: [
      ['콜드브루', 1, ['라지']],
      ['치즈케이크', 1, []],
    ],
    memo: '빨대는 빼 주세요.',
  },
  {
    status: 'PICKUP_COMPLETED',
    at: [1, 10, 20],
    lines: [
      ['아메리카노', 3, ['레귤러']],
      ['소금빵', 3, []],
    ],
  },
  {
    status: 'PICKUP_COMPLETED',
    at: [1, 13, 5],
    lines: [
      ['마카롱 세트 (3개입)', 1, []],
      ['카페라떼', 1, ['라지']],
    ],
  },
  {
    status: 'CANCELED',
    at: [1, 18, 40],
    lines: [['아인슈페너', 2, []]],
    canceledFrom: 'ORDERED',
    cancelReason: '매장 사정으로 오늘 영업을 일찍 마감해요.',
  },
  { status: 'PICKUP_COMPLETED', at: [2, 9, 40], lines: [['바닐라라떼', 1, ['레귤러', '오트 밀크']]] },
  {
    status: 'PICKUP_COMPLETED',
    at: [2, 17, 30],
    lines: [
      ['아메리카노', 6, ['레귤러']],
      ['에스프레소', 2, []],
      ['크루아상', 4, []],
    ],
    memo: '영수증 꼭 챙겨 주세요.',
  },
  { status: 'PICKUP_COMPLETED', at: [3, 12, 10], lines: [['말차라떼', 2, ['라지']]], reCount: 2 },
  {
    status: 'CANCELED',
    at: [3, 15, 10],
    lines: [['초코라떼', 1, ['라지']]],
    canceledFrom: 'PREPARATION_COMPLETED',
    cancelReason: '픽업하지 않으셔서 고객과 통화한 뒤 취소했어요.',
  },
  {
    status: 'PICKUP_COMPLETED',
    at: [4, 8, 50],
    lines: [
      ['아메리카노', 1, ['레귤러']],
      ['크루아상', 1, []],
    ],
  },
  {
    status: 'PICKUP_COMPLETED',
    at: [4, 19, 15],
    lines: [
      ['자몽에이드', 2, ['레귤러']],
      ['치즈케이크', 2, []],
    ],
  },
  { status: 'PICKUP_COMPLETED', at: [5, 11, 30], lines: [['카페라떼', 2, ['레귤러', '캐러멜 시럽']]] },
  {
    status: 'CANCELED',
    at: [6, 12, 0],
    lines: [
      ['크루아상', 2, []],
      ['카페라떼', 2, ['레귤러']],
    ],
    canceledFrom: 'ACCEPTED',
    cancelReason: '고객 요청으로 주문을 취소했어요.',
  },
  {
    status: 'PICKUP_COMPLETED',
    at: [6, 14, 45],
    lines: [
      ['티라미수', 1, []],
      ['아메리카노', 2, ['라지']],
    ],
  },
  {
    status: 'PICKUP_COMPLETED',
    at: [7, 10, 5],
    lines: [
      ['콜드브루', 2, ['레귤러']],
      ['스콘', 2, []],
    ],
  },
  {
    status: 'PICKUP_COMPLETED',
    at: [7, 16, 20],
    lines: [
      ['청포도에이드', 1, ['레귤러']],
      ['소금빵', 2, []],
    ],
  },
];

const CUSTOMER_NAMES = [
  '김서연',
  '이민준',
  '박지우',
  '최하은',
  '정도윤',
  '강서준',
  '조예린',
  '윤시우',
  '장하린',
  '임주원',
  '한지민',
];

export function seedPickup(now: Date, nextId: () => number): PickupState {
  return {
    stores: {
      [String(DEMO_ACCOUNT_IDS.active)]: seedRunningStore(now, nextId),
      [String(DEMO_ACCOUNT_IDS.inspection)]: seedApplyingStore(now, nextId),
    },
  };
}

function seedRunningStore(now: Date, nextId: () => number): PickupStore {
  const accountId = DEMO_ACCOUNT_IDS.active;
  const store = emptyStore(accountId);
  const approvedAt = (days: number) => toKstIso(addDays(now, -days, 14, 0));

  store.onboarding = {
    started: true,
    bizCategoryId: 101,
    onboardingStatus: 'APPROVED',
    businessRegistrationInspection: {
      inspectionId: nextId(),
      status: 'APPROVED',
      statusUpdatedAt: approvedAt(63),
      rejectReason: null,
      draft: {
        businessNumber: '1208812345',
        imageUrls: [`${IMAGE_BASE}/${accountId}/business-registration.jpg`],
        businessItem: '커피 전문점',
        businessType: 'GENERAL',
        ownerName: '김동네',
        companyName: '동네커피',
        jibunAddress: '서울특별시 마포구 망원동 415-12',
        roadAddress: '서울특별시 마포구 포은로 88',
      },
    },
    settlementAccount: {
      inspectionId: nextId(),
      status: 'APPROVED',
      statusUpdatedAt: approvedAt(62),
      rejectReason: null,
      draft: {
        accountNumber: '110482193847',
        accountPhotoId: 4101,
        bankName: '신한은행',
        contact: '010-2345-6789',
        email: 'owner@dongnecoffee.kr',
        name: '김동네',
      },
    },
    storeInfo: {
      inspectionId: nextId(),
      status: 'APPROVED',
      statusUpdatedAt: approvedAt(62),
      rejectReason: null,
      draft: {
        storeName: '동네커피 망원점',
        storeAddress: {
          jibunAddress: '서울특별시 마포구 망원동 415-12',
          roadAddress: '서울특별시 마포구 포은로 88',
          addressExtra: '1층',
          regionId: 3341,
          coordinates: { latitude: 37.5561, longitude: 126.9044 },
        },
        explanatoryDocumentLinks: [],
        explanatoryDocumentImageUrls: [],
        restaurantCertificateImageUrls: [`${IMAGE_BASE}/${accountId}/restaurant-certificate.jpg`],
        phoneNumber: '02-332-1234',
      },
    },
    discountReward: {
      inspectionId: nextId(),
      status: 'APPROVED',
      statusUpdatedAt: approvedAt(62),
      rejectReason: null,
      draft: null,
    },
    menuRegistration: { status: 'COMPLETED', type: 'MANUAL', scrapingUrl: null },
    karrotPartnershipType: 'POSTER_AND_NAVER_ARTICLE',
    submittedAt: toKstIso(addDays(now, -64, 11, 20)),
    rejectReasons: [],
    additionalRejectReason: null,
  };
  store.operation = {
    status: 'ACTIVE',
    manuallyClosed: false,
    inactiveReasons: [],
    rejectReasons: [],
    kycRemainingDays: null,
    open24Hours: false,
    businessHours: { start: '08:00', end: '21:00' },
    breakHours: { start: '15:00', end: '15:30' },
  };
  store.ingredients = { origin: ORIGIN_101, nutritionInfo: { nutrition: NUTRITION_101, nutritionManageType: 'TEXT' } };
  store.discounts = [
    { id: nextId(), discountMethod: 'AMOUNT', discountValue: 1000, minimumOrderAmount: 15000 },
    { id: nextId(), discountMethod: 'RATE', discountValue: 5, minimumOrderAmount: 30000 },
  ];

  const optionIds = new Map<OptionKey, number>();
  store.menuOptions = OPTION_SEEDS.map(({ key, items, ...fields }, index) => {
    const id = nextId();
    optionIds.set(key, id);
    return {
      ...fields,
      id,
      displayOrder: index + 1,
      optionItems: items.map(([name, price, status = 'OPEN', isDefault = false]) => ({
        id: nextId(),
        name,
        price,
        status,
        isDefault,
      })),
    };
  });

  store.menus = MENU_SEEDS.map((seed): PickupMenuRow => {
    const image = seed.noImage ? null : { id: nextId(), url: `${IMAGE_BASE}/${accountId}/menus/${seed.slug}.jpg` };
    return {
      id: nextId(),
      name: seed.name,
      price: seed.price,
      description: seed.description,
      status: seed.status,
      mainImage: image,
      images: image ? [image] : [],
      nutrition: seed.nutrition,
      discount: seed.discount ?? null,
      optionIds: (seed.options ?? []).map((key) => optionIds.get(key)!),
    };
  });

  const menuId = (name: string) => {
    const menu = store.menus.find((row) => row.name === name);
    if (!menu) throw new Error(`pickup seed: no menu ${name}`);
    return menu.id;
  };
  store.displayCategories = CATEGORY_SEEDS.map((seed, index) => ({
    id: nextId(),
    name: seed.name,
    status: seed.status,
    displayOrder: index + 1,
    menuIds: seed.menus.map(menuId),
  }));

  store.orders = seedOrders(store, now, nextId);
  return store;
}

function seedOrders(store: PickupStore, now: Date, nextId: () => number): PickupOrderRow[] {
  const orderedAtOf = (seed: OrderSeed, index: number) =>
    typeof seed.at === 'number'
      ? addMinutes(now, -seed.at)
      : new Date(addDays(now, -seed.at[0], seed.at[1], seed.at[2]).getTime() + (index % 50) * 1000);
  const chronological = ORDER_SEEDS.map((seed, index) => ({ seed, index, orderedAt: orderedAtOf(seed, index) })).sort(
    (a, b) => a.orderedAt.getTime() - b.orderedAt.getTime(),
  );
  const perDay = new Map<string, number>();
  return chronological.map(({ seed, index, orderedAt }) => {
    const day = kstDateKey(orderedAt);
    const sequence = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, sequence);
    return orderRow(store, { seed, index, sequence, orderedAt, now, id: nextId() });
  });
}

/** One order as the store keeps it: the `sequence`-th order of its KST day, numbered YYMMDD-NNNN. */
function orderRow(store: PickupStore, { seed, index, sequence, orderedAt, now, id }: OrderRowArgs): PickupOrderRow {
  const day = kstDateKey(orderedAt);
  const lines = seed.lines.map((line) => seedLine(store, line));
  return {
    id,
    orderNumber: `${day.slice(2).replace(/-/g, '')}-${String(sequence).padStart(4, '0')}`,
    customer: seedOrderCustomer(index, id, now),
    customerMemo: seed.memo ?? null,
    lines,
    orderDiscount: bestStoreDiscount(store.discounts, orderAmounts(lines, null).totalPrice),
    paymentType: index % 3 === 0 ? '카드' : '동네페이',
    orderedAt: toKstIso(orderedAt),
    ...seedTimeline(seed, orderedAt),
  };
}

interface OrderRowArgs {
  readonly seed: OrderSeed;
  readonly index: number;
  readonly sequence: number;
  readonly orderedAt: Date;
  readonly now: Date;
  readonly id: number;
}

type Timeline = Pick<
  PickupOrderRow,
  | 'status'
  | 'acceptedAt'
  | 'estimatedPreparationTime'
  | 'lastNotifiedAt'
  | 'notifiedCount'
  | 'reNotification'
  | 'pickedAt'
  | 'canceledAt'
  | 'cancelReason'
>;

/** Timestamps a real order would have reached its status with. */
function seedTimeline(seed: OrderSeed, orderedAt: Date): Timeline {
  const iso = (date: Date | null) => (date ? toKstIso(date) : null);
  const reached = seed.status === 'CANCELED' ? (seed.canceledFrom ?? 'ORDERED') : seed.status;
  const accepted = reached === 'ORDERED' ? null : addMinutes(orderedAt, 2);
  const prepared = accepted && reached !== 'ACCEPTED' ? addMinutes(accepted, 10) : null;
  const reCount = prepared ? (seed.reCount ?? 0) : 0;
  const lastNotified = prepared ? addMinutes(prepared, reCount * 3) : null;
  const picked = seed.status === 'PICKUP_COMPLETED' && lastNotified ? addMinutes(lastNotified, 5) : null;
  const canceled =
    seed.status === 'CANCELED'
      ? addMinutes(lastNotified ?? accepted ?? orderedAt, seed.canceledFrom === 'PREPARATION_COMPLETED' ? 40 : 4)
      : null;
  return {
    status: seed.status,
    acceptedAt: iso(accepted),
    estimatedPreparationTime: iso(accepted ? addMinutes(accepted, 15) : null),
    lastNotifiedAt: iso(lastNotified),
    notifiedCount: prepared ? 1 + reCount : 0,
    reNotification: { maxCount: 3, currentCount: reCount },
    pickedAt: iso(picked),
    canceledAt: iso(canceled),
    cancelReason: seed.status === 'CANCELED' ? (seed.cancelReason ?? '고객 요청으로 주문을 취소했어요.') : null,
  };
}

function seedLine(store: PickupStore, [menuName, quantity, itemNames]: LineSeed): PickupOrderLineRow {
  const menu = store.menus.find((row) => row.name === menuName);
  if (!menu) throw new Error(`pickup seed: no menu ${menuName}`);
  const options = store.menuOptions
    .filter((option) => menu.optionIds.includes(option.id))
    .flatMap((option) => {
      const chosen = option.optionItems.filter((item) => itemNames.includes(item.name));
      return chosen.length === 0
        ? []
        : [
            {
              id: option.id,
              name: option.name,
              optionItems: chosen.map(({ id, name, price }) => ({ id, name, price })),
            },
          ];
    });
  const found = options.flatMap((option) => option.optionItems.map((item) => item.name));
  const missing = itemNames.filter((name) => !found.includes(name));
  if (missing.length > 0) throw new Error(`pickup seed: ${menuName} has no option item ${missing.join(', ')}`);
  return {
    menuId: menu.id,
    name: menu.name,
    price: menu.price,
    nutrition: menu.nutrition || null,
    discount: menu.discount ? { ...menu.discount } : null,
    quantity,
    options,
  };
}

function seedOrderCustomer(index: number, orderId: number, now: Date): PickupOrderRow['customer'] {
  const customer = seedCustomers[(index * 7 + 3) % seedCustomers.length]!;
  return {
    name: index % 4 === 3 ? null : CUSTOMER_NAMES[index % CUSTOMER_NAMES.length]!,
    nickname: customer.nickname,
    profileImageUrl: index % 5 === 4 ? null : profileImageOf(customer),
    followedAt: customer.id % 3 === 0 ? toKstIso(addDays(now, -(12 + (customer.id % 40)), 19, 30)) : null,
    safeNumber: `0504-${String(1000 + ((orderId * 37) % 9000))}-${String(1000 + ((orderId * 91) % 9000))}`,
  };
}

// ─── 한끼분식 합정점 (account 102): applying, one step sent back ─────────────

function seedApplyingStore(now: Date, nextId: () => number): PickupStore {
  const accountId = DEMO_ACCOUNT_IDS.inspection;
  const store = emptyStore(accountId);
  store.onboarding = {
    ...store.onboarding,
    started: true,
    bizCategoryId: 210,
    businessRegistrationInspection: {
      inspectionId: nextId(),
      status: 'APPROVED',
      statusUpdatedAt: toKstIso(addDays(now, -2, 16, 10)),
      rejectReason: null,
      draft: {
        businessNumber: '1058765432',
        imageUrls: [`${IMAGE_BASE}/${accountId}/business-registration.jpg`],
        businessItem: '분식',
        businessType: 'SIMPLIFIED',
        ownerName: '박한끼',
        companyName: '한끼분식',
        jibunAddress: '서울특별시 마포구 합정동 372-5',
        roadAddress: '서울특별시 마포구 독막로 21',
      },
    },
    settlementAccount: {
      inspectionId: nextId(),
      status: 'UNDER_INSPECTION',
      statusUpdatedAt: toKstIso(addDays(now, -1, 11, 40)),
      rejectReason: null,
      draft: {
        accountNumber: '3020198765431',
        bankName: 'NH농협은행',
        contact: '010-8765-4321',
        email: 'hankki@example.com',
        name: '박한끼',
      },
    },
    storeInfo: {
      inspectionId: nextId(),
      status: 'REJECTED',
      statusUpdatedAt: toKstIso(addDays(now, -1, 15, 25)),
      rejectReason: {
        title: '영업신고증 사진을 확인할 수 없어요',
        content:
          '사진이 흐려서 상호와 영업 종류를 읽을 수 없어요. 영업신고증 전체가 잘 보이도록 다시 찍어 올려 주세요.',
      },
      draft: {
        storeName: '한끼분식 합정점',
        storeAddress: {
          jibunAddress: '서울특별시 마포구 합정동 372-5',
          roadAddress: '서울특별시 마포구 독막로 21',
          addressExtra: '1층 102호',
          regionId: 3338,
          coordinates: { latitude: 37.5496, longitude: 126.9139 },
        },
        explanatoryDocumentLinks: [],
        explanatoryDocumentImageUrls: [],
        restaurantCertificateImageUrls: [`${IMAGE_BASE}/${accountId}/restaurant-certificate-blurry.jpg`],
        phoneNumber: '02-325-7788',
      },
    },
    // Not sent yet: the owner has still to choose the discount reward.
    discountReward: {
      inspectionId: null,
      status: 'BEFORE_INSPECTION',
      statusUpdatedAt: null,
      rejectReason: null,
      draft: null,
    },
    karrotPartnershipType: 'POSTER_ONLY',
  };
  return store;
}

// ─── demo: a new order arrives (데모 도구 "새 주문 넣기") ─────────────────────

const ARRIVING_ORDERS: readonly Pick<OrderSeed, 'lines' | 'memo'>[] = [
  { lines: [['아메리카노', 1, ['레귤러']]], memo: '시럽 빼 주세요.' },
  {
    lines: [
      ['카페라떼', 2, ['라지', '오트 밀크']],
      ['소금빵', 1, []],
    ],
  },
  {
    lines: [
      ['바닐라라떼', 1, ['레귤러']],
      ['치즈케이크', 1, []],
    ],
    memo: '10분 뒤에 도착해요.',
  },
  { lines: [['레몬에이드', 2, ['라지']]] },
];

/** A new waiting order (ORDERED, ordered now) for a running store, as a customer's app would send it. */
export function arrivingOrder(store: PickupStore, now: Date, nextId: () => number): PickupOrderRow {
  const index = store.orders.length;
  const seed: OrderSeed = { status: 'ORDERED', at: 0, ...ARRIVING_ORDERS[index % ARRIVING_ORDERS.length]! };
  const day = kstDateKey(now);
  const sequence = store.orders.filter((row) => kstDateKey(row.orderedAt) === day).length + 1;
  return orderRow(store, { seed, index, sequence, orderedAt: now, now, id: nextId() });
}
