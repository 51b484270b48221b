/**
 * The settlement ledger of one account, read from the orders that exist: a commerce order is
 * settled once it is purchase-confirmed (구매 확정), a pickup order once it is picked up. Each
 * confirmed order carries its order's id and number, so a settlement line links to it; weekly
 * deposits group them. Nothing here is stored, so confirming an order moves it into settlement.
 */
import { shareOf, type BasisPoints } from '@/lib/money';
import type { MockState } from '../../state';
import type { OrderRow } from '../commerce/state';
import { orderAmounts as pickupAmounts, orderTitle } from '../pickup/model-orders';
import { compactDate, depositDateFor, kstDateOf, shiftDate, weekStartOf } from './dates';
import type {
  CanceledPaymentRow,
  ConfirmedOrderRow,
  DepositRow,
  FinanceState,
  SettlementRegistrationRow,
  SettlementService,
} from './state';

/**
 * 중개 and 결제 수수료 rates of a paid amount, in basis points; with 10% VAT on both they make 3.3%
 * (pickup) and 5.5% (commerce). Each fee is floored to the won per order (docs/money.md).
 */
const FEE_RATES: Readonly<Record<SettlementService, { service: BasisPoints; payment: BasisPoints }>> = {
  PICKUP: { service: 100, payment: 200 },
  COMMERCE: { service: 220, payment: 280 },
  RESERVATION: { service: 100, payment: 200 },
};
const DOC_SUFFIX: Readonly<Record<SettlementService, string>> = { PICKUP: 'P', COMMERCE: 'C', RESERVATION: 'R' };

/** What the finance answers of one account read: its registration rows and its derived rows. */
export interface FinanceLedger {
  readonly registrations: readonly SettlementRegistrationRow[];
  readonly confirmedOrders: readonly ConfirmedOrderRow[];
  readonly deposits: readonly DepositRow[];
  readonly canceledPayments: readonly CanceledPaymentRow[];
}

type Paid = Pick<ConfirmedOrderRow, 'id' | 'orderId' | 'orderNumber' | 'orderName' | 'confirmedAt'> & {
  service: SettlementService;
  salesAmount: number;
  paymentAmount: number;
};

function confirmed(accountId: number, depositDocId: (service: SettlementService, at: string) => string) {
  return (paid: Paid): ConfirmedOrderRow => {
    const rates = FEE_RATES[paid.service];
    return {
      ...paid,
      accountId,
      depositDocId: depositDocId(paid.service, paid.confirmedAt),
      payStatus: 'PAID',
      discountAmount: paid.salesAmount - paid.paymentAmount,
      serviceFeeAmount: shareOf(paid.paymentAmount, rates.service),
      paymentFeeAmount: shareOf(paid.paymentAmount, rates.payment),
    };
  };
}

const commerceTitle = (order: OrderRow) => {
  const [first, ...rest] = order.orderLines;
  return rest.length === 0 ? (first?.productName ?? '주문') : `${first!.productName} 외 ${rest.length}건`;
};

/** The account's commerce and pickup orders as payments: confirmed ones and fully canceled ones. */
function paymentsOf(state: MockState, accountId: number) {
  const storeIds = new Set(state.commerce.stores.filter((row) => row.baId === accountId).map((row) => row.id));
  const commerce = state.commerce.orders.filter((order) => storeIds.has(order.storeId) && order.paidAt);
  const pickup = state.pickup.stores[String(accountId)]?.orders ?? [];
  const fromCommerce = (order: OrderRow, at: string): Paid => ({
    id: Number(order.id),
    service: 'COMMERCE',
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderName: commerceTitle(order),
    confirmedAt: at,
    salesAmount: order.amounts.orderAmount + order.amounts.deliveryFee,
    paymentAmount: order.amounts.paymentAmount,
  });
  const fromPickup = (order: (typeof pickup)[number], at: string): Paid => {
    const amounts = pickupAmounts(order.lines, order.orderDiscount);
    return {
      id: order.id,
      service: 'PICKUP',
      orderId: String(order.id),
      orderNumber: order.orderNumber,
      orderName: orderTitle(order.lines),
      confirmedAt: at,
      salesAmount: amounts.originalPrice,
      paymentAmount: amounts.finalPrice,
    };
  };
  return {
    confirmed: [
      ...commerce.flatMap((order) =>
        order.status === 'PURCHASE_CONFIRMED' && order.purchaseConfirmedAt
          ? [fromCommerce(order, order.purchaseConfirmedAt)]
          : [],
      ),
      ...pickup.flatMap((order) =>
        order.status === 'PICKUP_COMPLETED' && order.pickedAt ? [fromPickup(order, order.pickedAt)] : [],
      ),
    ],
    canceled: [
      ...commerce.flatMap((order) =>
        order.status === 'ORDER_CANCELED' && order.cancelInfo ? [fromCommerce(order, order.cancelInfo.canceledAt)] : [],
      ),
      ...pickup.flatMap((order) =>
        order.status === 'CANCELED' && order.canceledAt ? [fromPickup(order, order.canceledAt)] : [],
      ),
    ],
  };
}

/** "D-20261202-C": the deposit's date and service (deposits are read per account). */
export function depositDocIdOf(service: SettlementService, confirmedAt: string): string {
  return `D-${compactDate(depositDateFor(kstDateOf(confirmedAt)))}-${DOC_SUFFIX[service]}`;
}

export function ledgerOf(state: MockState, accountId: number): FinanceLedger {
  const finance: FinanceState = state.finance;
  const registration = finance.registrations.find((row) => row.businessAccountId === accountId);
  const payments = paymentsOf(state, accountId);
  const confirmedOrders = payments.confirmed.map(confirmed(accountId, depositDocIdOf));
  const deposits = new Map<string, DepositRow>();
  for (const row of confirmedOrders) {
    if (deposits.has(row.depositDocId)) continue;
    const weekStart = weekStartOf(kstDateOf(row.confirmedAt));
    deposits.set(row.depositDocId, {
      depositDocId: row.depositDocId,
      accountId,
      service: row.service,
      registrationId: registration?.id ?? 0,
      periodStartDate: weekStart,
      periodEndDate: shiftDate(weekStart, 6),
      depositDate: depositDateFor(weekStart),
      holdReason:
        finance.holds.find((hold) => hold.accountId === accountId && hold.depositDocId === row.depositDocId)?.reason ??
        null,
    });
  }
  return {
    registrations: finance.registrations,
    confirmedOrders,
    deposits: [...deposits.values()],
    canceledPayments: payments.canceled.map((paid) => ({
      accountId,
      orderId: paid.orderId,
      orderNumber: paid.orderNumber,
      service: paid.service,
      orderName: paid.orderName,
      canceledAt: paid.confirmedAt,
      amount: paid.paymentAmount,
    })),
  };
}
