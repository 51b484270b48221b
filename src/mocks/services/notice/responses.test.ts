/** Every notice operation answers 200 with a body its schema accepts; the 404 validates too. */
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { operationKeys } from '@/mocks/core/catalog';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { answer } from '../auth/test-helpers';

const STEPS: [OperationKey, () => OperationArgs][] = [
  ['notice.searchNotices', () => ({ query: { page: 0, size: 10, sort: 'displayBeginDateTime,desc' } })],
  ['notice.searchNotices', () => ({ query: { page: 0, size: 10, important: true, category: 'MAINTENANCE' } })],
  ['notice.getNotice', () => ({ path: { id: mockRuntime.db.state.notice.notices[0]!.id } })],
  ['notice.listNoticeCategories', () => ({})],
];

describe('notice mock responses', () => {
  it('covers every notice operation', () => {
    const all = operationKeys.filter((key) => key.startsWith('notice.')).sort();
    expect([...new Set(STEPS.map(([key]) => key))].sort()).toEqual(all);
  });

  it('answers every operation with a 200 body its schema accepts', async () => {
    for (const [key, args] of STEPS) {
      const result = await answer(key, args());
      expect({ key, status: result.status }).toEqual({ key, status: 200 });
      expect({ key, problems: await validateResponse(key, 200, result.body) }).toEqual({ key, problems: [] });
    }
  });

  it('answers 404 for an unknown notice', async () => {
    const result = await answer('notice.getNotice', { path: { id: 987654 } });
    expect(result.status).toBe(404);
    expect(await validateResponse('notice.getNotice', 404, result.body)).toEqual([]);
  });
});
