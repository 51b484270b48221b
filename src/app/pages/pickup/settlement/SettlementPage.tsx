/**
 * `/profile/:baId/pickup/settlement`: what pickup orders paid. The month's report (월별 정산, with
 * its status), the deposits of a period (summary and a paged list), and a deposit's detail in a side
 * panel held in the address (`?deposit=`): its summary, every order in it and the reconciliation
 * (주문 합계 = 지급액). Each part downloads as a CSV of what it shows. Month, period, page and the
 * open deposit live in the address.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { keepSamePlace } from '@/api/data/queries';
import { Alert, Button, DatePicker, Descriptions, Drawer, Flex, Table, Tag } from 'antd';
import { PeriodPicker } from '@/components/pickers/PeriodPicker';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentAccount } from '@/api/current-account';
import type { ConfirmedOrder, Deposit, SettlementReportLine } from '@/api/settlement';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { enumTone } from '@/engine/fields/enum-tone';
import { saveFile } from '@/lib/csv';
import { dayjs, formatDateTime, formatNumber, formatWon, kstToday } from '@/lib/format';
import {
  DEPOSIT_PAGE_SIZE,
  depositOrdersQuery,
  depositQuery,
  depositsQuery,
  depositSummaryQuery,
  reportQuery,
} from '@/api/pickup-settlement-queries';
import { depositPeriodOf, type DepositPeriod as Period } from '@/lib/deposit-period';
import { pageOf } from './settlement-loader';
import { DEPOSIT_STATUS_LABELS, monthOf, PAY_STATUS_LABELS, REPORT_STATUS_LABELS } from '../../settlement/amounts';
import { AmountStatement, amountColumns, FeeCell } from '../../settlement/AmountStatement';
import { PeriodSummary, payoutDueText, SettlementOrderLink } from '../../settlement/DepositStatusSums';
import { SettlementTable } from '../../settlement/SettlementTable';
import { depositOrdersFile, depositsCsv, reconcileDeposit, reportCsv } from './settlement-rules';

const shortDate = (date: string) => dayjs(date).format('YYYY.MM.DD');

export function SettlementPage() {
  const [search, setSearch] = useSearchParams();
  const setParams = useCallback(
    (changes: Readonly<Record<string, string | undefined>>) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes))
          if (value === undefined) next.delete(name);
          else next.set(name, value);
        return next;
      }),
    [setSearch],
  );
  const { year, month } = monthOf(search.get('month'), kstToday());
  const period = depositPeriodOf(search.get('from'), search.get('to'), kstToday());
  const page = pageOf(search.get('page'));
  const depositId = search.get('deposit') ?? undefined;

  return (
    <div>
      <PageHeader
        title="픽업 정산"
        description="구매 확정된 픽업 주문의 정산과 입금 내역이에요. 금액은 원 단위, 날짜는 한국 시간이에요."
      />
      <Flex vertical gap={24}>
        <MonthlyReport
          year={year}
          month={month}
          onMonth={(value) => setParams({ month: value === kstToday().slice(0, 7) ? undefined : value })}
        />
        <DepositList
          period={period}
          page={page}
          onPeriod={(next) => setParams({ from: next.startDate, to: next.endDate, page: undefined })}
          onPage={(next) => setParams({ page: next === 0 ? undefined : String(next + 1) })}
          onOpen={(id) => setParams({ deposit: id })}
        />
      </Flex>
      <DepositPanel id={depositId} onClose={() => setParams({ deposit: undefined })} />
    </div>
  );
}

/** Downloads what a part of the page shows as a CSV file. */
function CsvButton({
  label,
  file,
  disabled = false,
}: {
  readonly label: string;
  readonly file: () => { fileName: string; text: string };
  readonly disabled?: boolean;
}) {
  return (
    <Button
      style={{ marginLeft: 'auto' }}
      disabled={disabled}
      onClick={() => {
        const { fileName, text } = file();
        saveFile(text, fileName);
      }}
    >
      {label}
    </Button>
  );
}

// ─── monthly report ────────────────────────────────────────────────────────

