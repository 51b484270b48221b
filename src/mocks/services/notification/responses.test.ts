/** Every notification operation answers 200 with a valid body; signed out they answer 401. */
import { describe, expect, it } from 'vitest';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { answer, expectEveryOperationAnswers, type Step } from '@/mocks/testing/operation-calls';

const STEPS: Step[] = [
  ['notification.listNotifications', () => ({ query: { page: 0, size: 10 } })],
  ['notification.listNotificationsByType', () => ({ path: { type: 'business' }, query: { page: 0, size: 10 } })],
  ['notification.listNotificationsByType', () => ({ path: { type: 'advertisement' }, query: { page: 0, size: 1 } })],
  ['notification.listNotificationsByType', () => ({ path: { type: 'agency' }, query: { page: 1, size: 2 } })],
  ['notification.getNotificationLastAccess', () => ({})],
  ['notification.recordNotificationLastAccess', () => ({})],
];

describe('notification mock responses', () => {
  expectEveryOperationAnswers('notification', STEPS);

  it('answers 401 with an ErrorBody when nobody is signed in', async () => {
    mockRuntime.db.state.auth.session.signedIn = false;
    for (const [key, args] of STEPS) {
      const result = await answer(key, args());
      expect({ key, status: result.status }).toEqual({ key, status: 401 });
      expect({ key, problems: await validateResponse(key, 401, result.body) }).toEqual({ key, problems: [] });
    }
  });
});
