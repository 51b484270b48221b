/** Every advertising operation answers 200 with a body its schema accepts, and its documented errors. */
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { answer, expectEveryOperationAnswers, type Step } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

const livePost = () =>
  mockRuntime.db.state.post.posts.find(
    (post) => post.business_account_id === DEMO_ACCOUNT_IDS.active && post.status === 'ACTIVE',
  )!;
const hiddenPost = () =>
  mockRuntime.db.state.post.posts.find(
    (post) => post.business_account_id === DEMO_ACCOUNT_IDS.active && post.status === 'INACTIVE',
  )!;

const STEPS: Step[] = [
  ['advertising.listAdvertisers', () => ({ query: { mode: 'LINKED', page: 1, pageSize: 10 } })],
  ['advertising.getActiveMarketer', () => ({})],
  ['advertising.createMaterialsFromExternalSource', () => ({ body: { external_source_ids: [livePost().id] } })],
];

describe('advertising mock responses', () => {
  expectEveryOperationAnswers('advertising', STEPS, { accountId: DEMO_ACCOUNT_IDS.active });

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
      expect({ key, problems: await validateResponse(key, status, result.body) }).toEqual({ key, problems: [] });
    }
  });
});
