import type {
  Carrier,
  CommerceRole,
  DeliveryStatus,
  OrderLine,
  OrderStatus,
  PaymentFailureReason,
  PaymentMethod,
  ReceiveMethod,
} from '@generated/graphql/commerce/schema';
import { addDays, addMinutes, toKstIso } from '../../core/time';
import { seedCustomers } from '../customers';
import { orderAmounts } from './model';
import type { OrderRow, ProductRow, StoreRow } from './state';

export const CARRIERS: Carrier[] = [
  'CJ',
  'DAESHIN',
  'GEONYOUNG',
  'GYEONGDONG',
  'HANJIN',
  'ILYANG',
  'LOGEN',
  'LOTTE',
  'NONGHYUP',
  'POST_OFFICE',
  'SLX',
  'YONGMA',
];

interface OrderGroup {
  status: OrderStatus;
  deliveryStatus: DeliveryStatus;
  receiveMethod: ReceiveMethod;
  count: number;
  /** How many days ago the first order of the group was placed. */
  daysAgo: number;
  tracked?: boolean;
  /** Days between the group's orders (0.3 unless said). */
  everyDays?: number;
  cancel?: { by: CommerceRole; reasons: string[]; failure?: PaymentFailureReason };
  failure?: PaymentFailureReason;
}

/**
 * 40 orders of the last two weeks (every order status, delivery status, payment method and carrier),
 * then ten weeks of purchase-confirmed history: the store's settlement is these confirmed orders.
 */
const GROUPS: OrderGroup[] = [
  { status: 'ORDER_PENDING', deliveryStatus: 'BEFORE_DELIVERY', receiveMethod: 'DELIVERY', count: 2, daysAgo: 0 },
  {
    status: 'PAYMENT_PENDING',
    deliveryStatus: 'BEFORE_DELIVERY',
    receiveMethod: 'DELIVERY',
    count: 3,
    daysAgo: 0,
    failure: 'INSUFFICIENT_BALANCE',
  },
  { status: 'PAYMENT_COMPLETED', deliveryStatus: 'BEFORE_DELIVERY', receiveMethod: 'DELIVERY', count: 5, daysAgo: 1 },
  { status: 'PAYMENT_COMPLETED', deliveryStatus: 'BEFORE_DELIVERY', receiveMethod: 'PICKUP', count: 2, daysAgo: 1 },
  { status: 'ORDER_ACCEPTED', deliveryStatus: 'DELIVERY_PREPARE', receiveMethod: 'DELIVERY', count: 5, daysAgo: 2 },
  { status: 'ORDER_ACCEPTED', deliveryStatus: 'BEFORE_DELIVERY', receiveMethod: 'PICKUP', count: 3, daysAgo: 2 },
  {
    status: 'ORDER_ACCEPTED',
    deliveryStatus: 'DELIVERY_STARTED',
    receiveMethod: 'DELIVERY',
    count: 6,
    daysAgo: 4,
    tracked: true,
  },
  {
    status: 'ORDER_ACCEPTED',
    deliveryStatus: 'DELIVERY_COMPLETED',
    receiveMethod: 'DELIVERY',
    count: 3,
    daysAgo: 6,
    tracked: true,
  },
  {
    status: 'PURCHASE_CONFIRMED',
    deliveryStatus: 'DELIVERY_COMPLETED',
    receiveMethod: 'DELIVERY',
    count: 5,
    daysAgo: 10,
    tracked: true,
  },
  {
    status: 'PURCHASE_CONFIRMED',
    deliveryStatus: 'DELIVERY_COMPLETED',
    receiveMethod: 'PICKUP',
    count: 2,
    daysAgo: 12,
  },
  {
    status: 'ORDER_CANCELED',
    deliveryStatus: 'BEFORE_DELIVERY',
    receiveMethod: 'DELIVERY',
    count: 2,
    daysAgo: 8,
    cancel: { by: 'BUYER', reasons: ['단순 변심으로 취소했어요.', '주소를 잘못 입력했어요.'] },
  },
  {
    status: 'ORDER_CANCELED',
    deliveryStatus: 'BEFORE_DELIVERY',
    receiveMethod: 'DELIVERY',
    count: 1,
    daysAgo: 9,
    cancel: { by: 'SELLER', reasons: ['원두 재고가 떨어져 판매자가 취소했어요.'] },
  },
  {
    status: 'ORDER_CANCELED',
    deliveryStatus: 'BEFORE_DELIVERY',
    receiveMethod: 'PICKUP',
    count: 1,
    daysAgo: 11,
    cancel: { by: 'BUYER', reasons: ['결제에 실패해 자동으로 취소됐어요.'] },
    failure: 'INVALID_CARD',
  },
  {
    status: 'PURCHASE_CONFIRMED',
    deliveryStatus: 'DELIVERY_COMPLETED',
    receiveMethod: 'DELIVERY',
    count: 30,
    daysAgo: 14,
    everyDays: 2.4,
    tracked: true,
  },
];

