/**
 * `/profile/{baId}/dashboard` (spec 001 §2, §7 statistics, §9 defaults): how people find the
 * business and who they are, for a period. Numbers at a glance on top, a chart per question, and
 * the day-by-day table (10 a page) with its CSV (UTF-8 with a BOM).
 */
import { Flex } from 'antd';
import { useSearchParams } from 'react-router';
import { useCurrentAccount } from '@/api/current-account';
import type { FollowTrend, InflowCounts, InflowCustomers, InflowRegions, StatisticDetailPage } from '@/api/statistics';
import { PageHeader } from '@/components/layout/PageHeader';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { useOperationQuery } from '@/api/data/queries';
import { dayjs, formatNumber } from '@/lib/format';
import { BarList } from './charts';
import { customerInflowTypeLabels, dashboardCopy as copy, inflowTypeLabels } from './copy';
import { dashboardReads, readChoice } from './dashboard-queries';
import { CsvButton } from './CsvButton';
import { changeNote, ChoiceSelect, DetailTable, Figure, PeriodBar, Section } from './parts';
import { periodQuery, previousPeriod } from './period';
import { TrendChart } from './LazyTrendChart';
import { usePayload } from './use-payload';

export function DashboardPage() {
  const account = useCurrentAccount();
  const [search] = useSearchParams();
  const choice = readChoice(search);
  const reads = dashboardReads(account, choice);
  const follow = usePayload<FollowTrend>(useOperationQuery(reads.follow.key, reads.follow.args));
  const inflow = usePayload<InflowCounts>(useOperationQuery(reads.inflow.key, reads.inflow.args));
  const customers = usePayload<InflowCustomers>(useOperationQuery(reads.customers.key, reads.customers.args));
  const regions = usePayload<InflowRegions>(useOperationQuery(reads.regions.key, reads.regions.args));
  // The period of the same length just before, drawn as a dashed line to compare with.
  const before = dashboardReads(account, { ...choice, period: previousPeriod(choice.period) });
  const followBefore = usePayload<FollowTrend>(useOperationQuery(before.follow.key, before.follow.args));
  const inflowBefore = usePayload<InflowCounts>(useOperationQuery(before.inflow.key, before.inflow.args));
  const customersBefore = usePayload<InflowCustomers>(useOperationQuery(before.customers.key, before.customers.args));
  const detail = usePayload<StatisticDetailPage>(
    useOperationQuery(reads.detail.key, reads.detail.args, { keepPrevious: true }),
  );
  const baId = account ?? '';

  return (
    <>
      <PageHeader
        title={copy.title}
        extra={
          <LinkButton
            to={paths.dashboard.post.href({ baId }, search.toString() ? Object.fromEntries(search) : undefined)}
          >
            {copy.toPosts}
          </LinkButton>
        }
      />
      <PeriodBar period={choice.period} />

      <Section id="summary-follow" title={copy.followers} query={follow}>
        {(data) => (
          <Flex vertical gap={12}>
            <Figure
              label={copy.followers}
              value={data.followerCount}
              note={copy.followersNote(formatNumber(data.followCount), formatNumber(data.unfollowCount))}
            />
            <TrendChart
              label={copy.followTrend}
              points={data.daily.map((day) => ({ date: day.date, count: day.followerCount }))}
              previous={followBefore.data?.daily.map((day) => ({ date: day.date, count: day.followerCount }))}
            />
          </Flex>
        )}
      </Section>

      <Section
        id="inflow"
        title={copy.inflow}
        query={inflow}
        extra={
          <ChoiceSelect name="inflow" label={copy.inflowType} value={choice.inflowType} options={inflowTypeLabels} />
        }
      >
        {(data) => (
          <Flex vertical gap={16}>
            <Figure
              label={copy.inflow}
              value={data.totalCount}
              note={changeNote(data.totalCount, data.previousTotalCount)}
            />
            <TrendChart label={copy.inflow} points={data.daily} previous={inflowBefore.data?.daily} />
            <BarList
              label={copy.inflowByType}
              bars={[...data.byType]
                .sort((a, b) => b.count - a.count)
                .map((row) => ({ label: inflowTypeLabels[row.inflowType], value: row.count }))}
            />
          </Flex>
        )}
      </Section>

      <Section
        id="customers"
        title={copy.customers}
        query={customers}
        extra={
          <ChoiceSelect
            name="customer"
            label={copy.customerType}
            value={choice.customerInflowType}
            options={customerInflowTypeLabels}
          />
        }
      >
        {(data) => (
          <Flex vertical gap={16}>
            <Figure
              label={copy.customersFrom(customerInflowTypeLabels[data.customerInflowType])}
              value={data.totalCount}
              note={copy.customersNote(
                formatNumber(data.newCustomerCount),
                formatNumber(data.returningCustomerCount),
                formatNumber(data.followerCount),
              )}
            />
            <TrendChart label={copy.customers} points={data.daily} previous={customersBefore.data?.daily} />
          </Flex>
        )}
      </Section>

      <Section id="regions" title={copy.regions} query={regions} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <BarList
            label={copy.regions}
            bars={data.items.map((row) => ({ label: row.regionName, value: row.count, note: `${row.ratio}%` }))}
          />
        )}
      </Section>

      <Section
        id="detail"
        title={copy.detail}
        query={detail}
        extra={
          <CsvButton
            operation="statistics.downloadStatisticDetailCsv"
            args={{ account, query: periodQuery(choice.period) }}
            fileName={copy.detailFile(choice.period.start, choice.period.end)}
          />
        }
      >
        {(data) => (
          <DetailTable
            labelledBy="detail-title"
            rowKey="date"
            rows={data.items}
            total={data.totalCount}
            page={choice.page}
            showTotal={(total) => copy.total(formatNumber(total))}
            columns={[
              { title: '날짜', dataIndex: 'date', render: (date: string) => dayjs(date).format('YYYY.MM.DD (dd)') },
              ...(
                [
                  ['inflowCount', '유입 수'],
                  ['customerCount', '유입 고객'],
                  ['impressionCount', '게시글 노출'],
                  ['followCount', '새 단골'],
                  ['unfollowCount', '단골 해제'],
                  ['couponClaimCount', '쿠폰 받기'],
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
