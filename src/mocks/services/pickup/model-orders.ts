/** Orders: status groups, amounts and payment, answer shapes, counts of today, and cursor pages. */
import { percentOf } from '@/lib/money';
import type { components } from '@generated/openapi/pickup';
import { addDays, kstDateOf } from '../../core/time';
import type { PickupOrderLineRow, PickupOrderRow, PickupStore } from './state';

type Schemas = components['schemas'];

export const ONGOING_STATUSES: readonly Schemas['OrderStatus'][] = ['ORDERED', 'ACCEPTED', 'PREPARATION_COMPLETED'];
export const FINISHED_STATUSES: readonly Schemas['OrderStatus'][] = ['PICKUP_COMPLETED', 'CANCELED'];

/** Menu price after the menu's own discount (options are never discounted). */
export function discountedMenuPrice(price: number, discount: Schemas['MenuDiscount']): number {
  if (!discount) return price;
  const off =
    discount.discountMethod === 'AMOUNT' ? discount.discountValue : percentOf(price, discount.discountValue, 10);
  return Math.max(0, price - off);
}

function priceLine(line: PickupOrderLineRow) {
  const optionsTotal = line.options.reduce(
    (sum, option) => sum + option.optionItems.reduce((s, item) => s + item.price, 0),
    0,
  );
  const unit = line.price + optionsTotal;
  const discountedUnit = discountedMenuPrice(line.price, line.discount) + optionsTotal;
  return { unit, discountedUnit, total: unit * line.quantity, discountedTotal: discountedUnit * line.quantity };
}

/** originalPrice (list prices) − menu discounts = totalPrice; − store discount = finalPrice. */
export function orderAmounts(lines: readonly PickupOrderLineRow[], orderDiscount: PickupOrderRow['orderDiscount']) {
  const priced = lines.map(priceLine);
  const originalPrice = priced.reduce((sum, line) => sum + line.total, 0);
  const totalPrice = priced.reduce((sum, line) => sum + line.discountedTotal, 0);
  return {
    originalPrice,
    menuDiscountedPrice: originalPrice - totalPrice,
    totalPrice,
    finalPrice: Math.max(0, totalPrice - (orderDiscount?.discountAmount ?? 0)),
  };
}

export function orderTitle(lines: readonly PickupOrderLineRow[]): string {
  const [first, ...rest] = lines;
  if (!first) return '주문';
  return rest.length === 0 ? first.name : `${first.name} 외 ${rest.length}개`;
}

export function isCancellable(row: PickupOrderRow): boolean {
  return ONGOING_STATUSES.includes(row.status);
}

export function toPickupOrder(store: PickupStore, row: PickupOrderRow, now: Date): Schemas['PickupOrder'] {
  const amounts = orderAmounts(row.lines, row.orderDiscount);
  const payments: Schemas['OrderPayment'][] = [
    { amount: amounts.finalPrice, paymentType: row.paymentType, createdAt: row.orderedAt },
  ];
  if (row.canceledAt)
    payments.push({
      amount: -amounts.finalPrice,
      paymentType: `${row.paymentType} 결제 취소`,
      createdAt: row.canceledAt,
    });
  const settleAfter = addDays(now, -2).getTime();
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    title: orderTitle(row.lines),
    storeId: store.id,
    store: {
      id: store.id,
      ingredients: { origin: store.ingredients.origin, nutritionInfo: { ...store.ingredients.nutritionInfo } },
    },
    status: row.status,
    customerMemo: row.customerMemo,
    ...amounts,
    orderItems: row.lines.map((line) => {
      const priced = priceLine(line);
      return {
        menu: {
          id: line.menuId,
          price: line.price,
          totalPrice: priced.unit,
          discountedTotalPrice: priced.discountedUnit,
          name: line.name,
          nutrition: line.nutrition,
          options: line.options.map((option) => ({
            id: option.id,
            name: option.name,
            optionItems: option.optionItems.map((item) => ({ ...item, totalPrice: item.price * line.quantity })),
          })),
        },
        quantity: line.quantity,
        totalPrice: priced.total,
        discountedTotalPrice: priced.discountedTotal,
      };
    }),
    orderDiscount: row.orderDiscount ? { ...row.orderDiscount } : null,
    paymentDetail: {
      paidAt: row.orderedAt,
      payAmount: amounts.finalPrice,
      isSettled:
        row.status === 'PICKUP_COMPLETED' && row.pickedAt !== null && new Date(row.pickedAt).getTime() < settleAfter,
      isCancellable: isCancellable(row),
      payments,
    },
    orderedAt: row.orderedAt,
    acceptedAt: row.acceptedAt,
    estimatedPreparationTime: row.estimatedPreparationTime,
    lastNotifiedAt: row.lastNotifiedAt,
    notifiedCount: row.notifiedCount,
    reNotification: { ...row.reNotification },
    pickedAt: row.pickedAt,
    canceledAt: row.canceledAt,
  };
}

