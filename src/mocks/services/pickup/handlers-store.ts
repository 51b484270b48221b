/** Store settings: store discounts, operation info and manual closure, origin and nutrition (ingredients). */
import type { components } from '@generated/openapi/pickup';
import { pickupStorePauseMachine } from '@/api/machines/pickup-store-pause';
import { decide } from '@/lib/machine';
import { conflict, implement } from '../../core/implement';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { findIn, invalid, SAVED } from './handler-kit';
import { ok, storeOf } from './model';
import { toOperationInfo, toStoreDiscount } from './model-store';

type Schemas = components['schemas'];

function checkStoreDiscount(body: Schemas['StoreDiscountWriteRequest']) {
  if (body.discountMethod === 'RATE' && body.discountValue > 100) {
    throw invalid([{ field: 'discountValue', reason: '할인율은 100% 이하로 입력해 주세요.' }]);
  }
}

export const storeHandlers = implement<'pickup', MockState>('pickup', {
  createStoreDiscount: ({ state, body, accountId, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    checkStoreDiscount(body);
    const row = {
      id: ctx.nextId(),
      discountMethod: body.discountMethod,
      discountValue: body.discountValue,
      minimumOrderAmount: body.minimumOrderAmount,
    };
    store.discounts.push(row);
    return ok(toStoreDiscount(row), '할인을 추가했어요.');
  },

  listStoreDiscounts: ({ state, accountId }) =>
    ok({ items: storeOf(state.pickup, accountId).discounts.map(toStoreDiscount) }),

  updateStoreDiscount: ({ state, path, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findIn(store.discounts, path.discountId, '매장 할인');
    checkStoreDiscount(body);
    row.discountMethod = body.discountMethod;
    row.discountValue = body.discountValue;
    row.minimumOrderAmount = body.minimumOrderAmount;
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
        nutrition: body.nutritionInfo.nutrition,
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
