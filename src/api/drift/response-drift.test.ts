import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it, vi } from 'vitest';
import { storeBusinessAccountId } from '@/api/session';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { answer } from '@/mocks/testing/operation-calls';
import { kindOf, responseDrift, schemaDrift } from './response-drift';

void mockRuntime;

async function couponBoxes() {
  storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
  return answer('coupon.listCouponBoxes', { query: { page: 1, size: 10 } });
}

describe('responseDrift', () => {
  it('finds nothing in a conforming answer', async () => {
    const { status, body } = await couponBoxes();
    expect(status).toBe(200);
    expect(await responseDrift('coupon.listCouponBoxes', status, body)).toEqual([]);
  });

  it('names the pointer, the expected and the received type of a renamed or retyped field', async () => {
    const { status, body } = await couponBoxes();
    const drifted = structuredClone(body) as { data: { items: Record<string, unknown>[] } };
    const first = drifted.data.items[0]!;
    const [field] = Object.entries(first).find(([, value]) => typeof value === 'string') ?? [];
    first[field!] = 42;
    const drifts = await responseDrift('coupon.listCouponBoxes', status, drifted);
    expect(drifts).toContainEqual(
      expect.objectContaining({
        operation: 'coupon.listCouponBoxes',
        status: 200,
        pointer: `/data/items/0/${field}`,
        received: 'integer',
      }),
    );
  });

  it('reports an undocumented status once, with the documented ones', async () => {
    const drifts = await responseDrift('coupon.listCouponBoxes', 418, {});
    expect(drifts).toHaveLength(1);
    expect(drifts[0]!.received).toBe('418');
  });

  it('describes received values by their JSON kind', () => {
    expect([null, [], 1, 1.5, 'a', undefined].map(kindOf)).toEqual([
      'null',
      'array',
      'integer',
      'number',
      'string "a"',
      'missing',
    ]);
  });
});

describe('schemaDrift under a CSP without unsafe-eval (alpha)', () => {
  it('reads the schema instead of compiling it, with the same findings', () => {
    const schema = {
      type: 'object',
      required: ['id', 'status'],
      additionalProperties: false,
      properties: {
        id: { type: 'integer' },
        status: { enum: ['OPEN', 'CLOSED'] },
        at: { type: 'string', format: 'date' },
      },
    };
    const body = { id: 'seven', status: 'GONE', at: 'yesterday', extra: true };
    const compiledFindings = schemaDrift('compiled', 200, schema, body);
    expect(compiledFindings.length).toBe(4);
    const refuse = vi.spyOn(Ajv2020.prototype, 'compile').mockImplementation(() => {
      throw new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' is not allowed");
    });
    const read = schemaDrift('read', 200, schema, body).map((drift) => ({ ...drift, operation: 'compiled' }));
    refuse.mockRestore();
    expect(read).toEqual(expect.arrayContaining(compiledFindings));
    expect(read.map((drift) => drift.pointer).sort()).toEqual(compiledFindings.map((drift) => drift.pointer).sort());
  });
});
