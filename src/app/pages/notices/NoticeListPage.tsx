/** `/notice`: important notices first, then the rest page by page, filtered by category. */
import { Card, Flex, Pagination, Segmented, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { pageCopy } from '../copy';
import { RowList } from '../RowList';
import { NOTICE_PAGE_SIZE, useNoticeCategories, useNoticePage, type NoticeCategoryCode } from './use-notices';

const copy = pageCopy.notices;

export function NoticeListPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(0, Number(search.get('page') ?? 0) || 0);
  const category = (search.get('category') ?? undefined) as NoticeCategoryCode | undefined;
  const categories = useNoticeCategories();
  const important = useNoticePage({ page: 0, category, important: true });
  const regular = useNoticePage({ page, category, important: false });
  const update = (next: { page?: number; category?: string }) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(next))
      if (value === undefined || value === '' || value === 0) params.delete(key);
      else params.set(key, String(value));
    setSearch(params);
  };

  const error = important.error ?? regular.error;
  const rows = [...(page === 0 ? (important.data?.items ?? []) : []), ...(regular.data?.items ?? [])];
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <PageHeader title={copy.title} />
      <Card>
        <Flex vertical gap={16}>
          <Segmented
            aria-label={copy.category}
            value={category ?? ''}
            onChange={(value) => update({ category: value, page: 0 })}
            options={[
              { value: '', label: copy.allCategories },
              ...(categories.data ?? []).map((item) => ({ value: item.category, label: item.noticeCategoryName })),
            ]}
          />
          {error ? (
            <ErrorState
              error={error}
              onRetry={() => {
                void important.refetch();
                void regular.refetch();
              }}
            />
          ) : !important.data || !regular.data ? (
            <LoadingState rows={6} />
          ) : rows.length === 0 ? (
            <EmptyState text={copy.empty} />
          ) : (
            <RowList
              items={rows}
              label={copy.title}
              rowKey={(notice) => `${notice.important ? 'i' : 'n'}${notice.id}`}
              render={(notice) => (
                <Flex gap={8} align="center" wrap>
                  {notice.important ? <Tag color="red">{copy.important}</Tag> : null}
                  <Tag>{notice.noticeCategoryName}</Tag>
                  <Link to={paths.notice.detail.href({ noticeId: notice.id })}>
                    <Typography.Text strong={notice.important}>{notice.title}</Typography.Text>
                  </Link>
                </Flex>
              )}
              actions={(notice) => (
                <Typography.Text type="secondary">{formatDate(notice.displayBeginDateTime)}</Typography.Text>
              )}
            />
          )}
          {regular.data && regular.data.totalPages > 1 ? (
            <Pagination
              align="center"
              current={page + 1}
              pageSize={NOTICE_PAGE_SIZE}
              total={regular.data.totalCount}
              showSizeChanger={false}
              onChange={(next) => update({ page: next - 1 })}
            />
          ) : null}
        </Flex>
      </Card>
    </main>
  );
}
