/** Types of the pickup order calls (pickup.yaml, `order` tag), for the order board. */
import type { components } from '@generated/openapi/pickup';

type Schemas = components['schemas'];

export type PickupOrder = Schemas['PickupOrder'];
export type PickupOrderDetail = Schemas['PickupOrderDetail'];
export type OrderStatus = Schemas['OrderStatus'];
export type OrderCounts = Schemas['OrderCounts'];
export type OrderSortType = Schemas['OrderSortType'];
export type CustomerPhoneNumber = Schemas['CustomerPhoneNumber'];
export type StoreOperationInfo = Schemas['StoreOperationInfo'];
export type StoreInactiveReason = Schemas['StoreInactiveReason'];
export type PickupMenu = Schemas['Menu'];
/** Why an order call was refused (409). */
export type OrderConflictCode = Schemas['OrderConflictCode'];

const ORDER_CONFLICT_CODES: readonly string[] = [
  'INVALID_ORDER_STATUS',
  'RE_NOTIFICATION_LIMIT',
] satisfies OrderConflictCode[];

/** The code of a refused order call's body, when it is one. */
export function orderConflictCode(body: unknown): OrderConflictCode | undefined {
  const code = (body as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && ORDER_CONFLICT_CODES.includes(code) ? (code as OrderConflictCode) : undefined;
}

/** The finished orders asked for: a KST period (`YYYY-MM-DD`, both ends included) and an order. */
export interface HistoryQuery {
  readonly from: string;
  readonly to: string;
  readonly sortType: OrderSortType;
}
