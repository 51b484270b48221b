/** Notice rules: published only, newest first, 0-based pages, important and category filters. */
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { answer, dataOf } from '@/mocks/testing/operation-calls';

interface Page {
  items: { id: number; title: string; important: boolean; category: string; displayBeginDateTime: string }[];
  page: number;
  totalCount: number;
  hasNext: boolean;
}

const notices = () => mockRuntime.db.state.notice.notices;
const scheduled = () => notices().find((row) => new Date(row.displayBeginDateTime).getTime() > Date.now())!;

describe('notice mock rules', () => {
  it('seeds realistic notices in every category, some important, one scheduled', () => {
    expect(notices().length).toBeGreaterThanOrEqual(20);
    expect(new Set(notices().map((row) => row.category))).toEqual(
      new Set(['SERVICE_NEWS', 'MAINTENANCE', 'POLICY', 'EVENT', 'EDUCATION']),
    );
    expect(notices().filter((row) => row.important).length).toBeGreaterThanOrEqual(3);
    expect(scheduled()).toBeDefined();
  });

  it('searches published notices newest first in 0-based pages', async () => {
    const first = await dataOf<Page>('notice.searchNotices', { query: { page: 0, size: 10 } });
    expect(first.items).toHaveLength(10);
    expect(first.totalCount).toBe(notices().length - 1);
    expect(first.hasNext).toBe(true);
    expect(first.items.map((item) => item.id)).not.toContain(scheduled().id);
    const times = first.items.map((item) => new Date(item.displayBeginDateTime).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const last = await dataOf<Page>('notice.searchNotices', { query: { page: 2, size: 10 } });
    expect(last.items).toHaveLength(first.totalCount - 20);
    expect(last.hasNext).toBe(false);
  });

  it('filters by the important flag and by category', async () => {
    const important = await dataOf<Page>('notice.searchNotices', { query: { page: 0, size: 10, important: true } });
    expect(important.items.length).toBeGreaterThanOrEqual(3);
    expect(important.items.every((item) => item.important)).toBe(true);
    const events = await dataOf<Page>('notice.searchNotices', { query: { category: 'EVENT' } });
    expect(events.items.length).toBeGreaterThan(0);
    expect(events.items.every((item) => item.category === 'EVENT')).toBe(true);
  });

  it('shows the content of a published notice and hides a scheduled one', async () => {
    const published = notices().find((row) => row.important)!;
    expect(await dataOf<{ content: string }>('notice.getNotice', { path: { id: published.id } })).toMatchObject({
      content: published.content,
    });
    expect((await answer('notice.getNotice', { path: { id: scheduled().id } })).status).toBe(404);
  });

  it('lists the five categories with Korean names', async () => {
    const { items } = await dataOf<{ items: { noticeCategoryName: string }[] }>('notice.listNoticeCategories');
    expect(items.map((item) => item.noticeCategoryName)).toEqual([
      '서비스 소식',
      '점검 안내',
      '정책 변경',
      '이벤트',
      '교육',
    ]);
  });
});
