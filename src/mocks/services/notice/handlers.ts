/** Notice service (spec 000 §7 notices): public reads, scheduled notices stay hidden until their time. */
import { implement, notFound } from '../../core/implement';
import type { MockState } from '../../state';
import { isPublished, searchNotices } from './model';

export const noticeHandlers = implement<'notice', MockState>('notice', {
  searchNotices: ({ state, query, now }) => ({
    data: searchNotices(
      state.notice.notices,
      {
        page: query.page ?? 0,
        size: query.size ?? 10,
        ascending: query.sort === 'displayBeginDateTime,asc',
        ...(query.important !== undefined ? { important: query.important } : {}),
        ...(query.category ? { category: query.category } : {}),
      },
      now,
    ),
  }),

  getNotice: ({ state, path, now }) => {
    const row = state.notice.notices.find((notice) => notice.id === path.id);
    if (!row || !isPublished(row, now)) throw notFound('공지사항');
    return { data: row };
  },

  listNoticeCategories: ({ state }) => ({ data: { items: state.notice.categories } }),
});
