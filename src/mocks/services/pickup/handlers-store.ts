/** Store settings: store discounts, operation info and manual closure, origin and nutrition (ingredients). */
import type { components } from '@generated/openapi/pickup';
import { pickupStorePauseMachine } from '@/api/machines/pickup-store-pause';
import { SAME_STORE_DISCOUNT, sameStoreDiscount } from '@/api/rules/same-store-discount';
import { decide } from '@/lib/machine';
import { conflict, implement } from '../../core/implement';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { findIn, invalid, SAVED } from './handler-kit';
import { ok, storeOf } from './model';
import { toOperationInfo, toStoreDiscount } from './model-store';
import type { PickupStore } from './state';

type Schemas = components['schemas'];

/**
 * The discount as stored, refused when another of the store gives the same in an overlapping
 * period (a rule about other records: the schema's keywords checked the body itself before).
 */
function storeDiscountInput(store: PickupStore, body: Schemas['StoreDiscountWriteRequest'], self?: number) {
  const input = {
    discountMethod: body.discountMethod,
    discountValue: body.discountValue,
    minimumOrderAmount: body.minimumOrderAmount,
    startAt: body.startAt,
    endAt: body.endAt,
  };
  if (store.discounts.some((other) => other.id !== self && sameStoreDiscount(other, input)))
    throw invalid([{ field: 'discountValue', reason: SAME_STORE_DISCOUNT }]);
  return input;
}

export const storeHandlers = implement<'pickup', MockState>('pickup', {
  createStoreDiscount: ({ state, body, accountId, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    const row = { id: ctx.nextId(), ...storeDiscountInput(store, body) };
    store.discounts.push(row);
    return ok(toStoreDiscount(row), '할인을 추가했어요.');
  },

  listStoreDiscounts: ({ state, accountId }) =>
    ok({ items: storeOf(state.pickup, accountId).discounts.map(toStoreDiscount) }),

  updateStoreDiscount: ({ state, path, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findIn(store.discounts, path.discountId, '매장 할인');
    Object.assign(row, storeDiscountInput(store, body, row.id));
    return ok(toStoreDiscount(row), '할인을 수정했어요.');
  },

  deleteStoreDiscount: ({ state, path, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    findIn(store.discounts, path.discountId, '매장 할인');
    store.discounts = store.discounts.filter((row) => row.id !== path.discountId);
    return ok({ id: path.discountId, deleted: true as const }, '할인을 삭제했어요.');
  },

  getStoreOperationInfo: ({ state, accountId, now }) => ok(toOperationInfo(storeOf(state.pickup, accountId), now)),

  getStoreIngredients: ({ state, accountId }) => {
    const { ingredients } = storeOf(state.pickup, accountId);
    return ok({ origin: ingredients.origin, nutritionInfo: { ...ingredients.nutritionInfo } });
  },

  updateStoreIngredients: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    store.ingredients = {
      origin: body.origin,
      nutritionInfo: {
        // 표시 안 함 keeps no content (the schema asks none then).
        nutrition: body.nutritionInfo.nutritionManageType === 'NONE' ? '' : (body.nutritionInfo.nutrition ?? ''),
        nutritionManageType: body.nutritionInfo.nutritionManageType,
      },
    };
    return ok({ origin: store.ingredients.origin, nutritionInfo: { ...store.ingredients.nutritionInfo } }, SAVED);
  },

  updateManualClosure: ({ state, body, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    // Pause and resume by the table (src/api/machines/pickup-store-pause.ts).
    const decision = decide(pickupStorePauseMachine, toOperationInfo(store, now), body.closed ? 'pause' : 'resume');
    if (!decision.ok) throw conflict(decision.reason, 'INVALID_STORE_STATUS');
    store.operation.manuallyClosed = body.closed;
    store.operation.closedUntil = body.closed && body.closedUntil ? toKstIso(new Date(body.closedUntil)) : null;
    return ok(toOperationInfo(store, now), body.closed ? '영업을 임시로 멈췄어요.' : '영업을 다시 시작했어요.');
  },
});
