import type { ProductStatus, ProductType, ReceiveMethod, SimpleOption } from '@generated/graphql/commerce/schema';
import { addDays, toKstIso } from '../../core/time';
import { ATTRIBUTES, templateIdFor } from './catalog';
import { categoryPath, filledTemplate } from './model';
import type { ProductRow } from './state';

interface ProductPlan {
  name: string;
  type: ProductType;
  status: ProductStatus;
  categoryId: string;
  price: number;
  salePrice?: number;
  stock: number;
  stockFree?: boolean;
  sold: number;
  options?: [name: string, additionalPrice: number, stock: number][];
  receiveMethods?: ReceiveMethod[];
  validDays?: number;
  attributes?: Record<string, string>;
  /** The description, when not the store's usual sentence. */
  content?: string;
  /** Template values of this product that differ from the store's usual ones. */
  notice?: Record<string, string>;
  /** Why it was rejected or banned: about this product's own data. */
  rejectReason?: string;
}

const DELIVERY: ReceiveMethod[] = ['DELIVERY'];
const BOTH: ReceiveMethod[] = ['DELIVERY', 'PICKUP'];
const PICKUP: ReceiveMethod[] = ['PICKUP'];
const GRIND: ProductPlan['options'] = [
  ['홀빈', 0, 30],
  ['핸드드립용 분쇄', 0, 20],
  ['에스프레소용 분쇄', 500, 10],
];

