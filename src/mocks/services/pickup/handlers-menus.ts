/** Menus: create (CLOSE), list, search, edit with photos, options and categories, delete, sale status. */
import type { components } from '@generated/openapi/pickup';
import { formatWon } from '@/lib/format';
import { sameTextKey } from '@/lib/rule-keywords';
import { implement } from '../../core/implement';
import type { MockState } from '../../state';
import { type FieldIssue, findIn, invalid } from './handler-kit';
import { ok, storeOf } from './model';
import { LOWEST_MENU_PRICE, lowestOrderPrice, unknownIds } from './model-catalogue';
import { filterMenus, menuComparator, menuPage, toMenu, toMenuDetail } from './model-menus';
import type { PickupMenuRow, PickupStore } from './state';

type Schemas = components['schemas'];

const MENU_DEFAULTS = {
  description: '',
  mainImageId: null as number | null,
  imageIds: [] as number[],
  optionIds: [] as number[],
  displayCategoryIds: [] as number[],
  nutrition: '',
  discount: null as Schemas['MenuDiscount'],
};

type MenuInput = typeof MENU_DEFAULTS & { name: string; price: number };

/** Checks a menu body against the store and resolves its photos; throws a 400 naming each bad field. */
function resolveMenuInput(state: MockState, store: PickupStore, input: MenuInput, self: number) {
  const errors: FieldIssue[] = [];
  if (unknownIds(store.menuOptions, input.optionIds).length > 0)
    errors.push({ field: 'optionIds', reason: '없는 옵션이에요.' });
  if (unknownIds(store.displayCategories, input.displayCategoryIds).length > 0) {
    errors.push({ field: 'displayCategoryIds', reason: '없는 카테고리예요.' });
  }
  const known = new Map<number, string>();
  for (const menu of store.menus)
    for (const image of [...menu.images, ...(menu.mainImage ? [menu.mainImage] : [])]) known.set(image.id, image.url);
  for (const image of state.auth.images) known.set(image.id, image.url);
  if (input.imageIds.some((id) => !known.has(id))) errors.push({ field: 'imageIds', reason: '없는 사진이에요.' });
  if (input.mainImageId !== null && !known.has(input.mainImageId))
    errors.push({ field: 'mainImageId', reason: '없는 사진이에요.' });
  // The discount's limits (금액 ≤ 가격, 비율 ≤ 50%) are the schema's, checked before the handler runs.
  const options = store.menuOptions.filter((option) => input.optionIds.includes(option.id));
  const lowest = lowestOrderPrice(input.price, input.discount, options);
  if (lowest < LOWEST_MENU_PRICE)
    errors.push({
      field: 'optionIds',
      reason: `옵션을 고르면 할인 뒤 가격이 ${formatWon(lowest)}이 돼요. 할인과 빼 주는 옵션 금액을 합해도 1원 이상 남아야 해요.`,
    });
  const taken = store.menus.find((menu) => menu.id !== self && sameTextKey(menu.name) === sameTextKey(input.name));
  if (taken) errors.push({ field: 'name', reason: `같은 이름의 메뉴가 이미 있어요: ${taken.name}` });
  if (errors.length > 0) throw invalid(errors);
  return {
    mainImage: input.mainImageId === null ? null : { id: input.mainImageId, url: known.get(input.mainImageId)! },
    images: input.imageIds.map((id) => ({ id, url: known.get(id)! })),
  };
}

function writeMenu(state: MockState, store: PickupStore, row: PickupMenuRow, input: MenuInput) {
  const photos = resolveMenuInput(state, store, input, row.id);
  row.name = input.name;
  row.price = input.price;
  row.description = input.description;
  row.nutrition = input.nutrition;
  row.discount = input.discount
    ? { discountMethod: input.discount.discountMethod, discountValue: input.discount.discountValue }
    : null;
  row.optionIds = [...new Set(input.optionIds)];
  row.mainImage = photos.mainImage;
  row.images = photos.images;
  const wanted = new Set(input.displayCategoryIds);
  for (const category of store.displayCategories) {
    const holds = category.menuIds.includes(row.id);
    if (wanted.has(category.id) && !holds) category.menuIds.push(row.id);
    if (!wanted.has(category.id) && holds) category.menuIds = category.menuIds.filter((id) => id !== row.id);
  }
}

function searchFilter(query: {
  name?: string | undefined;
  status?: Schemas['MenuStatus'] | undefined;
  displayCategoryId?: number | undefined;
  price?: number | undefined;
  description?: string | undefined;
}) {
  return {
    name: query.name,
    status: query.status,
    displayCategoryId: query.displayCategoryId,
    price: query.price,
    description: query.description,
  };
}

export const menuHandlers = implement<'pickup', MockState>('pickup', {
  createMenu: ({ state, body, accountId, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    const input: MenuInput = { ...MENU_DEFAULTS, ...body };
    const row: PickupMenuRow = {
      id: ctx.nextId(),
      name: '',
      price: 0,
      description: '',
      status: 'CLOSE',
      mainImage: null,
      images: [],
      nutrition: '',
      discount: null,
      optionIds: [],
    };
    writeMenu(state, store, row, input);
    store.menus.push(row);
    return ok(toMenuDetail(store, row), '메뉴를 만들었어요.');
  },

  listMenus: ({ state, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    return ok({ items: [...store.menus].sort((a, b) => b.id - a.id).map((row) => toMenu(store, row)) });
  },

  searchMenus: ({ state, query, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const compare = menuComparator(store, query.sort, query.displayCategoryId);
    if (!compare)
      throw invalid([
        { field: 'sort', reason: 'name, price, displayOrder, id 중 하나와 asc 또는 desc를 쉼표로 이어 보내 주세요.' },
      ]);
    const rows = filterMenus(store, searchFilter(query)).sort(compare);
    return ok(
      menuPage(
        rows.map((row) => toMenu(store, row)),
        query.page ?? 0,
        query.size ?? 20,
      ),
    );
  },

  searchMenusV2: ({ state, query, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const rows = filterMenus(store, {
      ...searchFilter(query),
      displayCategoryMapped: query.displayCategoryMapped,
    }).sort((a, b) => b.id - a.id);
    return ok({ items: rows.map((row) => toMenu(store, row)) });
  },

  getMenu: ({ state, path, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    return ok(toMenuDetail(store, findIn(store.menus, path.menuId, '메뉴')));
  },

  updateMenu: ({ state, path, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findIn(store.menus, path.menuId, '메뉴');
    writeMenu(state, store, row, { ...MENU_DEFAULTS, ...body });
    return ok(toMenuDetail(store, row), '메뉴를 수정했어요.');
  },

  deleteMenu: ({ state, path, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    findIn(store.menus, path.menuId, '메뉴');
    store.menus = store.menus.filter((row) => row.id !== path.menuId);
    for (const category of store.displayCategories)
      category.menuIds = category.menuIds.filter((id) => id !== path.menuId);
    return ok({ id: path.menuId, deleted: true as const }, '메뉴를 삭제했어요.');
  },

  updateMenuStatus: ({ state, path, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const row = findIn(store.menus, path.menuId, '메뉴');
    row.status = body.status;
    return ok(toMenu(store, row), '판매 상태를 바꿨어요.');
  },
});
