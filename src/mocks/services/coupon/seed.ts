import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { profileImageOf, seedCustomers } from '../customers';
import { addDays, toKstIso } from '../../core/time';
import type { CouponBoxRow, CouponClaimRow, CouponState } from './state';

type BoxSeed = Omit<
  CouponBoxRow,
  'id' | 'business_account_id' | 'business_account_name' | 'expires_at' | 'created_at' | 'deleted'
> & {
  /** Deleted by the owner: no longer listed, still on the claims of customers (validity DELETED). */
  deleted?: boolean;
  expiresInDays: number;
  createdDaysAgo: number;
  claimed: number;
  used: number;
};

const COFFEE_COUPONS: BoxSeed[] = [
  {
    name: '단골 아메리카노 1잔 무료',
    benefit_request: { benefit_type: 'FREE_ITEM', description: '아메리카노(ICE/HOT) 1잔 무료' },
    description: '1인 1회 사용할 수 있어요. 다른 쿠폰과 함께 쓸 수 없어요.',
    issued_count: 100,
    event_type: 'FOLLOWER_ONLY',
    usage_channel: 'OFFLINE',
    status: 'ACTIVE',
    expiresInDays: 40,
    createdDaysAgo: 1,
    claimed: 18,
    used: 6,
  },
  {
    name: '첫 방문 10% 할인',
    benefit_request: {
      benefit_type: 'DISCOUNT_RATE',
      discount_rate: 10,
      description: '전 메뉴 10% 할인',
      minimum_order_amount: 5000,
    },
    description: '5,000원 이상 주문 시 쓸 수 있어요.',
    issued_count: 300,
    event_type: 'NORMAL',
    usage_channel: 'OFFLINE',
    status: 'ACTIVE',
    expiresInDays: 60,
    createdDaysAgo: 3,
    claimed: 12,
    used: 4,
  },
  {
    name: '케이크 3,000원 할인',
    benefit_request: {
      benefit_type: 'DISCOUNT_AMOUNT',
      discount_amount: 3000,
      description: '홀케이크 3,000원 할인',
      minimum_order_amount: 25000,
    },
    description: '홀케이크 주문 시에만 쓸 수 있어요. 예약은 전화로 받아요.',
    issued_count: 50,
    event_type: 'NORMAL',
    usage_channel: 'OFFLINE',
    status: 'ACTIVE',
    expiresInDays: 21,
    createdDaysAgo: 5,
    claimed: 9,
    used: 3,
  },
  {
    name: '평일 오전 2,000원 할인',
    benefit_request: {
      benefit_type: 'DISCOUNT_AMOUNT',
      discount_amount: 2000,
      description: '평일 오전 11시 전 음료 2,000원 할인',
    },
    description: '평일 오전 11시 전에만 쓸 수 있어요.',
    issued_count: 200,
    event_type: 'NORMAL',
    usage_channel: 'OFFLINE',
    status: 'INACTIVE',
    expiresInDays: 30,
    createdDaysAgo: 8,
    claimed: 7,
    used: 2,
  },
  {
    name: '오픈 기념 쿠키 증정',
    benefit_request: { benefit_type: 'FREE_ITEM', description: '수제 쿠키 1개 증정' },
    description: '준비한 수량이 모두 소진되었어요.',
    issued_count: 5,
    event_type: 'NORMAL',
    usage_channel: 'OFFLINE',
    status: 'ACTIVE',
    expiresInDays: 10,
    createdDaysAgo: 12,
    claimed: 5,
    used: 5,
  },
  {
    name: '수능 응원 음료 사이즈업',
    benefit_request: { benefit_type: 'FREE_ITEM', description: '음료 사이즈업 무료' },
    description: '수험표를 보여 주세요.',
    issued_count: 80,
    event_type: 'NORMAL',
    usage_channel: 'OFFLINE',
    status: 'ACTIVE',
    expiresInDays: -2,
    createdDaysAgo: 20,
    claimed: 11,
    used: 8,
  },
  {
    name: '온라인 주문 1,000원 할인',
    benefit_request: {
      benefit_type: 'DISCOUNT_AMOUNT',
      discount_amount: 1000,
      description: '픽업 주문 1,000원 할인',
      minimum_order_amount: 8000,
    },
    description: '동네마켓 픽업 주문에서만 쓸 수 있어요.',
    issued_count: 150,
    event_type: 'NORMAL',
    usage_channel: 'ONLINE',
    status: 'ACTIVE',
    expiresInDays: 25,
    createdDaysAgo: 22,
    claimed: 6,
    used: 1,
  },
  {
    name: '제휴 멤버십 바코드 할인',
    benefit_request: { benefit_type: 'DISCOUNT_RATE', discount_rate: 5, description: '멤버십 바코드 제시 시 5% 할인' },
    description: '계산할 때 바코드를 보여 주세요.',
    issued_count: 500,
    event_type: 'NORMAL',
    usage_channel: 'THIRD_BARCODE',
    status: 'ACTIVE',
    expiresInDays: 90,
    createdDaysAgo: 25,
    claimed: 3,
    used: 0,
  },
  {
    name: '스탬프 10개 완성 쿠폰',
    benefit_request: { benefit_type: 'FREE_ITEM', description: '음료 1잔 무료(라떼 포함)' },
    description: '스탬프 카드를 함께 보여 주세요.',
    issued_count: 40,
    event_type: 'FOLLOWER_ONLY',
    usage_channel: 'OFFLINE',
    status: 'ACTIVE',
    expiresInDays: 120,
    createdDaysAgo: 30,
    claimed: 4,
    used: 2,
  },
  {
    name: '생일 축하 디저트',
    benefit_request: { benefit_type: 'FREE_ITEM', description: '조각케이크 1개 증정' },
    description: '생일 당일 포함 7일 안에 쓸 수 있어요.',
    issued_count: 60,
    event_type: 'FOLLOWER_ONLY',
    usage_channel: 'OFFLINE',
    status: 'ACTIVE',
    expiresInDays: 45,
    createdDaysAgo: 34,
    claimed: 2,
    used: 1,
  },
  {
    name: '비 오는 날 따뜻한 음료 500원 할인',
    benefit_request: { benefit_type: 'DISCOUNT_AMOUNT', discount_amount: 500, description: '따뜻한 음료 500원 할인' },
    description: '비가 오는 날에만 쓸 수 있어요.',
    issued_count: 100,
    event_type: 'NORMAL',
    usage_channel: 'OFFLINE',
    status: 'INACTIVE',
    expiresInDays: 15,
    createdDaysAgo: 40,
    claimed: 0,
    used: 0,
  },
  {
    name: 'QR 스캔 원두 10% 할인',
    benefit_request: { benefit_type: 'DISCOUNT_RATE', discount_rate: 10, description: '원두 200g 10% 할인' },
    description: '매장 QR을 스캔해서 받아 주세요.',
    issued_count: 30,
    event_type: 'NORMAL',
    usage_channel: 'THIRD_QRCODE',
    status: 'ACTIVE',
    expiresInDays: -10,
    createdDaysAgo: 60,
    claimed: 3,
    used: 3,
  },
];

