/** A notice's parts the fields cannot show: its row (marks and the link to it), its content. */
import { Flex, Tag } from 'antd';
import { Link } from 'react-router';
import { lazySection } from '@/engine/resource/lazy-section';
import { paths } from '@/config/paths';
import type { CardProps } from '@/engine/cards/cards-def';
import type { DetailSectionProps } from '@/engine/resource/types';
import type { ListItemOf, OperationAt, PayloadOf } from '@/engine/resource/typing';
import { formatDate } from '@/lib/format';
import { safeLink } from '@/lib/safe-url';
import { noticeText as text } from './notice-text';

// The sanitizer (DOMPurify) loads with a notice's page, not with every first visit.
const RichText = lazySection(() => import('@/components/rich-text/RichText').then((module) => module.RichText));

export type Notice = ListItemOf<'notice', 'get', '/api/v1/notices/search'>;
type NoticeDetail = PayloadOf<OperationAt<'notice', 'get', '/api/v1/notices/{id}'>>;

export function NoticeCard({ row: notice }: CardProps<Notice>) {
  return (
    <Flex gap={8} align="center" wrap>
      {notice.important ? <Tag color="red">{text.important}</Tag> : null}
      <Tag>{notice.noticeCategoryName}</Tag>
      <Link to={paths.notice.detail.href({ noticeId: notice.id })}>
        <span className="untrusted-text">{notice.important ? <strong>{notice.title}</strong> : notice.title}</span>
      </Link>
    </Flex>
  );
}

export function NoticeDate({ row: notice }: CardProps<Notice>) {
  return <span className="muted">{formatDate(notice.displayBeginDateTime)}</span>;
}

/** The content (rich text, sanitized) and its "자세히 보기" link. */
export function NoticeContent({ record }: DetailSectionProps) {
  const notice = record as NoticeDetail;
  return (
    <article>
      {notice.important ? <Tag color="red">{text.important}</Tag> : null}
      <RichText text={notice.content} />
      <NoticeLink url={notice.linkUrl} />
    </article>
  );
}

/** Only to a console page or an https address (never `javascript:`). */
function NoticeLink({ url }: { readonly url: string | null | undefined }) {
  const link = safeLink(url);
  if (link.kind === 'internal') return <Link to={link.path}>{text.link}</Link>;
  if (link.kind === 'external')
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        {text.link}
      </a>
    );
  return null;
}
