/** Every notification operation answers 200 with a valid body; signed out they answer 401. */
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { operationKeys } from '@/mocks/core/catalog';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { answer } from '../auth/test-helpers';

const STEPS: [OperationKey, OperationArgs][] = [
  ['notification.listNotifications', { query: { page: 0, size: 10 } }],
  ['notification.listNotificationsByType', { path: { type: 'business' }, query: { page: 0, size: 10 } }],
  ['notification.listNotificationsByType', { path: { type: 'advertisement' }, query: { page: 0, size: 1 } }],
  ['notification.listNotificationsByType', { path: { type: 'agency' }, query: { page: 1, size: 2 } }],
  ['notification.getNotificationLastAccess', {}],
  ['notification.recordNotificationLastAccess', {}],
];

describe('notification mock responses', () => {
  it('covers every notification operation', () => {
    const all = operationKeys.filter((key) => key.startsWith('notification.')).sort();
    expect([...new Set(STEPS.map(([key]) => key))].sort()).toEqual(all);
  });

  it('answers every operation with a 200 body its schema accepts', async () => {
    for (const [key, args] of STEPS) {
      const result = await answer(key, args);
      expect({ key, status: result.status }).toEqual({ key, status: 200 });
      expect({ key, problems: await validateResponse(key, 200, result.body) }).toEqual({ key, problems: [] });
    }
  });

  it('answers 401 with an ErrorBody when nobody is signed in', async () => {
    mockRuntime.db.state.auth.session.signedIn = false;
    for (const [key, args] of STEPS) {
      const result = await answer(key, args);
      expect({ key, status: result.status }).toEqual({ key, status: 401 });
      expect({ key, problems: await validateResponse(key, 401, result.body) }).toEqual({ key, problems: [] });
    }
  });
});
