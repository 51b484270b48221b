/** Every poi operation answers 200 with a body its schema accepts, and its documented errors. */
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { validateResponse } from '@/mocks/core/validation';
import { answer, expectEveryOperationAnswers, type Step } from '@/mocks/testing/operation-calls';

const STEPS: Step[] = [
  ['poi.searchJuso', () => ({ query: { query: '포은로' } })],
  ['poi.searchJuso', () => ({ query: { query: '망' } })],
  ['poi.searchRegions', () => ({ query: { keyword: '망원' } })],
  [
    'poi.searchCategories',
    () => ({
      query: { keyword: '카페', clientNames: 'PICKUP', leafOnly: true, adjacentSiblings: true, page: 1, perPage: 20 },
    }),
  ],
  ['poi.suggestCategories', () => ({ body: { text: '망원동 수제 케이크 카페' } })],
];

describe('poi mock responses', () => {
  expectEveryOperationAnswers('poi', STEPS);

  it('answers 400 for a query that breaks its schema with a body its schema accepts', async () => {
    const cases: [OperationKey, OperationArgs][] = [
      ['poi.searchJuso', { query: { query: '마'.repeat(81) } }],
      ['poi.searchRegions', { query: { keyword: '동'.repeat(31) } }],
      ['poi.searchCategories', { query: { perPage: 0 } }],
      ['poi.suggestCategories', { body: { text: '' } }],
    ];
    for (const [key, args] of cases) {
      const result = await answer(key, args);
      expect({ key, status: result.status }).toEqual({ key, status: 400 });
      expect({ key, problems: await validateResponse(key, 400, result.body) }).toEqual({ key, problems: [] });
    }
  });
});