/** 24 products of 동네커피 망원점: every status and type, some sold out, some discounted. */
export const PRODUCT_PLANS: ProductPlan[] = [
  {
    name: '망원 하우스 블렌드 원두 200g',
    type: 'DELIVERY',
    status: 'ACTIVE',
    categoryId: 'cat-beans',
    price: 14000,
    salePrice: 12600,
    stock: 60,
    sold: 214,
    options: GRIND,
    attributes: { 'attr-origin': '브라질', 'attr-roast': '미디엄 다크', 'attr-weight': '200g' },
  },
  {
    name: '에티오피아 예가체프 원두 200g',
    type: 'DELIVERY',
    status: 'ACTIVE',
    categoryId: 'cat-beans',
    price: 17000,
    stock: 35,
    sold: 128,
    options: GRIND,
    attributes: { 'attr-origin': '에티오피아', 'attr-roast': '라이트', 'attr-weight': '200g' },
  },
  {
    name: '콜롬비아 수프리모 원두 500g',
    type: 'DELIVERY',
    status: 'ACTIVE',
    categoryId: 'cat-beans',
    price: 29000,
    salePrice: 26000,
    stock: 0,
    sold: 77,
    attributes: { 'attr-origin': '콜롬비아', 'attr-roast': '미디엄', 'attr-weight': '500g' },
  },
  {
    name: '드립백 10개입 선물 세트',
    type: 'DELIVERY',
    status: 'ACTIVE',
    categoryId: 'cat-dripbag',
    price: 15000,
    stock: 80,
    sold: 342,
    attributes: { 'attr-origin': '과테말라', 'attr-roast': '미디엄' },
  },
  {
    name: '디카페인 드립백 5개입',
    type: 'DELIVERY',
    status: 'ACTIVE',
    categoryId: 'cat-dripbag',
    price: 8500,
    stock: 45,
    sold: 96,
    attributes: { 'attr-origin': '콜롬비아', 'attr-roast': '미디엄' },
  },
  {
    name: '콜드브루 원액 500ml',
    type: 'DELIVERY',
    status: 'ACTIVE',
    categoryId: 'cat-coldbrew',
    price: 18000,
    salePrice: 16200,
    stock: 25,
    sold: 151,
    attributes: { 'attr-origin': '브라질', 'attr-weight': '500ml' },
  },
  {
    name: '동네커피 로고 머그컵',
    type: 'GOODS',
    status: 'ACTIVE',
    categoryId: 'cat-mug',
    price: 16000,
    stock: 0,
    sold: 58,
    receiveMethods: BOTH,
    options: [
      ['아이보리', 0, 12],
      ['차콜', 0, 8],
      ['세이지 그린', 1000, 0],
    ],
    attributes: { 'attr-material': '세라믹' },
  },
  {
    name: '스테인리스 텀블러 473ml',
    type: 'GOODS',
    status: 'ACTIVE',
    categoryId: 'cat-mug',
    price: 28000,
    salePrice: 24000,
    stock: 14,
    sold: 39,
    receiveMethods: BOTH,
    attributes: { 'attr-material': '스테인리스' },
  },
  {
    name: '망원 에코백',
    type: 'GOODS',
    status: 'ACTIVE',
    categoryId: 'cat-bag',
    price: 12000,
    stock: 0,
    stockFree: true,
    sold: 67,
    receiveMethods: PICKUP,
    attributes: { 'attr-material': '면' },
  },
  {
    name: '아메리카노 교환권',
    type: 'VOUCHER',
    status: 'ACTIVE',
    categoryId: 'cat-drink-voucher',
    price: 4500,
    stock: 0,
    stockFree: true,
    sold: 512,
    validDays: 90,
  },
  {
    name: '기프트카드 1만원권 교환권',
    type: 'VOUCHER',
    status: 'ACTIVE',
    categoryId: 'cat-giftcard',
    price: 10000,
    stock: 0,
    stockFree: true,
    sold: 188,
    validDays: 365,
  },
  {
    name: '아메리카노 10회권',
    type: 'VOUCHER_TICKET',
    status: 'ACTIVE',
    categoryId: 'cat-drink-voucher',
    price: 45000,
    salePrice: 40000,
    stock: 0,
    stockFree: true,
    sold: 73,
    validDays: 180,
  },
  {
    name: '핸드드립 원데이 클래스',
    type: 'SERVICE',
    status: 'ACTIVE',
    categoryId: 'cat-barista',
    price: 45000,
    stock: 6,
    sold: 31,
    validDays: 30,
  },
  {
    name: '바스크 치즈케이크 홀',
    type: 'GOODS',
    status: 'INACTIVE',
    categoryId: 'cat-cake',
    price: 32000,
    stock: 0,
    sold: 44,
    receiveMethods: PICKUP,
    attributes: { 'attr-allergy': '우유, 계란, 밀' },
  },
  {
    name: '수제 쿠키 6종 박스',
    type: 'DELIVERY',
    status: 'INACTIVE',
    categoryId: 'cat-cookie',
    price: 13500,
    stock: 10,
    sold: 92,
    attributes: { 'attr-allergy': '우유, 계란, 밀, 견과류' },
  },
  {
    name: '시즌 한정 크리스마스 블렌드 200g',
    type: 'DELIVERY',
    status: 'INACTIVE',
    categoryId: 'cat-beans',
    price: 16000,
    stock: 0,
    sold: 120,
    attributes: { 'attr-origin': '케냐', 'attr-roast': '미디엄 다크' },
  },
  {
    name: '라떼 교환권',
    type: 'VOUCHER',
    status: 'INACTIVE',
    categoryId: 'cat-drink-voucher',
    price: 5000,
    stock: 0,
    stockFree: true,
    sold: 64,
    validDays: 90,
  },
  {
    name: '케냐 AA 원두 200g',
    type: 'DELIVERY',
    status: 'PENDING',
    categoryId: 'cat-beans',
    price: 19000,
    stock: 30,
    sold: 0,
    options: GRIND,
    attributes: { 'attr-origin': '케냐', 'attr-roast': '라이트' },
  },
  {
    name: '유리 드리퍼 세트',
    type: 'GOODS',
    status: 'PENDING',
    categoryId: 'cat-mug',
    price: 35000,
    stock: 8,
    sold: 0,
    receiveMethods: DELIVERY,
    attributes: { 'attr-material': '유리' },
  },
  {
    name: '라테아트 클래스 2회권',
    type: 'VOUCHER_TICKET',
    status: 'PENDING',
    categoryId: 'cat-barista',
    price: 90000,
    stock: 4,
    sold: 0,
    validDays: 60,
  },
  {
    name: '다이어트 커피 원두(체지방 감소)',
    type: 'DELIVERY',
    status: 'BANNED',
    categoryId: 'cat-beans',
    price: 22000,
    stock: 20,
    sold: 3,
    attributes: { 'attr-origin': '브라질', 'attr-roast': '다크' },
    content: '하루 두 잔이면 한 달에 체지방이 3kg 빠져요. 다이어트 중에도 마음껏 드세요.',
    rejectReason: '효능·효과를 과장한 표현이 있어 판매가 금지됐어요.',
  },
  {
    name: '원두 정기배송 12개월',
    type: 'SERVICE',
    status: 'BANNED',
    categoryId: 'cat-beans',
    attributes: { 'attr-origin': '콜롬비아', 'attr-roast': '미디엄' },
    content: '1년 치를 먼저 결제하면 매달 원두 200g을 보내 드려요.',
    price: 150000,
    stock: 0,
    stockFree: true,
    sold: 0,
    validDays: 365,
    rejectReason: '선결제 정기 구독 상품은 판매할 수 없어요.',
  },
  {
    name: '더치커피 선물 세트',
    type: 'DELIVERY',
    status: 'REJECTED',
    categoryId: 'cat-coldbrew',
    price: 38000,
    stock: 15,
    sold: 0,
    attributes: { 'attr-origin': '과테말라' },
    // The reason is true of the product: its 소비기한 is left empty.
    notice: { shelfLifeDays: '' },
    rejectReason: '상품 정보 고시의 소비기한을 입력해 주세요.',
  },
  {
    name: '카페 이용권 5만원',
    type: 'VOUCHER',
    status: 'REJECTED',
    categoryId: 'cat-giftcard',
    price: 50000,
    salePrice: 45000,
    stock: 0,
    stockFree: true,
    sold: 0,
    validDays: 365,
    rejectReason: '대표 사진이 상품과 달라요. 실제 교환권 사진으로 바꿔 주세요.',
  },
];

