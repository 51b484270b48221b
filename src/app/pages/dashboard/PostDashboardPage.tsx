/**
 * `/profile/{baId}/dashboard/post` (spec 001 §7 statistics, §9: ranking 3, detail 10 a page): which
 * posts brought people in and were seen most, for a period, and every post's numbers with its CSV.
 */
import { Flex } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useCurrentAccount } from '@/api/current-account';
import type { PostRanking, PostStatisticDetailPage } from '@/api/statistics';
import { PageHeader } from '@/components/layout/PageHeader';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { useOperationQuery } from '@/api/data/queries';
import { formatDate, formatNumber } from '@/lib/format';
import { BarList } from './charts';
import { dashboardCopy as copy, impressionTypeLabels } from './copy';
import { postDashboardReads, readChoice } from './dashboard-queries';
import { CsvButton } from './CsvButton';
import { ChoiceSelect, DetailTable, PeriodBar, Section } from './parts';
import { periodQuery } from './period';
import { usePayload } from './use-payload';

export function PostDashboardPage() {
  const account = useCurrentAccount();
  const baId = account ?? '';
  const [search] = useSearchParams();
  const choice = readChoice(search);
  const reads = postDashboardReads(account, choice);
  const inflowRanking = usePayload<PostRanking>(useOperationQuery(reads.inflowRanking.key, reads.inflowRanking.args));
  const impressionRanking = usePayload<PostRanking>(
    useOperationQuery(reads.impressionRanking.key, reads.impressionRanking.args),
  );
  const detail = usePayload<PostStatisticDetailPage>(
    useOperationQuery(reads.detail.key, reads.detail.args, { keepPrevious: true }),
  );
  const ranking = (data: PostRanking, label: string) => (
    <Flex vertical gap={12}>
      <BarList
        label={label}
        bars={data.items.map((row) => ({ label: copy.rank(row.rank), value: row.count, caption: row.title }))}
      />
      <ol style={{ margin: 0, paddingInlineStart: 20 }}>
        {data.items.map((row) => (
          <li key={row.postId}>
            <Link to={paths.post.detail.href({ baId, postId: String(row.postId) })}>{row.title}</Link>{' '}
            <span className="muted">{copy.published(formatDate(row.publishedAt))}</span>
          </li>
        ))}
      </ol>
    </Flex>
  );

  return (
    <>
      <PageHeader
        title={copy.postTitle}
        extra={
          <LinkButton to={paths.dashboard.home.href({ baId }, Object.fromEntries(search))}>{copy.toProfile}</LinkButton>
        }
      />
      <PeriodBar period={choice.period} />
      <Flex gap={16} wrap style={{ alignItems: 'flex-start' }}>
        <div style={{ flex: '1 1 380px', minWidth: 0 }}>
          <Section
            id="inflow-ranking"
            title={copy.inflowRanking}
            query={inflowRanking}
            isEmpty={(data) => data.items.length === 0}
          >
            {(data) => ranking(data, copy.inflowRanking)}
          </Section>
        </div>
        <div style={{ flex: '1 1 380px', minWidth: 0 }}>
          <Section
            id="impression-ranking"
            title={copy.impressionRanking}
            query={impressionRanking}
            isEmpty={(data) => data.items.length === 0}
            extra={
              <ChoiceSelect
                name="impression"
                label={copy.impressionType}
                value={choice.impressionType}
                options={impressionTypeLabels}
              />
            }
          >
            {(data) => ranking(data, copy.impressionRanking)}
          </Section>
        </div>
      </Flex>
      <Section
        id="post-detail"
        title={copy.postDetail}
        query={detail}
        isEmpty={(data) => data.totalCount === 0}
        extra={
          <CsvButton
            operation="statistics.downloadPostStatisticDetailCsv"
            args={{ account, query: periodQuery(choice.period) }}
            fileName={copy.postDetailFile(choice.period.start, choice.period.end)}
          />
        }
      >
        {(data) => (
          <DetailTable
            labelledBy="post-detail-title"
            rowKey="postId"
            rows={data.items}
            total={data.totalCount}
            page={choice.page}
            showTotal={(total) => copy.totalPosts(formatNumber(total))}
            columns={[
              {
                title: '게시글',
                dataIndex: 'title',
                // The statistics count the 소식 list's posts: each title opens its post.
                render: (title: string, row: { postId: number }) => (
                  <Link to={paths.post.detail.href({ baId, postId: String(row.postId) })}>{title}</Link>
                ),
              },
              { title: '올린 날', dataIndex: 'publishedAt', render: (iso: string) => formatDate(iso) },
              ...(
                [
                  ['impressionCount', '노출 수'],
                  ['inflowCount', '유입 수'],
                  ['commentCount', '댓글 수'],
                  ['followCount', '맺은 단골'],
                ] as const
              ).map(([field, title]) => ({
                title,
                dataIndex: field,
                align: 'right' as const,
                render: (value: number) => formatNumber(value),
              })),
            ]}
          />
        )}
      </Section>
    </>
  );
}