const PAID_METHODS: PaymentMethod[] = ['CARD', 'SIMPLE_CARD', 'DAANGN_MONEY', 'VBA'];
const NAMES = ['김민지', '이서준', '박지우', '최하윤', '정도윤', '강서연', '조예준', '윤지아', '장시우', '임수아'];
const ADDRESSES = [
  ['04003', '서울특별시 마포구 망원로 85', '3층 302호'],
  ['04037', '서울특별시 마포구 양화로 45', '메세나폴리스 1204호'],
  ['03991', '서울특별시 마포구 동교로 212', '2층'],
  ['04043', '서울특별시 마포구 월드컵로 130', '101동 1502호'],
  ['03997', '서울특별시 마포구 성미산로 17', null],
] as const;
const DELIVERY_MEMOS = ['문 앞에 놓아 주세요.', '경비실에 맡겨 주세요.', null, '배송 전에 연락 주세요.'];
const COUPONS = ['첫 주문 2,000원 할인', '단골 감사 1,000원 할인'];

function invoiceFor(index: number): string {
  return String(560_000_000_000 + index * 7_919);
}

function linesFor(
  products: readonly ProductRow[],
  receiveMethod: ReceiveMethod,
  index: number,
  nextId: () => number,
): { lines: OrderLine[]; productDiscount: number } {
  const candidates = products.filter(
    (product) =>
      (product.status === 'ACTIVE' || product.status === 'INACTIVE') && product.receiveMethods.includes(receiveMethod),
  );
  const picks = [
    candidates[index % candidates.length]!,
    ...(index % 3 === 0 ? [candidates[(index + 2) % candidates.length]!] : []),
  ];
  let productDiscount = 0;
  const lines = picks.map((product, lineIndex) => {
    const quantity = 1 + ((index + lineIndex) % 3);
    const option = product.simpleOptions[(index + lineIndex) % Math.max(product.simpleOptions.length, 1)];
    const options = option
      ? [{ optionId: option.id, name: option.name, additionalPrice: option.additionalPrice.amount }]
      : [];
    const perUnit = product.price + options.reduce((sum, chosen) => sum + chosen.additionalPrice, 0);
    productDiscount += (product.price - product.salePrice) * quantity;
    return {
      id: String(nextId()),
      productId: product.id,
      productName: product.name,
      productType: product.type,
      quantity,
      unitPrice: product.price,
      options,
      amount: perUnit * quantity,
    };
  });
  return { lines, productDiscount };
}

function deliveryFeeFor(store: StoreRow, receiveMethod: ReceiveMethod, discountedAmount: number): number {
  if (receiveMethod !== 'DELIVERY') return 0;
  const setting = store.deliverySetting;
  if (setting.type === 'FREE') return 0;
  if (setting.type === 'CONDITIONAL_FREE' && discountedAmount >= (setting.freeConditionPrice ?? 0)) return 0;
  return setting.fee.amount;
}

