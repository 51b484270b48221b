/** Types of the pickup order calls (pickup.yaml, `order` tag), for the order board. */
import type { components } from '@generated/openapi/pickup';

type Schemas = components['schemas'];

export type PickupOrder = Schemas['PickupOrder'];
export type PickupOrderDetail = Schemas['PickupOrderDetail'];
export type OrderStatus = Schemas['OrderStatus'];
export type OrderCounts = Schemas['OrderCounts'];
export type OrderSortType = Schemas['OrderSortType'];
export type CustomerPhoneNumber = Schemas['CustomerPhoneNumber'];
