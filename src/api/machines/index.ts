/**
 * Every state machine of the console (src/lib/machine.ts), in the order docs/state-machines.md
 * lists them. The mock server refuses what a table refuses; the screens offer what it allows.
 */
import type { Machine } from '@/lib/machine';
import { couponMachine } from './coupon';
import { pickupStorePauseMachine } from './pickup-store-pause';
import { pickupSetupMachine } from './pickup-setup';
import { pickupOrderMachine } from './pickup-order';
import { inspectionMachine } from './inspection';
import { accountMachine } from './account';
import { productMachine } from './product';
import { commerceOrderMachine } from './commerce-order';
import { storeRequestMachine } from './store-request';

// Tables of different states, actions and records: the list only reads their shared shape (docs).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each table keeps its own types
type AnyMachine = Machine<any, any, any, any>;

export const ALL_MACHINES: readonly AnyMachine[] = [
  commerceOrderMachine,
  storeRequestMachine,
  productMachine,
  accountMachine,
  inspectionMachine,
  pickupOrderMachine,
  pickupSetupMachine,
  pickupStorePauseMachine,
  couponMachine,
];