function MonthlyReport({
  year,
  month,
  onMonth,
}: {
  readonly year: number;
  readonly month: number;
  readonly onMonth: (month: string) => void;
}) {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const reportOptions = reportQuery(queryClient, account, year, month);
  const report = useQuery({ ...reportOptions, placeholderData: keepSamePlace(reportOptions.queryKey) });
  const data = report.data;
  const thisMonth = dayjs(kstToday().slice(0, 7) + '-01');
  return (
    <Panel title="월별 정산" titleId="settlement-report">
      <Flex gap={16} wrap align="end" style={{ marginBottom: 16 }}>
        <label>
          <div>정산 월</div>
          <DatePicker
            picker="month"
            allowClear={false}
            format="YYYY년 M월"
            value={dayjs(`${year}-${String(month).padStart(2, '0')}-01`)}
            disabledDate={(value) => value.isAfter(thisMonth, 'month')}
            onChange={(value) => value && onMonth(value.format('YYYY-MM'))}
          />
        </label>
        {data ? (
          <>
            <Tag color={data.status === 'COMPLETE' ? 'green' : data.status === 'READY' ? 'blue' : 'gold'}>
              {REPORT_STATUS_LABELS[data.status]}
            </Tag>
            <span className="settlement-hint">{payoutDueText(data, kstToday())}</span>
            <CsvButton label="월별 정산 CSV 받기" disabled={data.lines.length === 0} file={() => reportCsv(data)} />
          </>
        ) : null}
      </Flex>
      {report.error && !data ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <LoadingState rows={4} />
      ) : (
        <>
          <AmountStatement amounts={data.totals} label={`${year}년 ${month}월 합계`} />
          {data.lines.length === 0 ? (
            <EmptyState text={`${year}년 ${month}월에 구매 확정된 픽업 주문이 없어요.`} />
          ) : (
            <SettlementTable<SettlementReportLine>
              aria-label="날짜별 정산"
              cardTitle="date"
              size="small"
              rowKey={(line) => `${line.date}-${line.service}`}
              dataSource={data.lines}
              pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
              columns={[
                { title: '구매 확정일', dataIndex: 'date', render: (date: string) => shortDate(date) },
                ...amountColumns<SettlementReportLine>(),
              ]}
            />
          )}
        </>
      )}
    </Panel>
  );
}

// ─── deposits of a period ──────────────────────────────────────────────────

function DepositList({
  period,
  page,
  onPeriod,
  onPage,
  onOpen,
}: {
  readonly period: Period;
  readonly page: number;
  readonly onPeriod: (period: Period) => void;
  readonly onPage: (page: number) => void;
  readonly onOpen: (id: string) => void;
}) {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const summary = useQuery(depositSummaryQuery(queryClient, account, period));
  const depositsOptions = depositsQuery(queryClient, account, period, page);
  const deposits = useQuery({ ...depositsOptions, placeholderData: keepSamePlace(depositsOptions.queryKey) });
  const s = summary.data;
  const rows = deposits.data?.items ?? [];
  return (
    <Panel title="입금 내역" titleId="settlement-deposits">
      <Flex gap={16} wrap align="end" style={{ marginBottom: 16 }}>
        <label>
          <div>입금일 기간</div>
          <PeriodPicker
            allowClear={false}
            format="YYYY.MM.DD"
            value={[dayjs(period.startDate), dayjs(period.endDate)]}
            onChange={(range) => {
              const [from, to] = range ?? [];
              if (from && to) onPeriod({ startDate: from.format('YYYY-MM-DD'), endDate: to.format('YYYY-MM-DD') });
            }}
          />
        </label>
        <CsvButton label="입금 내역 CSV 받기" disabled={rows.length === 0} file={() => depositsCsv(rows, period)} />
      </Flex>
      {summary.error && !s ? (
        <ErrorState compact error={summary.error} onRetry={() => void summary.refetch()} />
      ) : s ? (
        <PeriodSummary summary={s} />
      ) : null}
      {deposits.error && !deposits.data ? (
        <ErrorState error={deposits.error} onRetry={() => void deposits.refetch()} />
      ) : !deposits.data ? (
        <LoadingState rows={5} />
      ) : deposits.data.totalCount === 0 ? (
        <EmptyState text="이 기간에는 픽업 주문 입금이 없어요." />
      ) : (
        <SettlementTable<Deposit>
          aria-label="입금 목록"
          cardTitle="depositDate"
          cardStatus="status"
          cardActions="open"
          rowKey="depositDocId"
          dataSource={rows}
          loading={deposits.isFetching && deposits.isPlaceholderData}
          pagination={{
            current: page + 1,
            pageSize: DEPOSIT_PAGE_SIZE,
            total: deposits.data.totalCount,
            showSizeChanger: false,
            onChange: (next) => onPage(next - 1),
          }}
          columns={[
            { title: '입금일', dataIndex: 'depositDate', render: (date: string) => shortDate(date) },
            {
              title: '정산 기간',
              key: 'period',
              render: (_, row) => `${shortDate(row.periodStartDate)} ~ ${shortDate(row.periodEndDate)}`,
            },
            {
              title: '상태',
              dataIndex: 'status',
              render: (status: Deposit['status'], row) => (
                <>
                  <Tag color={enumTone(status) ?? (status === 'HELD' ? 'red' : 'blue')}>
                    {DEPOSIT_STATUS_LABELS[status]}
                  </Tag>
                  {row.holdReason ? <div className="settlement-hint">{row.holdReason}</div> : null}
                </>
              ),
            },
            ...amountColumns<Deposit>(),
            {
              title: '상세',
              key: 'open',
              render: (_, row) => (
                <Button size="small" onClick={() => onOpen(row.depositDocId)}>
                  {shortDate(row.depositDate)} 입금 상세
                </Button>
              ),
            },
          ]}
        />
      )}
    </Panel>
  );
}

