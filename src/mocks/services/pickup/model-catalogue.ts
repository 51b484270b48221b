/** Options and display categories: their 1..n display order, category menu counts, and menu visibility. */
import type { components } from '@generated/openapi/pickup';
import { discountedMenuPrice } from './model-orders';
import type { PickupDisplayCategoryRow, PickupMenuOptionRow, PickupMenuRow, PickupStore } from './state';

type Schemas = components['schemas'];

// ─── display order (options, categories) ─────────────────────────────────

export function byDisplayOrder<T extends { displayOrder: number; id: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
}

export function nextDisplayOrder(rows: readonly { displayOrder: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.displayOrder), 0) + 1;
}

/** Ids in `changes` that are not rows of the list (for a 400). */
export function unknownIds(rows: readonly { id: number }[], ids: readonly number[]): number[] {
  return ids.filter((id) => !rows.some((row) => row.id === id));
}

/** Applies the sent positions, keeps the rest in their order, and renumbers 1..n. */
export function applyDisplayOrder<T extends { displayOrder: number; id: number }>(
  rows: T[],
  changes: readonly { id: number; displayOrder: number }[],
): T[] {
  const wanted = new Map(changes.map((change) => [change.id, change.displayOrder]));
  const ordered = [...rows].sort((a, b) => {
    const byWanted = (wanted.get(a.id) ?? a.displayOrder) - (wanted.get(b.id) ?? b.displayOrder);
    if (byWanted !== 0) return byWanted;
    // Of two rows asking for the same place, the one that was sent wins it.
    return Number(wanted.has(b.id)) - Number(wanted.has(a.id)) || a.displayOrder - b.displayOrder || a.id - b.id;
  });
  ordered.forEach((row, index) => (row.displayOrder = index + 1));
  return ordered;
}

// ─── a menu's categories ─────────────────────────────────────────────────

export function categoriesOfMenu(store: PickupStore, menuId: number): PickupDisplayCategoryRow[] {
  return byDisplayOrder(store.displayCategories).filter((category) => category.menuIds.includes(menuId));
}

/**
 * Hidden when every category holding the menu is hidden (CLOSE); UNCATEGORIZED (not seen either)
 * when no category holds it: customers find menus through the categories.
 */
export function displayStatusOf(store: PickupStore, menuId: number): Schemas['MenuDisplayStatus'] {
  const categories = categoriesOfMenu(store, menuId);
  if (categories.length === 0) return 'UNCATEGORIZED';
  return categories.some((category) => category.status === 'OPEN') ? 'VISIBLE' : 'HIDDEN';
}

// ─── menu options ────────────────────────────────────────────────────────

export function toMenuOption(row: PickupMenuOptionRow): Schemas['MenuOption'] {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    isRequired: row.isRequired,
    maxOptionItemCount: row.maxOptionItemCount,
    optionItemCount: row.optionItems.length,
    displayOrder: row.displayOrder,
    optionItems: row.optionItems.map((item, index) => ({ ...item, displayOrder: index + 1 })),
  };
}

// ─── display categories ──────────────────────────────────────────────────

export function menusInCategory(store: PickupStore, row: PickupDisplayCategoryRow): PickupMenuRow[] {
  return row.menuIds.flatMap((id) => store.menus.filter((menu) => menu.id === id));
}

export function toDisplayCategory(store: PickupStore, row: PickupDisplayCategoryRow): Schemas['DisplayCategory'] {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    menuCount: menusInCategory(store, row).length,
    displayOrder: row.displayOrder,
  };
}

export function toDisplayCategoryDetail(
  store: PickupStore,
  row: PickupDisplayCategoryRow,
): Schemas['DisplayCategoryDetail'] {
  return {
    ...toDisplayCategory(store, row),
    menus: menusInCategory(store, row).map((menu, index) => ({
      id: menu.id,
      name: menu.name,
      description: menu.description,
      mainImageUrl: menu.mainImage?.url ?? null,
      status: menu.status,
      displayStatus: displayStatusOf(store, menu.id),
      price: menu.price,
      displayOrder: index + 1,
      removable: true,
    })),
  };
}

// ─── the lowest price an order can reach ────────────────────────────────

/** The least a customer may pay for a menu: no menu sells for 0원, discounted or not (issue 40). */
export const LOWEST_MENU_PRICE = 1;

/**
 * A menu's price after its own discount, with the options chosen to take the most off (each
 * option's most negative items, as many as it lets a customer pick): an option may take money off
 * (사이즈 다운), but what is left must be at least `LOWEST_MENU_PRICE`, as for a discount alone.
 */
export function lowestOrderPrice(
  price: number,
  discount: Schemas['MenuDiscount'],
  options: readonly PickupMenuOptionRow[],
): number {
  let lowest = discountedMenuPrice(price, discount);
  for (const option of options) {
    const discounts = option.optionItems
      .map((item) => item.price)
      .filter((itemPrice) => itemPrice < 0)
      .sort((a, b) => a - b)
      .slice(0, option.maxOptionItemCount);
    lowest += discounts.reduce((sum, itemPrice) => sum + itemPrice, 0);
  }
  return lowest;
}
