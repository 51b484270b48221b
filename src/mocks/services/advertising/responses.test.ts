/** Every advertising operation answers 200 with a body its schema accepts, and its documented errors. */
import { describe, expect, it } from 'vitest';
import { ResponseError } from '@/api/errors';
import { callOperation, type OperationArgs, type OperationKey } from '@/api/operations';
import { storeBusinessAccountId } from '@/api/session';
import { operationKeys } from '@/mocks/core/catalog';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

const livePost = () =>
  mockRuntime.db.state.post.posts.find(
    (post) => post.business_account_id === DEMO_ACCOUNT_IDS.active && post.status === 'ACTIVE',
  )!;
const hiddenPost = () =>
  mockRuntime.db.state.post.posts.find(
    (post) => post.business_account_id === DEMO_ACCOUNT_IDS.active && post.status === 'INACTIVE',
  )!;

const STEPS: [OperationKey, () => OperationArgs][] = [
  ['advertising.listAdvertisers', () => ({ query: { mode: 'LINKED', page: 1, pageSize: 10 } })],
  ['advertising.getActiveMarketer', () => ({})],
  ['advertising.createMaterialsFromExternalSource', () => ({ body: { external_source_ids: [livePost().id] } })],
];

async function answer(key: OperationKey, args: OperationArgs, accountId: number = DEMO_ACCOUNT_IDS.active) {
  globalThis.localStorage.clear();
  storeBusinessAccountId(accountId);
  return callOperation(key, args).catch((error: unknown) => ({
    status: error instanceof ResponseError ? error.status : -1,
    data: error instanceof ResponseError ? error.body : error,
  }));
}

describe('advertising mock responses', () => {
  it('covers every advertising operation', () => {
    const all = [...operationKeys].filter((key) => key.startsWith('advertising.')).sort();
    expect(STEPS.map(([key]) => key).sort()).toEqual(all);
  });

  it('answers every operation with a 200 body its schema accepts', async () => {
    for (const [key, args] of STEPS) {
      const result = await answer(key, args());
      expect({ key, status: result.status }).toEqual({ key, status: 200 });
      expect({ key, problems: await validateResponse(key, 200, result.data) }).toEqual({ key, problems: [] });
    }
  });

  it('answers the documented errors with bodies their schemas accept', async () => {
    const cases: [OperationKey, OperationArgs, number, number][] = [
      ['advertising.getActiveMarketer', {}, 404, DEMO_ACCOUNT_IDS.dormant],
      [
        'advertising.createMaterialsFromExternalSource',
        { body: { external_source_ids: [999999] } },
        404,
        DEMO_ACCOUNT_IDS.active,
      ],
      [
        'advertising.createMaterialsFromExternalSource',
        { body: { external_source_ids: [hiddenPost().id] } },
        409,
        DEMO_ACCOUNT_IDS.active,
      ],
      ['advertising.listAdvertisers', { query: { mode: 'MINE' } }, 400, DEMO_ACCOUNT_IDS.active],
    ];
    for (const [key, args, status, accountId] of cases) {
      const result = await answer(key, args, accountId);
      expect({ key, status: result.status }).toEqual({ key, status });
      expect({ key, problems: await validateResponse(key, status, result.data) }).toEqual({ key, problems: [] });
    }
  });
});
