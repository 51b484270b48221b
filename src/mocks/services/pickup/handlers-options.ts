/** Menu options: create, list, reorder, edit and delete, items keeping their ids by name. */
import type { components } from '@generated/openapi/pickup';
import { formatWon } from '@/lib/format';
import { sameTextKey } from '@/lib/rule-keywords';
import { implement } from '../../core/implement';
import type { MockState } from '../../state';
import { findIn, invalid, type Sequence } from './handler-kit';
import { ok, storeOf } from './model';
import {
  applyDisplayOrder,
  byDisplayOrder,
  LOWEST_MENU_PRICE,
  lowestOrderPrice,
  nextDisplayOrder,
  toMenuOption,
  unknownIds,
} from './model-catalogue';
import type { PickupMenuOptionRow, PickupStore } from './state';

type Schemas = components['schemas'];

type OptionBody = Schemas['MenuOptionWriteRequest'];

/** Body defaults the schema declares (the server fills what the client left out). */
const OPTION_DEFAULTS = { status: 'OPEN' as Schemas['MenuOptionStatus'], isBasic: false, maxOptionItemCount: 1 };
const OPTION_ITEM_DEFAULTS = { price: 0, status: 'OPEN' as Schemas['MenuOptionStatus'], isDefault: false };

function writeOption(
  { menuOptions: options, menus }: Pick<PickupStore, 'menuOptions' | 'menus'>,
  row: PickupMenuOptionRow,
  body: OptionBody,
  ids: Sequence,
) {
  // 최대 선택 수 ≤ 항목 수 and item names told apart are the schema's (x-not-above-count, x-unique-by).
  const input = { ...OPTION_DEFAULTS, ...body };
  const taken = options.find((other) => other.id !== row.id && sameTextKey(other.name) === sameTextKey(input.name));
  if (taken) throw invalid([{ field: 'name', reason: `같은 이름의 옵션이 이미 있어요: ${taken.name}` }]);
  // A negative 추가 금액 (사이즈 다운) may not take a menu that has this option below 1원 after its discount.
  const after = {
    ...row,
    maxOptionItemCount: input.maxOptionItemCount,
    optionItems: input.optionItems.map((item) => ({ id: 0, ...OPTION_ITEM_DEFAULTS, ...item })),
  };
  const below = menus.find(
    (menu) =>
      menu.optionIds.includes(row.id) &&
      lowestOrderPrice(menu.price, menu.discount, [
        after,
        ...options.filter((o) => o.id !== row.id && menu.optionIds.includes(o.id)),
      ]) < LOWEST_MENU_PRICE,
  );
  if (below)
    throw invalid([
      {
        field: 'optionItems',
        reason: `이 옵션이 붙은 ${below.name}(${formatWon(below.price)})의 할인 뒤 가격이 1원보다 낮아져요. 빼 주는 금액을 줄여 주세요.`,
      },
    ]);
  const previous = row.optionItems;
  row.name = input.name;
  row.status = input.status;
  row.isRequired = input.isBasic;
  row.maxOptionItemCount = input.maxOptionItemCount;
  // Items carry no id: an item keeps its id when an item of the same name was there before.
  row.optionItems = input.optionItems.map((sent) => {
    const item = { ...OPTION_ITEM_DEFAULTS, ...sent };
    return {
      id: previous.find((old) => old.name === item.name)?.id ?? ids.nextId(),
      name: item.name,
      price: item.price,
      status: item.status,
      isDefault: item.isDefault,
    };
  });
}

export const optionHandlers = implement<'pickup', MockState>('pickup', {
  createMenuOption: ({ state, body, accountId, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    const row: PickupMenuOptionRow = {
      id: ctx.nextId(),
      name: '',
      status: 'OPEN',
      isRequired: false,
      maxOptionItemCount: 1,
      displayOrder: nextDisplayOrder(store.menuOptions),
      optionItems: [],
    };
    writeOption(store, row, body, ctx);
    store.menuOptions.push(row);
    return ok(toMenuOption(row), '옵션을 만들었어요.');
  },

  listMenuOptions: ({ state, accountId }) =>
    ok({ items: byDisplayOrder(storeOf(state.pickup, accountId).menuOptions).map(toMenuOption) }),

  reorderMenuOptions: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    if (
      unknownIds(
        store.menuOptions,
        body.menuOptions.map((entry) => entry.id),
      ).length > 0
    ) {
      throw invalid([{ field: 'menuOptions', reason: '없는 옵션이에요.' }]);
    }
    return ok({ items: applyDisplayOrder(store.menuOptions, body.menuOptions).map(toMenuOption) }, '순서를 바꿨어요.');
  },

  getMenuOption: ({ state, path, accountId }) =>
    ok(toMenuOption(findIn(storeOf(state.pickup, accountId).menuOptions, path.menuOptionId, '옵션'))),

  updateMenuOption: ({ state, path, body, accountId, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findIn(store.menuOptions, path.menuOptionId, '옵션');
    writeOption(store, row, body, ctx);
    return ok(toMenuOption(row), '옵션을 수정했어요.');
  },

  deleteMenuOption: ({ state, path, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    findIn(store.menuOptions, path.menuOptionId, '옵션');
    store.menuOptions = store.menuOptions.filter((row) => row.id !== path.menuOptionId);
    applyDisplayOrder(store.menuOptions, []);
    for (const menu of store.menus) menu.optionIds = menu.optionIds.filter((id) => id !== path.menuOptionId);
    return ok({ id: path.menuOptionId, deleted: true as const }, '옵션을 삭제했어요.');
  },
});
