/** Chat: the one operation answers the unread count kept in state (12 seeded), 401 when signed out. */
import { describe, expect, it } from 'vitest';
import { operationKeys } from '@/mocks/core/catalog';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { answer, dataOf } from '@/mocks/testing/operation-calls';

describe('chat mock', () => {
  it('has one operation, answered by its schema', async () => {
    expect(operationKeys.filter((key) => key.startsWith('chat.'))).toEqual(['chat.getChatUnreadCount']);
    const result = await answer('chat.getChatUnreadCount');
    expect(await validateResponse('chat.getChatUnreadCount', 200, result.body)).toEqual([]);
  });

  it('answers the unread count from state, which a test may set (150 shows 99+)', async () => {
    expect(await dataOf<number>('chat.getChatUnreadCount')).toBe(12);
    mockRuntime.db.state.chat.unreadCount = 150;
    expect(await dataOf<number>('chat.getChatUnreadCount')).toBe(150);
  });

  it('answers 401 when nobody is signed in', async () => {
    mockRuntime.db.state.auth.session.signedIn = false;
    const result = await answer('chat.getChatUnreadCount');
    expect(result.status).toBe(401);
    expect(await validateResponse('chat.getChatUnreadCount', 401, result.body)).toEqual([]);
  });
});
