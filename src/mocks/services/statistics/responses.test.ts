/** Every statistics operation answers 200 with a body its schema accepts; a bad period is a 400. */
import { describe, expect, it } from 'vitest';
import type { OperationArgs } from '@/api/operations';
import { validateResponse } from '@/mocks/core/validation';
import { answer, expectEveryOperationAnswers, type Step } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

const PERIOD = { startDate: '2026-10-01', endDate: '2026-10-31' };

const STEPS: Step[] = [
  ['statistics.getInflowCounts', () => ({ query: { ...PERIOD, inflowType: 'SEARCH' } })],
  ['statistics.getInflowCustomers', () => ({ query: { ...PERIOD, customerInflowType: 'MAP' } })],
  ['statistics.listInflowRegions', () => ({ query: PERIOD })],
  ['statistics.getStatisticsFollowSummary', () => ({ query: PERIOD })],
  ['statistics.listStatisticDetails', () => ({ query: { ...PERIOD, page: 2, size: 10 } })],
  ['statistics.downloadStatisticDetailCsv', () => ({ query: PERIOD })],
  ['statistics.listPostInflowRanking', () => ({ query: { ...PERIOD, inflowType: 'HOME_POST', size: 3 } })],
  ['statistics.listPostImpressionRanking', () => ({ query: { ...PERIOD, impressionType: 'HOME_FEED' } })],
  ['statistics.listPostStatisticDetails', () => ({ query: { ...PERIOD, page: 1, size: 10 } })],
  ['statistics.downloadPostStatisticDetailCsv', () => ({ query: PERIOD })],
];

/** Every step as every demo account, with its period and then without any arguments. */
const EVERY_ACCOUNT: Step[] = Object.values(DEMO_ACCOUNT_IDS).flatMap((accountId) =>
  [...STEPS, ...STEPS.map(([key]): Step => [key, () => ({})])].map(([key, args]): Step => [key, args, accountId]),
);

describe('statistics mock responses', () => {
  expectEveryOperationAnswers('statistics', EVERY_ACCOUNT, {
    answersTitle: 'answers every operation of every demo account, with and without a period, by its schema',
  });

  it('answers a reversed or too long period with a 400 naming the field', async () => {
    const cases: [OperationArgs, string][] = [
      [{ query: { startDate: '2026-10-31', endDate: '2026-10-01' } }, 'startDate'],
      [{ query: { startDate: '2024-01-01', endDate: '2026-01-01' } }, 'endDate'],
    ];
    for (const [args, field] of cases) {
      const { status, body } = await answer('statistics.getInflowCounts', args, DEMO_ACCOUNT_IDS.active);
      expect(status).toBe(400);
      expect(body).toMatchObject({ errors: [{ field }] });
      expect(await validateResponse('statistics.getInflowCounts', 400, body)).toEqual([]);
    }
  });
});
