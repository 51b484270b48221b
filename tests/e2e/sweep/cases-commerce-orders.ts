/** Sweep cases of the commerce order and settlement pages (spread into ROUTE_CASES in cases.ts). */
import type { ListSeed, RouteCase, SeedState } from './cases';

interface CommerceSeed {
  commerce: { orders: { id: string; status: string; deliveryStatus: string; receiveMethod: string }[] };
}

const commerceOf = (state: SeedState) => (state as unknown as CommerceSeed).commerce;

/** A day in KST, `days` from today (the settlement's dates are Seoul days). */
function kstDay(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Deposits are made from the orders on each read (finance/ledger.ts): the newest store deposit of 101. */
export const COMMERCE_ORDERS_LIST_SEEDS: Readonly<Record<string, ListSeed>> = {
  depositId: {
    call: 'finance.listSettlementDeposits',
    query: { startDate: kstDay(-84), endDate: kstDay(14), serviceName: 'COMMERCE' },
    items: 'data.items',
    id: 'depositDocId',
  },
};

export const COMMERCE_ORDERS_SEED_PARAMS: Readonly<Record<string, (state: SeedState) => string>> = {
  // An accepted delivery order being prepared: it offers 배송 시작.
  orderSheetId: (state) =>
    commerceOf(state).orders.find(
      (order) => order.status === 'ORDER_ACCEPTED' && order.deliveryStatus === 'DELIVERY_PREPARE',
    )!.id,
};

export const COMMERCE_ORDERS_CASES: Readonly<Record<string, RouteCase>> = {
  '/profile/:baId/order': {
    heading: '주문',
    mainAction: { role: 'button', name: '배송 주문 엑셀 받기', then: { text: /배송 주문 \d+건을 내려받았어요/ } },
  },
  '/profile/:baId/order/detail/:orderSheetId': {
    heading: '주문 상세',
    mainAction: { role: 'button', name: '배송 시작', then: { dialog: '배송 시작' } },
  },
  '/profile/:baId/store/settlement': {
    heading: '정산',
    mainAction: {
      role: 'link',
      name: /^\d{4}-\d{2}-\d{2}$/,
      then: { url: /^\/profile\/101\/store\/settlement\/[^/]+$/ },
    },
  },
  '/profile/:baId/store/settlement/:depositId': {
    heading: '입금 상세',
    mainAction: { role: 'link', name: '← 정산', then: { url: /^\/profile\/101\/store\/settlement$/ } },
  },
};
