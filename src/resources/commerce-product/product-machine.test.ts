/**
 * The product table, model-based: random sequences of a merchant's actions (and the reviewer's,
 * played on the mock's state as the demo tools do) against the mock server. Each action is accepted
 * exactly when the table allows it, the product lands in the table's state, and the list and the
 * edit page offer exactly the table's actions for it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductStatus } from '@generated/graphql/commerce/schema';
import { productMachine, type ProductAction } from '@/api/machines/product';
import { allowedActions, decide } from '@/lib/machine';
import { mockRuntime } from '@/mocks/node';
import { sendProductStep } from '@/mocks/services/commerce/product-calls';
import type { ListDef, MutationActionDef } from '@/engine/resource/types';
import { productResource } from './product.resource';

const STATUSES: readonly ProductStatus[] = ['ACTIVE', 'PENDING', 'INACTIVE', 'REJECTED', 'BANNED'];

/** What the merchant's console sends for an action. */
function call(action: ProductAction, productId: string) {
  // No call asks for it: asking to sell a product under inspection is `resume`, refused there.
  if (action === 'approve') throw new Error('approve is the reviewer’s');
  return sendProductStep(action, productId);
}

/** What the product screens offer the merchant for a product: row actions, delete, an editable form. */
function offered(row: { status: ProductStatus; type: string; rejectReason?: string | null }): ProductAction[] {
  const list = productResource.list as ListDef;
  const byLabel = Object.fromEntries(
    productMachine.actions.map((action) => [productMachine.actionLabels[action], action]),
  );
  const actions = new Set<ProductAction>();
  for (const action of list.rowActions as readonly MutationActionDef[])
    if (action.visible?.(row, [row]) ?? true) actions.add(byLabel[action.label]!);
  if (productResource.remove?.visible?.(row, [row]) ?? true) actions.add('delete');
  if (productResource.update?.readOnly?.(row) === undefined) actions.add('edit');
  return productMachine.actions.filter((action) => actions.has(action));
}

const merchantStep = fc.constantFrom<ProductAction>('edit', 'stop', 'resume', 'delete', 'reject', 'ban');
const reviewerStep = fc.constantFrom<ProductAction>('approve', 'reject', 'ban');
const step = fc.oneof(
  { weight: 3, arbitrary: merchantStep.map((action) => ({ by: 'merchant' as const, action })) },
  { weight: 1, arbitrary: reviewerStep.map((action) => ({ by: 'reviewer' as const, action })) },
);

describe('the product table', () => {
  it('the screens offer exactly what the table allows a merchant, in every state', () => {
    for (const status of STATUSES)
      expect(offered({ status, type: 'GOODS' }), status).toEqual(
        allowedActions(productMachine, { status }, 'merchant'),
      );
  });

  it('the mock accepts a merchant action exactly when the table allows it, and lands where the table says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...STATUSES), fc.array(step, { maxLength: 8 }), async (start, steps) => {
        mockRuntime.reset();
        const row = mockRuntime.db.state.commerce.products.find((product) => product.status === start)!;
        let model: { status: ProductStatus; deleted: boolean } = { status: start, deleted: false };
        for (const { by, action } of steps) {
          if (model.deleted) break;
          const decision = decide(productMachine, model, action, by);
          if (by === 'reviewer') {
            // The reviewer works outside this console: played on the mock's state where the table allows.
            if (decision.ok) row.status = decision.to;
          } else {
            const answer = await call(action, row.id);
            expect(answer.errors.length === 0, `${model.status} ${action}: ${JSON.stringify(answer.errors)}`).toBe(
              decision.ok,
            );
            // A step that is never the merchant's is refused for who asks (403), any other by the state (409).
            if (!decision.ok)
              expect(answer.errors[0]).toEqual({
                message: decision.reason,
                code: decision.forbidden ? 'FORBIDDEN' : 'CONFLICT',
              });
          }
          if (decision.ok) model = { status: decision.to, deleted: action === 'delete' };
          expect(row.status).toBe(model.status);
          expect(row.deleted).toBe(model.deleted);
          expect(offered({ ...row, type: 'DELIVERY' })).toEqual(allowedActions(productMachine, model, 'merchant'));
        }
      }),
      { numRuns: 40 },
    );
  });
});
