import { describe, expect, it } from 'vitest';
import { storeBusinessAccountId } from '@/api/session';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { answer } from '@/mocks/testing/operation-calls';
import { kindOf, responseDrift } from './response-drift';

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