function simpleOptions(plan: ProductPlan, nextId: () => number): SimpleOption[] {
  return (plan.options ?? []).map(([name, additionalPrice, stock]) => ({
    id: String(nextId()),
    name,
    stock,
    stockFree: plan.stockFree ?? false,
    additionalPrice: { amount: additionalPrice },
    hasAdditionalPrice: additionalPrice > 0,
  }));
}

function templateValues(plan: ProductPlan, index: number): Record<string, string> {
  return {
    manufacturer: '동네커피 망원점',
    roastedAt: '2026-10-2' + String(index % 9),
    shelfLifeDays: '180',
    storage: '직사광선을 피해 서늘한 곳에 보관해 주세요.',
    madeIn: '대한민국',
    capacityMl: plan.name.includes('473') ? '473' : '350',
    dishwasherSafe: 'true',
    usagePlace: '동네커피 망원점(마포구 망원로 54)',
    usageGuide: '계산할 때 교환권 바코드를 보여 주세요.',
    refundable: 'true',
    ...plan.notice,
  };
}

export function seedProducts(now: Date, nextId: () => number, storeId: string): ProductRow[] {
  return PRODUCT_PLANS.map((plan, index) => {
    const id = String(nextId());
    const createdAt = toKstIso(addDays(now, -(120 - index * 4), 10, index));
    const updatedAt = toKstIso(addDays(now, -(20 - (index % 15)), 15, index));
    const template = filledTemplate(templateIdFor(plan.categoryId), templateValues(plan, index));
    const receiveMethods = plan.receiveMethods ?? (plan.type === 'DELIVERY' ? DELIVERY : PICKUP);
    const rejected = plan.status === 'REJECTED' || plan.status === 'BANNED';
    return {
      id,
      storeId,
      name: plan.name,
      type: plan.type,
      status: plan.status,
      price: plan.price,
      salePrice: plan.salePrice ?? plan.price,
      stock: plan.stock,
      stockFree: plan.stockFree ?? false,
      sold: plan.sold,
      receiveMethods,
      validDays: plan.validDays ?? 0,
      simpleOptions: simpleOptions(plan, nextId),
      categories: categoryPath(plan.categoryId),
      attributes: Object.entries(plan.attributes ?? {}).map(([attributeId, value]) => ({
        attributeId,
        name: ATTRIBUTES.find((attribute) => attribute.id === attributeId)?.name ?? attributeId,
        value,
      })),
      templates: template ? [template] : [],
      thumbnails: [
        { id: `${id}-1`, url: `https://images.dongnemarket.com/commerce/products/${id}/1/640x640.png` },
        { id: `${id}-2`, url: `https://images.dongnemarket.com/commerce/products/${id}/2/640x640.png` },
      ],
      content: JSON.stringify([
        { type: 'paragraph', text: plan.content ?? `${plan.name}: 망원동 로스터리에서 매주 볶아 보내 드려요.` },
      ]),
      bookmarkedCount: Math.round(plan.sold / 3) + index,
      reviewTotalCount: Math.round(plan.sold / 7),
      rejectReason: plan.rejectReason ?? null,
      createdAt,
      updatedAt,
      deleted: false,
      rejectedAt: rejected ? updatedAt : null,
    };
  });
}
