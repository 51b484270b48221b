/** The demo's pickup counter as tests of the order board read it: 101's store and its waiting orders. */
import { mockRuntime } from '../node';

export const PICKUP_BOARD = '/profile/101/pickup/order';

export const pickupStore = () => mockRuntime.db.state.pickup.stores['101']!;

/** The orders waiting to be accepted, oldest first (as the board lists them). */
export const waitingOrders = () =>
  pickupStore()
    .orders.filter((order) => order.status === 'ORDERED')
    .sort((a, b) => Date.parse(a.orderedAt) - Date.parse(b.orderedAt));
