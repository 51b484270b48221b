/** Menus as the API answers them: list and detail shapes, the search filter, its sort and its 0-based page. */
import type { components } from '@generated/openapi/pickup';
import { slicePage } from '../../core/paging';
import { byDisplayOrder, categoriesOfMenu, displayStatusOf } from './model-catalogue';
import type { PickupMenuRow, PickupStore } from './state';

type Schemas = components['schemas'];

export function toMenu(store: PickupStore, row: PickupMenuRow): Schemas['Menu'] {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    description: row.description,
    status: row.status,
    displayStatus: displayStatusOf(store, row.id),
    mainImageUrl: row.mainImage?.url ?? null,
    nutrition: row.nutrition,
    discount: row.discount ? { ...row.discount } : null,
  };
}

export function toMenuDetail(store: PickupStore, row: PickupMenuRow): Schemas['MenuDetail'] {
  return {
    ...toMenu(store, row),
    images: row.images.map((image, index) => ({ id: image.id, url: image.url, displayOrder: index + 1 })),
    selectedOptions: byDisplayOrder(store.menuOptions)
      .filter((option) => row.optionIds.includes(option.id))
      .map((option) => ({ id: option.id, name: option.name, status: option.status })),
    selectedDisplayCategories: categoriesOfMenu(store, row.id).map((category) => ({
      id: category.id,
      name: category.name,
      status: category.status,
    })),
  };
}

/** The menu board order: by category order, then position in the category; menus in no category last. */
export function boardPositionOf(store: PickupStore, menuId: number, displayCategoryId?: number): number {
  const categories = byDisplayOrder(store.displayCategories).filter(
    (category) => displayCategoryId === undefined || category.id === displayCategoryId,
  );
  let offset = 0;
  for (const category of categories) {
    const index = category.menuIds.indexOf(menuId);
    if (index >= 0) return offset + index;
    offset += category.menuIds.length;
  }
  return Number.MAX_SAFE_INTEGER;
}

export interface MenuFilter {
  name?: string;
  status?: Schemas['MenuStatus'];
  displayCategoryId?: number;
  displayCategoryMapped?: boolean;
  price?: number;
  description?: string;
}

export function filterMenus(store: PickupStore, filter: MenuFilter): PickupMenuRow[] {
  const name = filter.name?.trim().toLowerCase();
  const description = filter.description?.trim().toLowerCase();
  const category =
    filter.displayCategoryId === undefined
      ? undefined
      : store.displayCategories.find((c) => c.id === filter.displayCategoryId);
  return store.menus.filter((menu) => {
    if (name && !menu.name.toLowerCase().includes(name)) return false;
    if (description && !menu.description.toLowerCase().includes(description)) return false;
    if (filter.status && menu.status !== filter.status) return false;
    if (filter.price !== undefined && menu.price !== filter.price) return false;
    if (filter.displayCategoryId !== undefined && !category?.menuIds.includes(menu.id)) return false;
    if (filter.displayCategoryMapped !== undefined) {
      const mapped = store.displayCategories.some((c) => c.menuIds.includes(menu.id));
      if (mapped !== filter.displayCategoryMapped) return false;
    }
    return true;
  });
}

export const MENU_SORT_FIELDS = ['id', 'createdAt', 'name', 'price', 'displayOrder', 'status'] as const;
export type MenuSortField = (typeof MENU_SORT_FIELDS)[number];

/** `name,asc` → a comparator; undefined when the field or direction is unknown. Default: newest first. */
export function menuComparator(
  store: PickupStore,
  sort: string | undefined,
  displayCategoryId?: number,
): ((a: PickupMenuRow, b: PickupMenuRow) => number) | undefined {
  if (!sort?.trim()) return (a, b) => b.id - a.id;
  const [rawField = '', rawDirection = 'asc'] = sort.split(',').map((part) => part.trim());
  const direction = rawDirection.toLowerCase();
  if (!(MENU_SORT_FIELDS as readonly string[]).includes(rawField) || (direction !== 'asc' && direction !== 'desc'))
    return undefined;
  const field = rawField as MenuSortField;
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: PickupMenuRow, b: PickupMenuRow): number => {
    switch (field) {
      case 'id':
      case 'createdAt':
        return a.id - b.id;
      case 'name':
        return a.name.localeCompare(b.name, 'ko');
      case 'price':
        return a.price - b.price;
      case 'status':
        return a.status.localeCompare(b.status);
      case 'displayOrder':
        return boardPositionOf(store, a.id, displayCategoryId) - boardPositionOf(store, b.id, displayCategoryId);
    }
  };
  return (a, b) => sign * compare(a, b) || b.id - a.id;
}

/** 0-based page of a list, with what the menu search answers around it. */
export function menuPage<T>(items: readonly T[], page: number, size: number) {
  const { items: pageItems, hasNext, totalCount } = slicePage(items, page, size, 0);
  return {
    items: pageItems,
    page,
    size,
    hasMore: hasNext,
    totalPages: Math.ceil(totalCount / size),
    totalCount,
    nextQueryParams: hasNext ? { page: page + 1, size } : null,
  };
}