const SNACK_COUPONS: BoxSeed[] = [
  {
    name: '개업 기념 라면 무료',
    benefit_request: { benefit_type: 'FREE_ITEM', description: '라면 1그릇 무료' },
    description: '개업 첫 주에만 드렸던 쿠폰이에요.',
    issued_count: 50,
    event_type: 'NORMAL',
    usage_channel: 'OFFLINE',
    status: 'INACTIVE',
    expiresInDays: -20,
    createdDaysAgo: 60,
    claimed: 4,
    used: 2,
    deleted: true,
  },
  {
    name: '떡볶이 2인분 주문 시 튀김 증정',
    benefit_request: { benefit_type: 'FREE_ITEM', description: '모둠튀김 1인분 증정', minimum_order_amount: 9000 },
    description: '포장 주문에도 쓸 수 있어요.',
    issued_count: 70,
    event_type: 'NORMAL',
    usage_channel: 'OFFLINE',
    status: 'ACTIVE',
    expiresInDays: 14,
    createdDaysAgo: 2,
    claimed: 3,
    used: 1,
  },
  {
    name: '단골 김밥 500원 할인',
    benefit_request: { benefit_type: 'DISCOUNT_AMOUNT', discount_amount: 500, description: '김밥 한 줄 500원 할인' },
    description: '',
    issued_count: 100,
    event_type: 'FOLLOWER_ONLY',
    usage_channel: 'OFFLINE',
    status: 'ACTIVE',
    expiresInDays: 30,
    createdDaysAgo: 6,
    claimed: 1,
    used: 0,
  },
  // Names and benefits as long as the schema allows (30 and 40 characters): the list must still fit.
  {
    name: '합정역 직장인 점심 세트 주문 시 음료 무료 증정 쿠폰',
    benefit_request: {
      benefit_type: 'FREE_ITEM',
      description: '점심 세트(떡볶이·순대·튀김) 주문 시 탄산음료 1캔 증정',
      minimum_order_amount: 12000,
    },
    description: '평일 오전 11시부터 오후 2시까지 쓸 수 있어요.',
    issued_count: 120,
    event_type: 'NORMAL',
    usage_channel: 'OFFLINE',
    status: 'ACTIVE',
    expiresInDays: 45,
    createdDaysAgo: 1,
    claimed: 2,
    used: 0,
  },
  {
    name: '비 오는 날 포장 주문 떡볶이 튀김 세트 15% 할인',
    benefit_request: {
      benefit_type: 'DISCOUNT_RATE',
      discount_rate: 15,
      description: '비 오는 날 포장 주문 떡볶이·순대·튀김 세트 15% 할인 (1인 1회)',
      minimum_order_amount: 15000,
    },
    description: '포장 주문에만 쓸 수 있어요.',
    issued_count: 100,
    event_type: 'FOLLOWER_ONLY',
    usage_channel: 'OFFLINE',
    status: 'ACTIVE',
    expiresInDays: 20,
    createdDaysAgo: 4,
    claimed: 1,
    used: 0,
  },
];

