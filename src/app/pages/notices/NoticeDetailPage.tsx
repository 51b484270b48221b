/** `/notice/detail/{noticeId}`: title, category, date and content; a clear state when it is gone. */
import { Button, Card, Divider, Flex, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { errorStatus } from '@/api/errors';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { RichText } from '@/components/rich-text/RichText';
import { paths } from '@/config/paths';
import { safeLink } from '@/lib/safe-url';
import { formatDateTime } from '@/lib/format';
import { pageCopy } from '../copy';
import { useNotice } from './use-notices';

const copy = pageCopy.notices;

export function NoticeDetailPage() {
  const { noticeId } = useParams();
  const id = Number(noticeId);
  const notice = useNotice(id);
  const back = (
    <Link to={paths.notice.list.href({})}>
      <Button tabIndex={-1}>{copy.toList}</Button>
    </Link>
  );
  let body;
  if (!Number.isFinite(id) || errorStatus(notice.error) === 404)
    body = <EmptyState text={copy.notFound} action={back} />;
  else if (notice.error) body = <ErrorState error={notice.error} onRetry={() => void notice.refetch()} />;
  else if (!notice.data) body = <LoadingState rows={8} />;
  else
    body = (
      <article>
        <Flex gap={8} align="center">
          {notice.data.important ? <Tag color="red">{copy.important}</Tag> : null}
          <Tag>{notice.data.noticeCategoryName}</Tag>
          <Typography.Text type="secondary">{formatDateTime(notice.data.displayBeginDateTime)}</Typography.Text>
        </Flex>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
          {notice.data.title}
        </Typography.Title>
        <Divider />
        <RichText text={notice.data.content} />
        <NoticeLink url={notice.data.linkUrl} />
        <Divider />
        {back}
      </article>
    );
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <Card>{body}</Card>
    </main>
  );
}

/** The notice's "자세히 보기" link: only to a console page or an https address (never `javascript:`). */
function NoticeLink({ url }: { readonly url: string | null | undefined }) {
  const link = safeLink(url);
  if (link.kind === 'internal') return <Link to={link.path}>{copy.link}</Link>;
  if (link.kind === 'external')
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        {copy.link}
      </a>
    );
  return null;
}
