import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { StoreInfoDocument } from '@/api/commerce/catalog';
import { graphqlUrl } from '@/api/graphql/client';
import { graphqlRequest } from '@/api/graphql/request';
import { env } from '@/config/env';
import { baseUrlFor } from '@/api/hosts';
import { mockServer } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { answer, asAccount } from '@/mocks/testing/operation-calls';
import { clearDrifts, driftFindings, driftReport } from './drift-store';
import { driftChecksDone, watchDrift } from './drift-watch';

const COUPON_BOXES = `${baseUrlFor('coupon', env)}/api/v1/coupon_boxes`;

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  clearDrifts();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  watchDrift(false);
  warn.mockRestore();
});

/** The coupon boxes as the mock answers them, with the first box's name turned into a number. */
async function driftedCouponBoxes() {
  const { body } = await answer('coupon.listCouponBoxes', { query: { page: 1, size: 10 } }, DEMO_ACCOUNT_IDS.active);
  const drifted = structuredClone(body) as { data: { items: Record<string, unknown>[] } };
  for (const item of drifted.data.items) item['name'] = 42;
  mockServer.use(http.get(COUPON_BOXES, () => HttpResponse.json(drifted)));
  return drifted;
}

describe('the alpha/development drift check', () => {
  it('reports a drifted REST answer with its operation, status and pointer, and the screen still gets it', async () => {
    const drifted = await driftedCouponBoxes();
    watchDrift(true);
    const { status, body } = await answer('coupon.listCouponBoxes', { query: { page: 1, size: 10 } });
    await driftChecksDone();

    expect(body).toEqual(drifted);
    expect(status).toBe(200);
    expect(driftFindings()).toEqual([
      {
        operation: 'coupon.listCouponBoxes',
        status: 200,
        pointer: '/data/items/0/name',
        expected: 'string',
        received: 'integer',
      },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe(
      'API 불일치 coupon.listCouponBoxes 200 /data/items/0/name: expected string, received integer',
    );
    expect(driftReport(driftFindings(), 'alpha')).toBe(
      'API 불일치 1건 (alpha)\n- coupon.listCouponBoxes 200 /data/items/0/name: expected string, received integer',
    );
  });

  it('reports the same place once, however many answers and rows repeat it', async () => {
    await driftedCouponBoxes();
    watchDrift(true);
    await answer('coupon.listCouponBoxes', { query: { page: 1, size: 10 } });
    await answer('coupon.listCouponBoxes', { query: { page: 1, size: 10 } });
    await driftChecksDone();

    expect(driftFindings()).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reports nothing for conforming answers', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    watchDrift(true);
    const { status } = await answer('coupon.listCouponBoxes', { query: { page: 1, size: 10 } });
    await answer('business-account.getBusinessAccount', { path: { id: DEMO_ACCOUNT_IDS.active } });
    await graphqlRequest(StoreInfoDocument, { baId: String(DEMO_ACCOUNT_IDS.active) }, { account: undefined });
    await driftChecksDone();

    expect(status).toBe(200);
    expect(driftFindings()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('checks a GraphQL answer against its document’s result schema', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const real = await graphqlRequest(
      StoreInfoDocument,
      { baId: String(DEMO_ACCOUNT_IDS.active) },
      { account: undefined },
    );
    const drifted = { storeInfo: { ...real.storeInfo, openAlarmRequested: 'no' } };
    mockServer.use(http.post(graphqlUrl('commerce'), () => HttpResponse.json({ data: drifted })));
    watchDrift(true);
    const data = await graphqlRequest(
      StoreInfoDocument,
      { baId: String(DEMO_ACCOUNT_IDS.active) },
      { account: undefined },
    );
    await driftChecksDone();

    expect(data).toEqual(drifted);
    expect(driftFindings()).toEqual([
      expect.objectContaining({
        operation: 'commerce.StoreInfo',
        status: 200,
        pointer: '/data/openAlarmRequested',
        expected: 'boolean',
      }),
    ]);
  });

  it('takes a GraphQL null as a field left out, and names a null where the schema requires a value', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const real = await graphqlRequest(
      StoreInfoDocument,
      { baId: String(DEMO_ACCOUNT_IDS.active) },
      { account: undefined },
    );
    const drifted = { storeInfo: { ...real.storeInfo, store: null, baId: null } };
    mockServer.use(http.post(graphqlUrl('commerce'), () => HttpResponse.json({ data: drifted })));
    watchDrift(true);
    await graphqlRequest(StoreInfoDocument, { baId: String(DEMO_ACCOUNT_IDS.active) }, { account: undefined });
    await driftChecksDone();

    expect(driftFindings()).toEqual([
      { operation: 'commerce.StoreInfo', status: 200, pointer: '/data/baId', expected: 'present', received: 'null' },
    ]);
  });

  it('checks nothing while off (unit tests, unless they ask)', async () => {
    await driftedCouponBoxes();
    await answer('coupon.listCouponBoxes', { query: { page: 1, size: 10 } });
    await driftChecksDone();

    expect(driftFindings()).toEqual([]);
  });
});
