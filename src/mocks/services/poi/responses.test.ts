/** Every poi operation answers 200 with a body its schema accepts, and its documented errors. */
import { describe, expect, it } from 'vitest';
import { ResponseError } from '@/api/errors';
import { callOperation, type OperationArgs, type OperationKey } from '@/api/operations';
import { operationKeys } from '@/mocks/core/catalog';
import { validateResponse } from '@/mocks/core/validation';

const STEPS: [OperationKey, OperationArgs][] = [
  ['poi.searchJuso', { query: { query: '포은로' } }],
  ['poi.searchJuso', { query: { query: '망' } }],
  ['poi.searchRegions', { query: { keyword: '망원' } }],
  [
    'poi.searchCategories',
    { query: { keyword: '카페', clientNames: 'PICKUP', leafOnly: true, adjacentSiblings: true, page: 1, perPage: 20 } },
  ],
  ['poi.suggestCategories', { body: { text: '망원동 수제 케이크 카페' } }],
];

async function answer(key: OperationKey, args: OperationArgs) {
  return callOperation(key, args).catch((error: unknown) => ({
    status: error instanceof ResponseError ? error.status : -1,
    data: error instanceof ResponseError ? error.body : error,
  }));
}

describe('poi mock responses', () => {
  it('covers every poi operation', () => {
    const all = [...operationKeys].filter((key) => key.startsWith('poi.')).sort();
    expect([...new Set(STEPS.map(([key]) => key))].sort()).toEqual(all);
  });

  it('answers every operation with a 200 body its schema accepts', async () => {
    for (const [key, args] of STEPS) {
      const result = await answer(key, args);
      expect({ key, status: result.status }).toEqual({ key, status: 200 });
      expect({ key, problems: await validateResponse(key, 200, result.data) }).toEqual({ key, problems: [] });
    }
  });

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
      expect({ key, problems: await validateResponse(key, 400, result.data) }).toEqual({ key, problems: [] });
    }
  });
});
