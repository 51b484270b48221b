/** Orders: lists, counts and detail, and the moves ORDERED → ACCEPTED → PREPARATION_COMPLETED → PICKUP_COMPLETED. */
import type { components } from '@generated/openapi/pickup';
import { conflict, implement } from '../../core/implement';
import { kstDateOf, toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { findIn, invalid } from './handler-kit';
import { ok, storeOf } from './model';
import {
  cursorPage,
  FINISHED_STATUSES,
  isCancellable,
  ONGOING_STATUSES,
  ORDER_STATUS_LABELS,
  orderCounts,
  PICKUP_COMPLETABLE_STATUSES,
  sortOrders,
  toPickupOrder,
  toPickupOrderDetail,
} from './model-orders';
import type { PickupOrderRow, PickupStore } from './state';

type Schemas = components['schemas'];

function findOrder(store: PickupStore, id: number): PickupOrderRow {
  return findIn(store.orders, id, '주문');
}

/** An order call refused (pickup.yaml `OrderConflict`): the code is one of `OrderConflictCode`. */
function orderConflict(message: string, code: Schemas['OrderConflictCode']) {
  return conflict(message, code);
}

function requireStatus(row: PickupOrderRow, allowed: readonly Schemas['OrderStatus'][], action: string) {
  if (!allowed.includes(row.status)) {
    throw orderConflict(
      `${ORDER_STATUS_LABELS[row.status]} 상태인 주문은 ${action}할 수 없어요.`,
      'INVALID_ORDER_STATUS',
    );
  }
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
      const day = kstDateOf(row.orderedAt);
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
    requireStatus(row, ['ORDERED'], '접수');
    const estimated = new Date(body.estimatedPreparationTime);
    if (estimated.getTime() < now.getTime() - 60_000) {
      throw invalid([{ field: 'estimatedPreparationTime', reason: '지금보다 뒤의 시각을 골라 주세요.' }]);
    }
    row.status = 'ACCEPTED';
    row.acceptedAt = toKstIso(now);
    row.estimatedPreparationTime = toKstIso(estimated);
    return ok(toPickupOrderDetail(store, row, now), '주문을 접수했어요.');
  },

  cancelOrder: ({ state, path, body, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findOrder(store, path.id);
    if (!isCancellable(row))
      throw orderConflict(`${ORDER_STATUS_LABELS[row.status]} 상태인 주문은 취소할 수 없어요.`, 'INVALID_ORDER_STATUS');
    row.status = 'CANCELED';
    row.canceledAt = toKstIso(now);
    row.cancelReason = body.reason.trim();
    return ok(toPickupOrderDetail(store, row, now), '주문을 취소했어요.');
  },

  completePreparation: ({ state, path, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findOrder(store, path.id);
    requireStatus(row, ['ACCEPTED'], '준비 완료');
    row.status = 'PREPARATION_COMPLETED';
    row.lastNotifiedAt = toKstIso(now);
    row.notifiedCount = 1;
    row.reNotification = { maxCount: row.reNotification.maxCount, currentCount: 0 };
    return ok(toPickupOrderDetail(store, row, now), '준비 완료 알림을 보냈어요.');
  },

  reNotifyPreparationComplete: ({ state, path, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findOrder(store, path.id);
    requireStatus(row, ['PREPARATION_COMPLETED'], '준비 완료 알림을 다시 보내기');
    const { maxCount, currentCount } = row.reNotification;
    if (currentCount >= maxCount) {
      throw orderConflict(`준비 완료 알림은 ${maxCount}번까지만 다시 보낼 수 있어요.`, 'RE_NOTIFICATION_LIMIT');
    }
    row.reNotification = { maxCount, currentCount: currentCount + 1 };
    row.notifiedCount += 1;
    row.lastNotifiedAt = toKstIso(now);
    return ok(toPickupOrderDetail(store, row, now), '준비 완료 알림을 다시 보냈어요.');
  },

  completePickup: ({ state, path, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findOrder(store, path.id);
    requireStatus(row, PICKUP_COMPLETABLE_STATUSES, '픽업 완료');
    row.status = 'PICKUP_COMPLETED';
    row.pickedAt = toKstIso(now);
    return ok(toPickupOrderDetail(store, row, now), '픽업을 완료했어요.');
  },

  printOrder: ({ state, path, accountId }) => {
    findOrder(storeOf(state.pickup, accountId), path.id);
    return ok(null, '주문서를 프린터로 보냈어요.');
  },
});