// ─── one deposit ───────────────────────────────────────────────────────────

function DepositPanel({ id, onClose }: { readonly id: string | undefined; readonly onClose: () => void }) {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const deposit = useQuery({ ...depositQuery(queryClient, account, id ?? ''), enabled: id !== undefined });
  const orders = useQuery({ ...depositOrdersQuery(account, id ?? ''), enabled: id !== undefined });
  const d = deposit.data;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={720}
      title={d ? `${shortDate(d.depositDate)} 입금 상세` : '입금 상세'}
      closable={{ 'aria-label': '입금 상세 닫기' }}
      drawerRender={(node) => (
        <div onKeyDown={wrapFocus} style={{ height: '100%' }}>
          {node}
        </div>
      )}
    >
      {deposit.error && !d ? (
        <ErrorState error={deposit.error} onRetry={() => void deposit.refetch()} />
      ) : !d ? (
        <LoadingState rows={4} />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { label: '입금 번호', children: d.depositDocId },
              {
                label: '상태',
                children: (
                  <>
                    {DEPOSIT_STATUS_LABELS[d.status]}
                    {d.holdReason ? ` · ${d.holdReason}` : ''}
                  </>
                ),
              },
              { label: '정산 기간', children: `${shortDate(d.periodStartDate)} ~ ${shortDate(d.periodEndDate)}` },
              { label: '입금 계좌', children: `${d.bankName} ${d.maskedAccountNumber}` },
            ]}
          />
          <AmountStatement amounts={d} label="입금 요약" />
          {orders.error && !orders.data ? (
            <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
          ) : !orders.data ? (
            <LoadingState rows={5} />
          ) : (
            <DepositOrders deposit={d} orders={orders.data} />
          )}
        </Flex>
      )}
    </Drawer>
  );
}

function DepositOrders({ deposit, orders }: { readonly deposit: Deposit; readonly orders: readonly ConfirmedOrder[] }) {
  const check = reconcileDeposit(deposit, orders);
  return (
    <>
      <Alert
        type={check.agrees ? 'success' : 'error'}
        showIcon
        title={check.agrees ? '주문 합계 = 지급액' : '주문 합계 ≠ 지급액'}
        description={<span data-testid="reconciliation">{check.text}</span>}
      />
      <Flex justify="space-between" align="center">
        <h3 className="panel-title" style={{ margin: 0 }}>
          포함된 주문 {formatNumber(orders.length)}건
        </h3>
        <CsvButton label="주문 내역 CSV 받기" file={() => depositOrdersFile(deposit, orders)} />
      </Flex>
      <SettlementTable<ConfirmedOrder>
        aria-label="입금에 포함된 주문"
        cardTitle="orderNumber"
        size="small"
        rowKey="id"
        dataSource={orders}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          {
            title: '구매 확정',
            dataIndex: 'confirmedAt',
            render: (at: string) => formatDateTime(at),
          },
          { title: '주문번호', key: 'orderNumber', render: (_, row) => <SettlementOrderLink line={row} /> },
          {
            title: '주문 내용',
            dataIndex: 'orderName',
            render: (name: string, row) =>
              row.payStatus === 'PAID' ? name : `${name} (${PAY_STATUS_LABELS[row.payStatus]})`,
          },
          { title: '결제 금액', dataIndex: 'paymentAmount', align: 'right', render: (v: number) => formatWon(v) },
          { title: '수수료', key: 'fee', align: 'right', render: (_, row) => <FeeCell amounts={row} /> },
          { title: '정산 금액', dataIndex: 'settlementAmount', align: 'right', render: (v: number) => formatWon(v) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              주문 합계
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {formatWon(orders.reduce((sum, order) => sum + order.paymentAmount, 0))}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <FeeCell amounts={check.summed} />
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <strong data-testid="orders-total">{formatWon(check.summed.depositAmount)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </>
  );
}
