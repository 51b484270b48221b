/**
 * `/profile/:baId/store/settlement`: the store's settlement — a month's report with its status and
 * daily lines (checked against the month's totals), the deposits of a date range with their
 * summary (page numbers), and the VAT report download. Month, range and page are in the address.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { keepSamePlace } from '@/api/data/queries';
import { Alert, Checkbox, DatePicker, Flex, Tag } from 'antd';
import { PeriodPicker } from '@/components/pickers/PeriodPicker';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Deposit, SettlementReportLine, VatPayStatus } from '@/api/settlement';
import {
  DEPOSIT_PAGE_SIZE,
  depositsQuery,
  downloadVatReport,
  rangeSummaryQuery,
  reportQuery,
} from '@/api/commerce-settlement-queries';
import { useCurrentAccount } from '@/api/current-account';
import { BusyButton } from '@/components/actions/BusyButton';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { errorMessage } from '@/components/feedback/error-message';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { csvText, saveFile } from '@/lib/csv';
import { depositPeriodOf } from '@/lib/deposit-period';
import { dayjs, kstToday } from '@/lib/format';
import {
  AMOUNT_CSV_HEADER,
  amountCsvCells,
  DEPOSIT_STATUS_LABELS,
  monthOf,
  PAY_STATUS_LABELS,
  reconcile,
  REPORT_STATUS_LABELS,
} from '../settlement/amounts';
import { AmountStatement, amountColumns } from '../settlement/AmountStatement';
import { PeriodSummary, payoutDueText } from '../settlement/DepositStatusSums';
import { SettlementTable } from '../settlement/SettlementTable';
import { settlementCopy as copy } from './copy';
import './settlement.css';

export function SettlementPage() {
  const [search, setSearch] = useSearchParams();
  const update = (changes: Readonly<Record<string, string | undefined>>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      <Flex vertical gap={16}>
        <MonthlyReport search={search} onMonth={(month) => update({ month })} />
        <Deposits search={search} onChange={update} />
        <VatReport />
      </Flex>
    </>
  );
}

function MonthlyReport({
  search,
  onMonth,
}: {
  readonly search: URLSearchParams;
  readonly onMonth: (m: string) => void;
}) {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const today = kstToday();
  const { year, month, key } = monthOf(search.get('month'), today);
  const report = useQuery(reportQuery(queryClient, account, year, month));
  const data = report.data;
  const check = data ? reconcile(data.totals, data.lines) : undefined;
  return (
    <Panel title={copy.report.title} titleId="settlement-report">
      <Flex gap={16} align="end" wrap style={{ marginBottom: 16 }}>
        <div>
          <div id="settlement-month-label">{copy.report.month}</div>
          <DatePicker
            picker="month"
            aria-labelledby="settlement-month-label"
            allowClear={false}
            value={dayjs(`${key}-01`)}
            maxDate={dayjs(today)}
            format="YYYY년 M월"
            onChange={(value) => value && onMonth(value.format('YYYY-MM'))}
          />
        </div>
        {data ? (
          <>
            <Tag color={data.status === 'COMPLETE' ? 'green' : data.status === 'READY' ? 'blue' : 'gold'}>
              {REPORT_STATUS_LABELS[data.status]}
            </Tag>
            <span className="order-muted">{payoutDueText(data, today)}</span>
          </>
        ) : null}
      </Flex>
      {report.error && !data ? (
        <ErrorState compact error={report.error} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <LoadingState rows={3} />
      ) : data.lines.length === 0 ? (
        <EmptyState text={copy.report.empty} />
      ) : (
        <Flex vertical gap={12}>
          <AmountStatement amounts={data.totals} label={copy.report.totals(year, month)} />
          <p role="status" className={check?.agrees ? 'settlement-ok' : 'settlement-bad'}>
            {check?.agrees
              ? copy.report.reconciled(data.lines.length, data.totals.depositAmount)
              : copy.report.notReconciled}
          </p>
          <SettlementTable<SettlementReportLine>
            aria-label={copy.report.lines}
            cardTitle="date"
            size="small"
            rowKey={(line) => `${line.date}-${line.service}`}
            pagination={false}
            dataSource={data.lines}
            columns={[
              { key: 'date', title: copy.report.date, render: (_, line) => line.date },
              ...amountColumns<SettlementReportLine>(),
            ]}
          />
          <div>
            <BusyButton
              busy={false}
              onClick={() =>
                saveFile(
                  csvText(
                    [copy.report.date, ...AMOUNT_CSV_HEADER],
                    data.lines.map((line) => [line.date, ...amountCsvCells(line)]),
                  ),
                  copy.report.csvFile(key),
                )
              }
            >
              {copy.report.csv}
            </BusyButton>
          </div>
        </Flex>
      )}
    </Panel>
  );
}

function Deposits({
  search,
  onChange,
}: {
  readonly search: URLSearchParams;
  readonly onChange: (changes: Readonly<Record<string, string | undefined>>) => void;
}) {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const { baId = '' } = useParams();
  const { startDate: from, endDate: to } = depositPeriodOf(search.get('from'), search.get('to'), kstToday());
  const page = Math.max(Number(search.get('page') ?? '1') || 1, 1);
  const depositsOptions = depositsQuery(queryClient, account, from, to, page - 1);
  const deposits = useQuery({ ...depositsOptions, placeholderData: keepSamePlace(depositsOptions.queryKey) });
  const summary = useQuery(rangeSummaryQuery(queryClient, account, from, to));
  const items = deposits.data?.items ?? [];
  return (
    <Panel title={copy.deposits.title} titleId="settlement-deposits">
      <Flex gap={16} align="end" wrap style={{ marginBottom: 16 }}>
        <div>
          <div id="settlement-range-label">{copy.deposits.range}</div>
          <PeriodPicker
            aria-labelledby="settlement-range-label"
            allowClear={false}
            value={[dayjs(from), dayjs(to)]}
            onChange={(range) => {
              const [start, end] = range ?? [];
              if (start && end)
                onChange({ from: start.format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD'), page: undefined });
            }}
          />
        </div>
      </Flex>
      {summary.data ? (
        <PeriodSummary summary={summary.data} />
      ) : summary.error ? (
        <ErrorState compact error={summary.error} onRetry={() => void summary.refetch()} />
      ) : null}
      {deposits.error && !deposits.data ? (
        <ErrorState compact error={deposits.error} onRetry={() => void deposits.refetch()} />
      ) : !deposits.data ? (
        <LoadingState rows={4} />
      ) : items.length === 0 ? (
        <EmptyState text={copy.deposits.empty} />
      ) : (
        <Flex vertical gap={12}>
          <SettlementTable<Deposit>
            aria-label={copy.deposits.label}
            cardTitle="depositDate"
            cardStatus="status"
            size="small"
            rowKey="depositDocId"
            dataSource={items}
            pagination={{
              current: page,
              pageSize: DEPOSIT_PAGE_SIZE,
              total: deposits.data.totalCount,
              showSizeChanger: false,
              onChange: (next) => onChange({ page: next === 1 ? undefined : String(next) }),
            }}
            columns={[
              {
                key: 'depositDate',
                title: copy.deposits.depositDate,
                render: (_, deposit) => (
                  <Link to={paths.commerceOrders.deposit.href({ baId, depositId: deposit.depositDocId })}>
                    {deposit.depositDate}
                  </Link>
                ),
              },
              {
                key: 'period',
                title: copy.deposits.period,
                render: (_, deposit) => `${deposit.periodStartDate} ~ ${deposit.periodEndDate}`,
              },
              {
                key: 'status',
                title: copy.deposits.status,
                render: (_, deposit) => (
                  <Tag color={deposit.status === 'HELD' ? 'red' : deposit.status === 'COMPLETED' ? 'green' : 'blue'}>
                    {DEPOSIT_STATUS_LABELS[deposit.status]}
                  </Tag>
                ),
              },
              ...amountColumns<Deposit>(),
            ]}
          />
          <div>
            <BusyButton
              busy={false}
              onClick={() =>
                saveFile(
                  csvText(
                    [copy.deposits.depositDate, copy.deposits.period, copy.deposits.status, ...AMOUNT_CSV_HEADER],
                    items.map((deposit) => [
                      deposit.depositDate,
                      `${deposit.periodStartDate}~${deposit.periodEndDate}`,
                      DEPOSIT_STATUS_LABELS[deposit.status],
                      ...amountCsvCells(deposit),
                    ]),
                  ),
                  copy.deposits.csvFile(from, to),
                )
              }
            >
              {copy.deposits.csv}
            </BusyButton>
          </div>
        </Flex>
      )}
    </Panel>
  );
}

const PAY_STATUSES: readonly VatPayStatus[] = ['PAID', 'PARTIALLY_CANCELED', 'CANCELED'];

function VatReport() {
  const account = useCurrentAccount();
  const today = kstToday();
  const [statuses, setStatuses] = useState<VatPayStatus[]>([...PAY_STATUSES]);
  const [range, setRange] = useState(() => ({ from: `${today.slice(0, 7)}-01`, to: today }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const download = async () => {
    if (statuses.length === 0) {
      setError(copy.vat.needStatus);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const file = await downloadVatReport(account, {
        payStatuses: statuses,
        startDate: range.from,
        endDate: range.to,
      });
      saveFile(file, copy.vat.file(range.from, range.to));
      toast.success(copy.vat.done);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title={copy.vat.title} titleId="settlement-vat">
      <p className="order-muted">{copy.vat.hint}</p>
      <Flex gap={16} align="end" wrap>
        <fieldset className="settlement-fieldset">
          <legend>{copy.vat.statuses}</legend>
          <Checkbox.Group<VatPayStatus>
            value={statuses}
            onChange={(next) => {
              setStatuses(next);
              setError(undefined);
            }}
            options={PAY_STATUSES.map((value) => ({ value, label: PAY_STATUS_LABELS[value] }))}
          />
        </fieldset>
        <div>
          <div id="settlement-vat-range">{copy.vat.range}</div>
          <PeriodPicker
            aria-labelledby="settlement-vat-range"
            allowClear={false}
            value={[dayjs(range.from), dayjs(range.to)]}
            maxDate={dayjs(today)}
            onChange={(next) => {
              const [start, end] = next ?? [];
              if (start && end) setRange({ from: start.format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD') });
            }}
          />
        </div>
        <BusyButton type="primary" busy={busy} onClick={() => void download()}>
          {copy.vat.download}
        </BusyButton>
      </Flex>
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 12 }} /> : null}
    </Panel>
  );
}
