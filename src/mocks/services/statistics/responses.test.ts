/** Every statistics operation answers 200 with a body its schema accepts; a bad period is a 400. */
import { describe, expect, it } from 'vitest';
import { ResponseError } from '@/api/errors';
import { callOperation, type OperationArgs, type OperationKey } from '@/api/operations';
import { storeBusinessAccountId } from '@/api/session';
import { operationKeys } from '@/mocks/core/catalog';
import { validateResponse } from '@/mocks/core/validation';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

const PERIOD = { startDate: '2026-10-01', endDate: '2026-10-31' };

const STEPS: [OperationKey, OperationArgs][] = [
  ['statistics.getInflowCounts', { query: { ...PERIOD, inflowType: 'SEARCH' } }],
  ['statistics.getInflowCustomers', { query: { ...PERIOD, customerInflowType: 'MAP' } }],
  ['statistics.listInflowRegions', { query: PERIOD }],
  ['statistics.getStatisticsFollowSummary', { query: PERIOD }],
  ['statistics.listStatisticDetails', { query: { ...PERIOD, page: 2, size: 10 } }],
  ['statistics.downloadStatisticDetailCsv', { query: PERIOD }],
  ['statistics.listPostInflowRanking', { query: { ...PERIOD, inflowType: 'HOME_POST', size: 3 } }],
  ['statistics.listPostImpressionRanking', { query: { ...PERIOD, impressionType: 'HOME_FEED' } }],
  ['statistics.listPostStatisticDetails', { query: { ...PERIOD, page: 1, size: 10 } }],
  ['statistics.downloadPostStatisticDetailCsv', { query: PERIOD }],
];

async function answer(key: OperationKey, args: OperationArgs): Promise<{ status: number; body: unknown }> {
  try {
    const { status, data } = await callOperation(key, args);
    return { status, body: data };
  } catch (error) {
    if (error instanceof ResponseError) return { status: error.status, body: error.body };
    throw error;
  }
}

describe('statistics mock responses', () => {
  it('covers every statistics operation', () => {
    const all = [...operationKeys].filter((key) => key.startsWith('statistics.')).sort();
    expect(STEPS.map(([key]) => key).sort()).toEqual(all);
  });

  it('answers every operation of every demo account, with and without a period, by its schema', async () => {
    for (const accountId of Object.values(DEMO_ACCOUNT_IDS)) {
      storeBusinessAccountId(accountId);
      for (const [key, args] of [...STEPS, ...STEPS.map(([key]) => [key, {}] as const)]) {
        const { status, body } = await answer(key, args);
        expect({ accountId, key, status, ...(status === 200 ? {} : { body }) }).toEqual({
          accountId,
          key,
          status: 200,
        });
        expect({ key, problems: await validateResponse(key, 200, body) }).toEqual({ key, problems: [] });
      }
    }
  });

  it('answers a reversed or too long period with a 400 naming the field', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const cases: [OperationArgs, string][] = [
      [{ query: { startDate: '2026-10-31', endDate: '2026-10-01' } }, 'startDate'],
      [{ query: { startDate: '2024-01-01', endDate: '2026-01-01' } }, 'endDate'],
    ];
    for (const [args, field] of cases) {
      const { status, body } = await answer('statistics.getInflowCounts', args);
      expect(status).toBe(400);
      expect(body).toMatchObject({ errors: [{ field }] });
      expect(await validateResponse('statistics.getInflowCounts', 400, body)).toEqual([]);
    }
  });
});
