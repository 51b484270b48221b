/** Orders: lists, counts and detail, and the moves ORDERED → ACCEPTED → PREPARATION_COMPLETED → PICKUP_COMPLETED. */
import type { components } from '@generated/openapi/pickup';
import { decideOrder, type PickupOrderAction } from '@/api/machines/pickup-order';
import { conflict, implement } from '../../core/implement';
import { kstDateOf, toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { findIn, invalid } from './handler-kit';
import { ok, storeOf } from './model';
import {
  cursorPage,
  FINISHED_STATUSES,
  finishedAt,
  ONGOING_STATUSES,
  orderCounts,
  sortOrders,
  toPickupOrder,
  toPickupOrderDetail,
} from './model-orders';
import type { PickupOrderRow, PickupStore } from './state';

type Schemas = components['schemas'];

function findOrder(store: PickupStore, id: number): PickupOrderRow {
  return findIn(store.orders, id, '주문');
}

/**
 * The order's move by the table (src/api/machines/pickup-order.ts), or the 409 `OrderConflict` in
 * the table's sentence and code.
 */
function requireMove(store: PickupStore, row: PickupOrderRow, action: PickupOrderAction, now: Date) {
  const decision = decideOrder(toPickupOrder(store, row, now), action);
  if (!decision.ok) throw conflict(decision.reason, decision.code satisfies Schemas['OrderConflictCode']);
  return decision.to;
}

export const orderHandlers = implement<'pickup', MockState>('pickup', {
  listOrders: ({ state, query, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const rows = store.orders.filter((row) => row.status === query.status);
    const page = cursorPage(rows, query);
    return ok({ ...page, items: page.items.map((row) => toPickupOrder(store, row, now)), totalCount: rows.length });
  },

  getOrderCounts: ({ state, accountId, now }) => ok(orderCounts(storeOf(state.pickup, accountId), now)),

  listOngoingOrders: ({ state, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const rows = sortOrders(store.orders.filter((row) => ONGOING_STATUSES.includes(row.status)));
    return ok({ items: rows.map((row) => toPickupOrder(store, row, now)) });
  },

  listFinishedOrders: ({ state, query, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    if (query.from && query.to && query.from > query.to)
      throw invalid([{ field: 'from', reason: '시작일은 종료일과 같거나 앞이어야 해요.' }]);
    const rows = store.orders.filter((row) => {
      if (!FINISHED_STATUSES.includes(row.status)) return false;
      if (query.status && row.status !== query.status) return false;
      // The day it finished, as the tabs' 오늘 픽업 완료 and 오늘 취소 count it (an order of 23:50 canceled at 00:10 is today's).
      const day = kstDateOf(finishedAt(row));
      return (!query.from || day >= query.from) && (!query.to || day <= query.to);
    });
    const page = cursorPage(rows, query);
    return ok({ ...page, items: page.items.map((row) => toPickupOrder(store, row, now)) });
  },

  getOrder: ({ state, path, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    return ok(toPickupOrderDetail(store, findOrder(store, path.id), now));
  },

  getOrderCustomerPhoneNumber: ({ state, path, accountId }) => {
    const row = findOrder(storeOf(state.pickup, accountId), path.id);
    return ok({ phoneNumber: row.customer.safeNumber, isSafeNumber: true });
  },

  acceptOrder: ({ state, path, body, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findOrder(store, path.id);
    const to = requireMove(store, row, 'accept', now);
    // Not in the past and 1–180 minutes: the request's own rules (pickup.yaml AcceptOrderRequest).
    const estimated = new Date(body.estimatedPreparationTime);
    row.status = to;
    row.acceptedAt = toKstIso(now);
    row.estimatedPreparationTime = toKstIso(estimated);
    return ok(toPickupOrderDetail(store, row, now), '주문을 접수했어요.');
  },

  cancelOrder: ({ state, path, body, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findOrder(store, path.id);
    row.status = requireMove(store, row, 'cancel', now);
    row.canceledAt = toKstIso(now);
    row.cancelReason = body.reason.trim();
    return ok(toPickupOrderDetail(store, row, now), '주문을 취소했어요.');
  },

  completePreparation: ({ state, path, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findOrder(store, path.id);
    row.status = requireMove(store, row, 'completePreparation', now);
    row.lastNotifiedAt = toKstIso(now);
    row.notifiedCount = 1;
    row.reNotification = { maxCount: row.reNotification.maxCount, currentCount: 0 };
    return ok(toPickupOrderDetail(store, row, now), '준비 완료 알림을 보냈어요.');
  },

  reNotifyPreparationComplete: ({ state, path, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findOrder(store, path.id);
    requireMove(store, row, 'reNotify', now);
    const { maxCount, currentCount } = row.reNotification;
    row.reNotification = { maxCount, currentCount: currentCount + 1 };
    row.notifiedCount += 1;
    row.lastNotifiedAt = toKstIso(now);
    return ok(toPickupOrderDetail(store, row, now), '준비 완료 알림을 다시 보냈어요.');
  },

  completePickup: ({ state, path, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findOrder(store, path.id);
    row.status = requireMove(store, row, 'completePickup', now);
    row.pickedAt = toKstIso(now);
    return ok(toPickupOrderDetail(store, row, now), '픽업을 완료했어요.');
  },

  printOrder: ({ state, path, accountId }) => {
    findOrder(storeOf(state.pickup, accountId), path.id);
    return ok(null, '주문서를 프린터로 보냈어요.');
  },
});