export function toPickupOrderDetail(store: PickupStore, row: PickupOrderRow, now: Date): Schemas['PickupOrderDetail'] {
  const { safeNumber, ...customer } = row.customer;
  return {
    ...toPickupOrder(store, row, now),
    customer: { ...customer, phoneNumber: safeNumber },
    cancelReason: row.cancelReason,
  };
}

/** When a finished order finished: picked up or canceled (its order time if the row lacks it). */
export function finishedAt(row: PickupOrderRow): string {
  return (row.status === 'PICKUP_COMPLETED' ? row.pickedAt : row.canceledAt) ?? row.orderedAt;
}

export function orderCounts(store: PickupStore, now: Date): Schemas['OrderCounts'] {
  const today = kstDateOf(now);
  const count = (predicate: (row: PickupOrderRow) => boolean) => store.orders.filter(predicate).length;
  const fresh = count((row) => row.status === 'ORDERED');
  const inProgress = count((row) => row.status === 'ACCEPTED' || row.status === 'PREPARATION_COMPLETED');
  return {
    new: fresh,
    inProgress,
    total: fresh + inProgress,
    canceledToday: count((row) => row.status === 'CANCELED' && kstDateOf(finishedAt(row)) === today),
    pickupCompletedToday: count((row) => row.status === 'PICKUP_COMPLETED' && kstDateOf(finishedAt(row)) === today),
  };
}

export function sortOrders(
  rows: readonly PickupOrderRow[],
  sortType: Schemas['OrderSortType'] = 'NEWEST',
): PickupOrderRow[] {
  const sign = sortType === 'OLDEST' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (Date.parse(a.orderedAt) - Date.parse(b.orderedAt)) || sign * (a.id - b.id));
}

/**
 * One "load more" batch by order time: NEWEST gives orders strictly older than the cursor, newest
 * first; OLDEST gives orders strictly newer than the cursor, oldest first.
 */
export function cursorPage(
  rows: readonly PickupOrderRow[],
  options: {
    cursorCreatedAt?: string | undefined;
    size?: number | undefined;
    sortType?: Schemas['OrderSortType'] | undefined;
  },
) {
  const size = options.size ?? 20;
  const sortType = options.sortType ?? 'NEWEST';
  const cursor = options.cursorCreatedAt ? Date.parse(options.cursorCreatedAt) : undefined;
  const after = sortOrders(rows, sortType).filter((row) => {
    if (cursor === undefined || Number.isNaN(cursor)) return true;
    const at = Date.parse(row.orderedAt);
    return sortType === 'OLDEST' ? at > cursor : at < cursor;
  });
  const items = after.slice(0, size);
  const hasMore = after.length > size;
  return {
    items,
    size,
    hasMore,
    nextQueryParams: { cursorCreatedAt: hasMore ? (items[items.length - 1]?.orderedAt ?? null) : null },
  };
}
