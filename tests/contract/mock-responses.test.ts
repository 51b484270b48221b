/**
 * Contract (b): the mock backend answers every operation of every schema with a documented status
 * and a body valid against that status's schema. Inputs are sampled from the schemas; the explicit
 * cases below make sure the success answers of coupon and config (each other service tests its own next to its handlers) are covered too (pickup's
 * are in src/mocks/services/pickup/responses.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { storeBusinessAccountId } from '@/api/session';
import { catalogEntry, operationKeys } from '@/mocks/core/catalog';
import { sampleFromSchema } from '@/mocks/core/sample';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { seedCustomers } from '@/mocks/services/customers';
import { answer } from '@/mocks/testing/operation-calls';

async function sampledArgs(key: OperationKey): Promise<OperationArgs> {
  const entry = await catalogEntry(key);
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const param of entry.detail.parameters) {
    if (param.in === 'path') path[param.name] = sampleFromSchema(param.schema, param.name);
    if (param.in === 'query' && param.required) query[param.name] = sampleFromSchema(param.schema, param.name);
  }
  const body = entry.requestSchema ? sampleFromSchema(entry.requestSchema) : undefined;
  if (body && entry.detail.body?.contentType === 'multipart/form-data')
    (body as Record<string, unknown>).body = new Blob(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      {
        type: 'image/png',
      },
    );
  return { path, query, ...(body !== undefined ? { body } : {}) };
}

describe('every operation answers with a documented, schema-valid response', () => {
  it.each(operationKeys)('%s', async (key) => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const { status, body } = await answer(key, await sampledArgs(key));
    const documented = Object.keys((await catalogEntry(key)).detail.responses).map(Number);
    expect(documented, `${key} answered ${status}`).toContain(status);
    expect(await validateResponse(key, status, body)).toEqual([]);
  });
});

describe('every documented error answer of every operation has the documented shape', () => {
  // The mock's error answers all come from one place (the pipeline's ErrorBody); an injected
  // fault of each documented status proves every operation's error schemas accept it.
  it.each(operationKeys)('%s', async (key) => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const errorStatuses = Object.keys((await catalogEntry(key)).detail.responses)
      .map(Number)
      .filter((status) => status >= 400);
    expect(errorStatuses.length, `${key} documents no error answer`).toBeGreaterThan(0);
    const args = await sampledArgs(key);
    for (const status of errorStatuses) {
      mockRuntime.faults.add({ operation: key, status, times: 1 });
      const answered = await answer(key, args);
      expect(answered.status).toBe(status);
      expect(await validateResponse(key, status, answered.body), `${key} ${status}`).toEqual([]);
    }
  });
});

describe('success answers of coupon and config (each other service tests its own next to its handlers)', () => {
  const couponBody = {
    name: '계약 검사 쿠폰',
    benefit_request: {
      benefit_type: 'DISCOUNT_AMOUNT',
      discount_amount: 1000,
      description: '1,000원 할인',
      minimum_order_amount: 10000,
    },
    description: '',
    expires_at: `${new Date().getFullYear() + 1}-03-31T23:59:59+09:00`, // ahead, as x-not-past wants
    issued_count: 10,
    event_type: 'NORMAL',
    usage_channel: 'OFFLINE',
  };

  it('validates every coupon, auth and config operation’s 200 body', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const box = mockRuntime.db.state.coupon.boxes.find(
      (row) => row.business_account_id === DEMO_ACCOUNT_IDS.active && row.status === 'ACTIVE',
    )!;
    const created = await answer('coupon.createCouponBox', { body: couponBody });
    const newId = (created.body as { data: { id: number } }).data.id;
    const claimed = await answer('coupon.claimCoupon', { path: { id: newId } });
    const claimId = (claimed.body as { data: { id: number } }).data.id;

    const calls: [OperationKey, OperationArgs, unknown][] = [
      ['coupon.createCouponBox', { body: couponBody }, created],
      ['coupon.claimCoupon', { path: { id: newId } }, claimed],
      ['coupon.listCouponBoxes', { query: { page: 1, size: 10 } }, undefined],
      ['coupon.listCouponBoxes', { query: { page: 2, size: 10, validity: 'EXPIRED', keyword: '쿠폰' } }, undefined],
      ['coupon.getCouponBoxForBusiness', { path: { id: box.id } }, undefined],
      ['coupon.getCouponBoxForUser', { path: { id: box.id } }, undefined],
      ['coupon.listCouponUsedUsers', { path: { id: box.id }, query: { page: 1, size: 10 } }, undefined],
      ['coupon.listCouponClaimedUsers', { path: { id: box.id }, query: { page: 1, size: 10 } }, undefined],
      ['coupon.listActiveCouponBoxesOfBusiness', {}, undefined],
      ['coupon.listActiveCouponBoxes', { query: { issuer_type: 'BA', issuer_id: DEMO_ACCOUNT_IDS.active } }, undefined],
      ['coupon.useCoupon', { path: { id: claimId } }, undefined],
      ['coupon.listClaimedCoupons', { query: { userId: seedCustomers[0]!.id } }, undefined],
      ['coupon.updateCouponBoxStatus', { path: { id: box.id }, body: { status: 'INACTIVE' } }, undefined],
      // The coupon made above, edited as it is (another coupon may not take its name).
      ['coupon.updateCouponBox', { path: { id: newId }, body: { ...couponBody, status: 'ACTIVE' } }, undefined],
      ['coupon.deleteCouponBox', { path: { id: newId } }, undefined],
      ['auth.listMyBusinessAccounts', { query: { includeRole: true } }, undefined],
      ['config.getRemoteConfig', {}, undefined],
      [
        'auth.uploadImage',
        {
          body: {
            // A PNG's signature: the image service checks the content.
            body: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' }),
            region: 'kr',
            service: 'business',
            type: 'menu',
            width: 640,
            height: 640,
            contentType: 'image/png',
            filepath: 'a.png',
          },
        },
        undefined,
      ],
    ];
    const covered = new Set<OperationKey>();
    for (const [key, args, known] of calls) {
      const result = (known as { status: number; body: unknown } | undefined) ?? (await answer(key, args));
      expect(result.status, `${key} ${JSON.stringify(result.body)}`).toBe(200);
      expect(await validateResponse(key, 200, result.body), key).toEqual([]);
      covered.add(key);
    }
    const expected = operationKeys.filter((key) => /^(coupon|config)\./.test(key));
    expect(expected.filter((key) => !covered.has(key))).toEqual([]);
  });

  it('serves the spec fallback limits as remote config', async () => {
    const { body } = await answer('config.getRemoteConfig', {});
    expect((body as { data: { limits: Record<string, unknown> } }).data.limits).toMatchObject({
      postTitle: { minLength: 2, maxLength: 30 },
      pricingPrice: { maximum: 999999999, message: '십억 원 이상 입력할 수 없어요.' },
      businessNumber: { maxLength: 10 },
      price: { maximum: 999999999999999 },
    });
  });
});
