/** Sweep cases of the commerce order and settlement pages (spread into ROUTE_CASES in cases.ts). */
import type { RouteCase, SeedState } from './cases';

interface CommerceSeed {
  commerce: { orders: { id: string; status: string; deliveryStatus: string; receiveMethod: string }[] };
}

const commerceOf = (state: SeedState) => (state as unknown as CommerceSeed).commerce;

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
};
