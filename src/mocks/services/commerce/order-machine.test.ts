/**
 * The commerce order table against the mock, model-based: random action sequences on orders in
 * every state; the mock accepts an action exactly when the table allows it, refuses with the table's
 * sentence, and moves the order to the table's state. The screens offer what the table allows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patience } from '@/testing/patience';
import { commerceOrderMachine, commerceOrderStateOf, type CommerceOrderState } from '@/api/machines/commerce-order';
import { actionsFor } from '@/app/pages/commerce-orders/order-rules';
import { allowedActions, decide } from '@/lib/machine';
import { mockRuntime } from '@/mocks/node';
import type { OrderRow } from './state';
import { runOrderAction as run } from './order-action-calls';

/** One seeded order of each state the table knows. */
function ordersByState(): OrderRow[] {
  const seen = new Map<CommerceOrderState, OrderRow>();
  for (const order of mockRuntime.db.state.commerce.orders) {
    const state = commerceOrderStateOf(order);
    if (!seen.has(state)) seen.set(state, order);
  }
  return [...seen.values()];
}

describe('commerce order table (model-based against the mock)', () => {
  it('the seed has an order in every state of the table but 수령 완료, which one 방문 수령 reaches', () => {
    const seeded = new Set(ordersByState().map(commerceOrderStateOf));
    expect(Object.keys(commerceOrderMachine.table).filter((state) => !seeded.has(state as CommerceOrderState))).toEqual(
      ['pickedUp'],
    );
    expect(commerceOrderMachine.table.awaitingPickup.visit?.to).toBe('pickedUp');
  });

  it(
    'accepts an action exactly when the table allows it, with the table’s sentence and state',
    async () => {
      const actionArb = fc.record({
        order: fc.nat({ max: 99 }),
        action: fc.constantFrom(...commerceOrderMachine.actions),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(actionArb, { minLength: 1, maxLength: 14 }), async (steps) => {
          mockRuntime.reset();
          const pool = ordersByState().map((order) => order.id);
          const rowOf = (id: string) => mockRuntime.db.state.commerce.orders.find((order) => order.id === id)!;
          for (const step of steps) {
            const id = pool[step.order % pool.length]!;
            const before = structuredClone(rowOf(id));
            expect(actionsFor(before)).toEqual(allowedActions(commerceOrderMachine, before));
            const decision = decide(commerceOrderMachine, before, step.action);
            const answer = await run(id, step.action);
            expect(answer.accepted, `${step.action} in ${commerceOrderStateOf(before)}`).toBe(decision.ok);
            if (decision.ok) expect(commerceOrderStateOf(rowOf(id))).toBe(decision.to);
            else {
              expect(answer.message).toBe(decision.reason);
              expect(commerceOrderStateOf(rowOf(id))).toBe(commerceOrderStateOf(before));
            }
          }
        }),
        { numRuns: 30 },
      );
    },
    patience.vitestLongTestMs,
  );
});
