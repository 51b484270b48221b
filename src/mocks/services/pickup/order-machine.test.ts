/**
 * The pickup order table against the mock, model-based: random sequences of board actions on a
 * fresh order; each answer must agree with the table (accepted ⇔ allowed, a refusal is the 409
 * `OrderConflict` with the table's sentence and code), and the board offers exactly what the table
 * allows for the order as answered.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi/pickup';
import type { OperationKey } from '@/api/operations';
import {
  decideOrder,
  pickupOrderMachine,
  type PickupOrderAction,
  type PickupOrderRecord,
} from '@/api/machines/pickup-order';
import { actionsFor } from '@/app/pages/pickup-orders/order-rules';
import { allowedActions, machineMarkdown } from '@/lib/machine';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { ONGOING_STATUSES } from './model-orders';

type Schemas = components['schemas'];

const OPERATIONS: Readonly<Record<PickupOrderAction, OperationKey>> = {
  accept: 'pickup.acceptOrder',
  cancel: 'pickup.cancelOrder',
  completePreparation: 'pickup.completePreparation',
  reNotify: 'pickup.reNotifyPreparationComplete',
  completePickup: 'pickup.completePickup',
};

const store = () => mockRuntime.db.state.pickup.stores[String(DEMO_ACCOUNT_IDS.active)]!;

/** A new waiting order (a copy of a seeded one) for one run. */
function freshOrder(): number {
  const template = store().orders.find((row) => row.status === 'ORDERED')!;
  const id = Math.max(...store().orders.map((row) => row.id)) + 1;
  store().orders.push({ ...structuredClone(template), id, orderNumber: `T${id}` });
  return id;
}

function bodyOf(action: PickupOrderAction) {
  if (action === 'accept')
    return { estimatedPreparationTime: new Date(Date.now() + 20 * 60_000).toISOString(), preparationMinutes: 20 };
  if (action === 'cancel') return { reason: '재료 소진' };
  return undefined;
}

describe('pickup order machine', () => {
  it('the mock accepts exactly what the table allows, and the board offers exactly that', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const actionArb = fc.constantFrom(...pickupOrderMachine.actions);
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 1, maxLength: 10 }), async (actions) => {
        const id = freshOrder();
        // The model: the table itself plus the re-notification counter.
        let model: PickupOrderRecord = {
          status: 'ORDERED',
          reNotification: { currentCount: 0, maxCount: 3 },
          paymentDetail: { isCancellable: true },
        };
        for (const action of actions) {
          const expected = decideOrder(model, action);
          const body = bodyOf(action);
          const result = await answer(OPERATIONS[action], { path: { id }, ...(body ? { body } : {}) });
          if (expected.ok) {
            expect({ action, status: result.status }).toEqual({ action, status: 200 });
            const order = (result.body as { data: Schemas['PickupOrderDetail'] }).data;
            const completed = action === 'completePreparation';
            const count = model.reNotification.currentCount;
            model = {
              status: expected.to,
              reNotification: {
                maxCount: 3,
                currentCount: completed ? 0 : action === 'reNotify' ? count + 1 : count,
              },
              paymentDetail: { isCancellable: ONGOING_STATUSES.includes(expected.to) },
            };
            expect(order.status).toBe(model.status);
            expect(order.reNotification).toEqual(model.reNotification);
            expect(actionsFor(order)).toEqual(allowedActions(pickupOrderMachine, model));
          } else {
            expect({ action, status: result.status }).toEqual({ action, status: 409 });
            expect(result.body).toMatchObject({ code: expected.code, message: expected.reason });
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('reads as a table', () => {
    expect(machineMarkdown(pickupOrderMachine)).toContain('| 신규 주문 | → 준비 중 | — | — | — | → 주문 취소 ✱ |');
  });
});
