/** Every notice operation answers 200 with a body its schema accepts; the 404 validates too. */
import { describe, expect, it } from 'vitest';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { answer, expectEveryOperationAnswers, type Step } from '@/mocks/testing/operation-calls';

const STEPS: Step[] = [
  ['notice.searchNotices', () => ({ query: { page: 0, size: 10, sort: 'displayBeginDateTime,desc' } })],
  ['notice.searchNotices', () => ({ query: { page: 0, size: 10, important: true, category: 'MAINTENANCE' } })],
  ['notice.getNotice', () => ({ path: { id: mockRuntime.db.state.notice.notices[0]!.id } })],
  ['notice.listNoticeCategories', () => ({})],
];

describe('notice mock responses', () => {
  expectEveryOperationAnswers('notice', STEPS);

  it('answers 404 for an unknown notice', async () => {
    const result = await answer('notice.getNotice', { path: { id: 987654 } });
    expect(result.status).toBe(404);
    expect(await validateResponse('notice.getNotice', 404, result.body)).toEqual([]);
  });
});
