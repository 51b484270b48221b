/** Display categories: create (OPEN), list, reorder, edit their menus, delete, show or hide. */
import { sameTextKey } from '@/lib/rule-keywords';
import { implement } from '../../core/implement';
import type { MockState } from '../../state';
import { findIn, invalid } from './handler-kit';
import { ok, storeOf } from './model';
import {
  applyDisplayOrder,
  byDisplayOrder,
  nextDisplayOrder,
  toDisplayCategory,
  toDisplayCategoryDetail,
  unknownIds,
} from './model-catalogue';
import type { PickupStore } from './state';

/** A category name no other category of the store has (customers would see two "커피"). */
function checkCategoryName(store: PickupStore, name: string, self?: number) {
  const taken = store.displayCategories.find(
    (other) => other.id !== self && sameTextKey(other.name) === sameTextKey(name),
  );
  if (taken) throw invalid([{ field: 'name', reason: `같은 이름의 카테고리가 이미 있어요: ${taken.name}` }]);
}

export const categoryHandlers = implement<'pickup', MockState>('pickup', {
  createDisplayCategory: ({ state, body, accountId, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    const menuIds = [...new Set(body.menuIds ?? [])];
    if (unknownIds(store.menus, menuIds).length > 0) throw invalid([{ field: 'menuIds', reason: '없는 메뉴예요.' }]);
    checkCategoryName(store, body.name);
    const row = {
      id: ctx.nextId(),
      name: body.name,
      status: 'OPEN' as const,
      displayOrder: nextDisplayOrder(store.displayCategories),
      menuIds,
    };
    store.displayCategories.push(row);
    return ok({ id: row.id }, '카테고리를 만들었어요.');
  },

  listDisplayCategories: ({ state, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    return ok({ items: byDisplayOrder(store.displayCategories).map((row) => toDisplayCategory(store, row)) });
  },

  reorderDisplayCategories: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    if (
      unknownIds(
        store.displayCategories,
        body.displayCategories.map((entry) => entry.id),
      ).length > 0
    ) {
      throw invalid([{ field: 'displayCategories', reason: '없는 카테고리예요.' }]);
    }
    const ordered = applyDisplayOrder(store.displayCategories, body.displayCategories);
    return ok({ items: ordered.map((row) => toDisplayCategory(store, row)) }, '순서를 바꿨어요.');
  },

  getDisplayCategory: ({ state, path, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    return ok(toDisplayCategoryDetail(store, findIn(store.displayCategories, path.id, '카테고리')));
  },

  updateDisplayCategory: ({ state, path, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findIn(store.displayCategories, path.id, '카테고리');
    const menus = [...(body.menus ?? [])].sort((a, b) => a.displayOrder - b.displayOrder);
    if (
      unknownIds(
        store.menus,
        menus.map((entry) => entry.menuId),
      ).length > 0
    )
      throw invalid([{ field: 'menus', reason: '없는 메뉴예요.' }]);
    checkCategoryName(store, body.name, row.id);
    row.name = body.name;
    row.menuIds = [...new Set(menus.map((entry) => entry.menuId))];
    return ok(toDisplayCategoryDetail(store, row), '카테고리를 수정했어요.');
  },

  deleteDisplayCategory: ({ state, path, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    findIn(store.displayCategories, path.id, '카테고리');
    store.displayCategories = store.displayCategories.filter((row) => row.id !== path.id);
    applyDisplayOrder(store.displayCategories, []);
    return ok({ id: path.id, deleted: true as const }, '카테고리를 삭제했어요.');
  },

  updateDisplayCategoryStatus: ({ state, path, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findIn(store.displayCategories, path.categoryId, '카테고리');
    row.status = body.status;
    return ok(
      toDisplayCategory(store, row),
      body.status === 'OPEN' ? '카테고리를 보이게 했어요.' : '카테고리를 숨겼어요.',
    );
  },
});
