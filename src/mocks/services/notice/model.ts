/** What the notice API shows: published notices only, newest first by default, 0-based pages. */
import type { components } from '@generated/openapi/notice';
import type { NoticeRow } from './state';

type Schemas = components['schemas'];

export interface NoticeSearch {
  page: number;
  size: number;
  ascending: boolean;
  important?: boolean;
  category?: Schemas['NoticeCategoryCode'];
}

export function isPublished(row: NoticeRow, now: Date): boolean {
  return new Date(row.displayBeginDateTime).getTime() <= now.getTime();
}

export function toNotice(row: NoticeRow): Schemas['Notice'] {
  const { content: _content, linkUrl: _linkUrl, ...notice } = row;
  return notice;
}

export function searchNotices(rows: readonly NoticeRow[], search: NoticeSearch, now: Date): Schemas['NoticePage'] {
  const direction = search.ascending ? 1 : -1;
  const matching = rows
    .filter((row) => isPublished(row, now))
    .filter((row) => search.important === undefined || row.important === search.important)
    .filter((row) => !search.category || row.category === search.category)
    .sort(
      (a, b) => direction * (new Date(a.displayBeginDateTime).getTime() - new Date(b.displayBeginDateTime).getTime()),
    );
  const start = search.page * search.size;
  return {
    items: matching.slice(start, start + search.size).map(toNotice),
    page: search.page,
    size: search.size,
    totalCount: matching.length,
    totalPages: Math.ceil(matching.length / search.size),
    hasNext: start + search.size < matching.length,
  };
}