export function seedOrders(
  now: Date,
  nextId: () => number,
  store: StoreRow,
  products: readonly ProductRow[],
): OrderRow[] {
  const orders: OrderRow[] = [];
  let index = 0;
  let trackedCount = 0;
  for (const group of GROUPS) {
    for (let member = 0; member < group.count; member += 1, index += 1) {
      const id = String(nextId());
      const ordered = addMinutes(addDays(now, -group.daysAgo - member * (group.everyDays ?? 0.3), 9), 37 * index);
      const orderedAt = toKstIso(ordered);
      const at = (hours: number) => toKstIso(addMinutes(ordered, hours * 60));
      const customer = seedCustomers[index % seedCustomers.length]!;
      const name = NAMES[index % NAMES.length]!;
      const { lines, productDiscount } = linesFor(products, group.receiveMethod, index, nextId);
      const orderAmount = lines.reduce((sum, line) => sum + line.amount, 0);
      const couponName = index % 4 === 1 ? COUPONS[index % 2]! : null;
      const couponDiscount = couponName ? (index % 2 === 0 ? 2000 : 1000) : 0;
      const deliveryFee = deliveryFeeFor(store, group.receiveMethod, orderAmount - productDiscount);
      const paid = group.status !== 'ORDER_PENDING' && group.status !== 'PAYMENT_PENDING' && !group.failure;
      const accepted = group.status === 'ORDER_ACCEPTED' || group.status === 'PURCHASE_CONFIRMED';
      const delivered = group.deliveryStatus === 'DELIVERY_COMPLETED';
      const carrier = group.tracked ? CARRIERS[trackedCount % CARRIERS.length]! : null;
      if (group.tracked) trackedCount += 1;
      const [zipCode, address, detailAddress] = ADDRESSES[index % ADDRESSES.length]!;
      orders.push({
        id,
        orderNumber: `${orderedAt.slice(0, 10).replaceAll('-', '')}-${id}`,
        storeId: store.id,
        status: group.status,
        receiveMethod: group.receiveMethod,
        deliveryStatus: group.deliveryStatus,
        deliverySpeed: group.receiveMethod === 'DELIVERY' && index % 4 === 0 ? 'SAME_DAY' : 'NORMAL',
        paymentMethod: group.status === 'ORDER_PENDING' ? 'NONE' : PAID_METHODS[index % PAID_METHODS.length]!,
        paymentFailureReason: group.failure && member === 0 ? group.failure : null,
        amounts: orderAmounts({
          orderAmount,
          productDiscountAmount: productDiscount,
          couponDiscountAmount: couponDiscount,
          deliveryFee,
        }),
        buyer: { userId: String(customer.id), nickname: customer.nickname, regionName: customer.regionName },
        customerInfo: {
          name,
          phoneNumber: `050-${String(7100 + index * 13).slice(-4)}-${String(2000 + index * 71).slice(-4)}`,
        },
        deliveryAddress:
          group.receiveMethod === 'DELIVERY'
            ? {
                recipientName: name,
                phoneNumber: customer.phoneNumber,
                zipCode,
                address,
                detailAddress,
                memo: DELIVERY_MEMOS[index % DELIVERY_MEMOS.length]!,
              }
            : null,
        deliveryTracking: carrier ? { company: carrier, invoice: invoiceFor(index), registeredAt: at(20) } : null,
        cancelInfo: group.cancel
          ? {
              canceledAt: at(3),
              canceledBy: group.cancel.by,
              reason: group.cancel.reasons[member % group.cancel.reasons.length]!,
            }
          : null,
        orderLines: lines,
        couponName,
        requestMessage: index % 5 === 2 ? '선물 포장 부탁드려요.' : null,
        orderedAt,
        paidAt: paid ? at(0.05) : null,
        acceptedAt: accepted ? at(2) : null,
        deliveryStartedAt: carrier ? at(20) : null,
        deliveryCompletedAt: delivered ? at(48) : null,
        purchaseConfirmedAt: group.status === 'PURCHASE_CONFIRMED' ? at(96) : null,
      });
    }
  }
  return orders.sort((a, b) => b.orderedAt.localeCompare(a.orderedAt));
}
