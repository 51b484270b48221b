import { describe, expect, it } from 'vitest';
import { accountTags, notificationAction } from './notification-rules';

describe('notification rules', () => {
  it('names the accounts of a list that mixes two or more of the user’s accounts, else none', () => {
    const accounts = [
      { id: 101, name: '동네커피 망원점' },
      { id: 102, name: '동네커피 합정점' },
    ];
    const mixed = accountTags(
      [{ businessAccountId: 101 }, { businessAccountId: 102 }, { businessAccountId: 999 }],
      accounts,
    );
    expect([...mixed]).toEqual([
      [101, '동네커피 망원점'],
      [102, '동네커피 합정점'],
    ]);
    expect(accountTags([{ businessAccountId: 101 }, { businessAccountId: 999 }], accounts).size).toBe(0);
    expect(accountTags([{ businessAccountId: 101 }, { businessAccountId: 102 }], undefined).size).toBe(0);
  });

  it('decides what a click does', () => {
    expect(notificationAction('/profile/103/coupon', 'DORMANT')).toEqual({ kind: 'stop' });
    expect(notificationAction('https://ads.example.com', 'DESTROYED')).toEqual({ kind: 'stop' });
    expect(notificationAction('https://ads.example.com/x', 'ACTIVE')).toEqual({
      kind: 'new-tab',
      url: 'https://ads.example.com/x',
    });
    // Only a console path or an https address is followed (issue 8: untrusted content).
    expect(notificationAction('http://ads.example.com/x', 'ACTIVE')).toEqual({ kind: 'none' });
    expect(notificationAction('javascript:alert(1)', 'ACTIVE')).toEqual({ kind: 'none' });
    expect(notificationAction('//evil.example', 'ACTIVE')).toEqual({ kind: 'none' });
    expect(notificationAction('', 'ACTIVE')).toEqual({ kind: 'none' });
    expect(notificationAction('/profile/101/coupon', undefined)).toEqual({
      kind: 'item',
      target: '/profile/101/coupon',
    });
  });

  it('says a console address is not available yet instead of opening the 404 page', () => {
    expect(notificationAction('/profile/101/not-a-screen', 'ACTIVE')).toEqual({ kind: 'unavailable' });
    // A stopped account still stops first: its notifications open nothing.
    expect(notificationAction('/profile/103/not-a-screen', 'DORMANT')).toEqual({ kind: 'stop' });
  });
});
