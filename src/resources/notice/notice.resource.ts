/**
 * Notices (spec 000 §7), the person's, not an account's: important ones first on the first page,
 * then the rest page by page, by category; a notice's page shows its content and link.
 */
import { paths } from '@/config/paths';
import { cards } from '@/engine/cards/cards-def';
import { defineResource } from '@/engine/resource/define-resource';
import { NoticeCard, NoticeContent, NoticeDate, type Notice } from './notice-cells';
import { noticeText as text } from './notice-text';

export const noticeResource = defineResource('notice', (r) => ({
  name: 'notice',
  label: text.title,
  routeParam: 'noticeId',
  routes: { list: paths.notice.list, detail: paths.notice.detail },
  list: {
    ...r.list('get', '/api/v1/notices/search', {
      columns: ['title', 'displayBeginDateTime'],
      filters: ['category'],
      fixedQuery: { sort: 'displayBeginDateTime,desc', important: false },
      emptyText: text.empty,
    }),
    cards: cards<Notice>({
      Card: NoticeCard,
      Aside: NoticeDate,
      pinned: { important: true },
      rowKey: (notice) => `${notice.important ? 'i' : 'n'}${notice.id}`,
    }),
  },
  detail: r.detail('/api/v1/notices/{id}', {
    fields: ['noticeCategoryName', 'displayBeginDateTime'],
    notFound: text.notFound,
    sections: [{ title: text.content, component: NoticeContent }],
  }),
}));