export function seedCoupons(now: Date, nextId: () => number): CouponState {
  const state: CouponState = { boxes: [], claims: [] };
  addBoxes(state, DEMO_ACCOUNT_IDS.active, '동네커피 망원점', COFFEE_COUPONS, now, nextId);
  addBoxes(state, DEMO_ACCOUNT_IDS.inspection, '한끼분식 합정점', SNACK_COUPONS, now, nextId);
  return state;
}

function addBoxes(
  state: CouponState,
  accountId: number,
  accountName: string,
  seeds: BoxSeed[],
  now: Date,
  nextId: () => number,
) {
  for (const { expiresInDays, createdDaysAgo, claimed, used, deleted = false, ...fields } of seeds) {
    const id = nextId();
    const createdAt = addDays(now, -createdDaysAgo, 10, 30);
    state.boxes.push({
      ...fields,
      id,
      business_account_id: accountId,
      business_account_name: accountName,
      // A coupon is good until the end of its last day in KST, as a date picked in the form means.
      expires_at: toKstIso(addDays(now, expiresInDays, 23, 59, 59)),
      created_at: toKstIso(createdAt),
      deleted,
    });
    state.claims.push(...seedClaims(id, createdAt, claimed, used, nextId, now));
  }
}

function seedClaims(
  boxId: number,
  createdAt: Date,
  claimed: number,
  used: number,
  nextId: () => number,
  now: Date,
): CouponClaimRow[] {
  const span = Math.max(1, now.getTime() - createdAt.getTime());
  return Array.from({ length: claimed }, (_, index) => {
    const customer = seedCustomers[(boxId * 7 + index) % seedCustomers.length]!;
    const claimedAt = new Date(createdAt.getTime() + (span * (index + 1)) / (claimed + 2));
    const usedAt = index < used ? new Date(claimedAt.getTime() + (span / (claimed + 2)) * 0.5) : null;
    return {
      id: nextId(),
      coupon_box_id: boxId,
      user: {
        id: customer.id,
        nickname: customer.nickname,
        profile_image_url: profileImageOf(customer),
        region_name: customer.regionName,
      },
      created_at: toKstIso(claimedAt),
      used_at: usedAt ? toKstIso(usedAt) : null,
    };
  });
}
