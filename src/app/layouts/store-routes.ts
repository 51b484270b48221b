/**
 * Which store screens need an account that has a commerce store: the store's settings, products,
 * orders and settlement. The store home and the store request (how a store is opened) are open to
 * every account.
 */
import { paths } from '@/config/paths';

const STORE_ROUTES: ReadonlySet<string> = new Set([
  paths.commerceCatalog.deliverySetting.pattern,
  paths.commerceCatalog.minConditionPrice.pattern,
  paths.commerceCatalog.productList.pattern,
  paths.commerceCatalog.productNew.pattern,
  paths.commerceCatalog.productEdit.pattern,
  paths.commerceOrders.list.pattern,
  paths.commerceOrders.detail.pattern,
  paths.commerceOrders.settlement.pattern,
  paths.commerceOrders.deposit.pattern,
]);

/** Route patterns the store gate guards. */
export function isStoreRoute(pattern: string | undefined): boolean {
  return pattern !== undefined && STORE_ROUTES.has(pattern);
}
