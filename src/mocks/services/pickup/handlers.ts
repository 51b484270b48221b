/**
 * Pickup service rules (spec 002 §3–§5 and the designed parts of pickup.yaml): everything is scoped
 * to the Account-Id's store (another store's ids are not found); a new menu is CLOSE, a new category
 * OPEN; options and categories keep a 1..n displayOrder; orders move ORDERED → ACCEPTED →
 * PREPARATION_COMPLETED → PICKUP_COMPLETED (or CANCELED), and a wrong move is a 409.
 */
import type { OperationKey } from '@generated/operations';
import type { AnyHandler } from '../../core/implement';
import type { MockState } from '../../state';
import { categoryHandlers } from './handlers-categories';
import { menuHandlers } from './handlers-menus';
import { onboardingHandlers } from './handlers-onboarding';
import { optionHandlers } from './handlers-options';
import { orderHandlers } from './handlers-orders';
import { storeHandlers } from './handlers-store';

/** Every pickup operation's handler, grouped by sub-area in the handlers-*.ts files. */
export const pickupHandlers: ReadonlyMap<OperationKey, AnyHandler<MockState>> = new Map([
  ...onboardingHandlers,
  ...storeHandlers,
  ...optionHandlers,
  ...menuHandlers,
  ...categoryHandlers,
  ...orderHandlers,
]);
