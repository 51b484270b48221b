/** Notification rules: newest first, per type, unread against the last access. */
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { dataOf } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

interface Page {
  collectionData: { id: number; type: string; sentAt: string; target: string; businessAccountId: number }[];
  totalCount: number;
  hasNext: boolean;
}
interface LastAccess {
  lastAccessTime: string | null;
  previousLastAccessTime?: string | null;
}

const rows = () => mockRuntime.db.state.notification.notifications;

describe('notification mock rules', () => {
  it('seeds every type, every kind of target and the non-ACTIVE accounts', () => {
    expect(new Set(rows().map((row) => row.type))).toEqual(new Set(['business', 'advertisement', 'agency']));
    expect(rows().some((row) => row.target.startsWith('https://'))).toBe(true);
    expect(rows().some((row) => row.target === '')).toBe(true);
    expect(rows().some((row) => row.target.startsWith('/profile/'))).toBe(true);
    expect(rows().filter((row) => row.businessAccountId === DEMO_ACCOUNT_IDS.dormant).length).toBeGreaterThan(1);
    expect(rows().filter((row) => row.businessAccountId === DEMO_ACCOUNT_IDS.inspection).length).toBeGreaterThan(1);
    const last = new Date(mockRuntime.db.state.notification.lastAccessTime!).getTime();
    expect(rows().some((row) => new Date(row.sentAt).getTime() > last)).toBe(true);
    expect(rows().some((row) => new Date(row.sentAt).getTime() < last)).toBe(true);
  });

  it('lists all notifications newest first in 0-based pages', async () => {
    const page = await dataOf<Page>('notification.listNotifications', { query: { page: 0, size: 10 } });
    expect(page.collectionData).toHaveLength(10);
    expect(page.totalCount).toBe(rows().length);
    const times = page.collectionData.map((item) => new Date(item.sentAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const newest = await dataOf<Page>('notification.listNotifications', { query: { page: 0, size: 1 } });
    expect(newest.collectionData[0]!.id).toBe(page.collectionData[0]!.id);
  });

  it('lists one type only', async () => {
    for (const type of ['business', 'advertisement', 'agency'] as const) {
      const page = await dataOf<Page>('notification.listNotificationsByType', { path: { type }, query: { size: 50 } });
      expect(page.collectionData.length).toBeGreaterThan(0);
      expect(page.collectionData.every((item) => item.type === type)).toBe(true);
    }
  });

  it('records the last access as now and keeps the previous one for the per-item dots', async () => {
    const before = await dataOf<LastAccess>('notification.getNotificationLastAccess');
    const recorded = await dataOf<LastAccess>('notification.recordNotificationLastAccess');
    expect(recorded.previousLastAccessTime).toBe(before.lastAccessTime);
    expect(Math.abs(new Date(recorded.lastAccessTime!).getTime() - Date.now())).toBeLessThan(5000);
    expect(await dataOf<LastAccess>('notification.getNotificationLastAccess')).toMatchObject({
      lastAccessTime: recorded.lastAccessTime,
    });
    const newest = (await dataOf<Page>('notification.listNotifications', { query: { size: 1 } })).collectionData[0]!;
    expect(new Date(newest.sentAt).getTime()).toBeLessThanOrEqual(new Date(recorded.lastAccessTime!).getTime());
  });
});
