/**
 * `/profile/:baId/store/settlement/:depositId`: one deposit — its status, period, account and
 * amounts, the confirmed orders it pays out (page numbers in the address), and the check that
 * those orders add up to it, said in Korean. The CSV holds every order of the deposit.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { keepSamePlace } from '@/api/data/queries';
import { Alert, Flex, Tag } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import type { ConfirmedOrder, Deposit } from '@/api/settlement';
import { allLinesQuery, depositQuery, LINE_PAGE_SIZE, linesQuery } from '@/api/commerce-settlement-queries';
import { useCurrentAccount } from '@/api/current-account';
import { BusyButton } from '@/components/actions/BusyButton';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { saveFile } from '@/lib/csv';
import { formatDateTime, formatWon } from '@/lib/format';
import {
  AMOUNT_LABELS,
  DEPOSIT_STATUS_LABELS,
  orderAmounts,
  PAY_STATUS_LABELS,
  reconcile,
  SERVICE_LABELS,
} from '../settlement/amounts';
import { AmountStatement, FeeCell } from '../settlement/AmountStatement';
import { SettlementOrderLink } from '../settlement/DepositStatusSums';
import { SettlementTable } from '../settlement/SettlementTable';
import { depositOrdersCsv } from '../settlement/files';
import { settlementCopy as copy } from './copy';
import './settlement.css';

export function DepositPage() {
  const { baId = '', depositId = '' } = useParams();
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const deposit = useQuery(depositQuery(queryClient, account, depositId));
  const back = (
    <LinkButton type="link" to={paths.commerceOrders.settlement.href({ baId })}>
      ← {copy.deposit.back}
    </LinkButton>
  );
  return (
    <>
      <PageHeader
        title={copy.deposit.title}
        back={back}
        description={
          deposit.data ? `${SERVICE_LABELS[deposit.data.service]} · ${deposit.data.depositDocId}` : undefined
        }
      />
      {deposit.error && !deposit.data ? (
        <ErrorState error={deposit.error} onRetry={() => void deposit.refetch()} />
      ) : !deposit.data ? (
        <LoadingState rows={5} />
      ) : (
        <Flex vertical gap={16}>
          <DepositSummary deposit={deposit.data} />
          <Reconciliation deposit={deposit.data} />
          <DepositLines depositId={depositId} />
        </Flex>
      )}
    </>
  );
}

function DepositSummary({ deposit }: { readonly deposit: Deposit }) {
  return (
    <Panel title={copy.deposit.summary} titleId="deposit-summary">
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Tag color={deposit.status === 'HELD' ? 'red' : deposit.status === 'COMPLETED' ? 'green' : 'blue'}>
          {DEPOSIT_STATUS_LABELS[deposit.status]}
        </Tag>
        <span>{`${copy.deposits.depositDate} ${deposit.depositDate}`}</span>
        <span className="order-muted">{`${copy.deposits.period} ${deposit.periodStartDate} ~ ${deposit.periodEndDate}`}</span>
        <span className="order-muted">{`${copy.deposit.account} ${deposit.bankName} ${deposit.maskedAccountNumber}`}</span>
      </Flex>
      {deposit.holdReason ? (
        <Alert
          type="warning"
          showIcon
          title={`${copy.deposit.holdReason}: ${deposit.holdReason}`}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <AmountStatement amounts={deposit} label={copy.deposit.summary} />
    </Panel>
  );
}

/** Every order of the deposit added up and compared with it; the CSV is made from the same orders. */
function Reconciliation({ deposit }: { readonly deposit: Deposit }) {
  const account = useCurrentAccount();
  const all = useQuery(allLinesQuery(account, deposit.depositDocId));
  if (all.error && !all.data) return <ErrorState compact error={all.error} onRetry={() => void all.refetch()} />;
  if (!all.data)
    return (
      <p role="status" className="order-muted">
        {copy.deposit.checking}
      </p>
    );
  const check = reconcile(deposit, all.data.map(orderAmounts));
  return (
    <Flex gap={12} align="center" wrap>
      <p role="status" className={check.agrees ? 'settlement-ok' : 'settlement-bad'}>
        {check.agrees
          ? copy.deposit.reconciled(check.summed.orderCount, check.summed.depositAmount)
          : copy.deposit.notReconciled(check.summed.depositAmount, deposit.depositAmount)}
      </p>
      {all.data.length > 0 ? (
        <BusyButton
          busy={false}
          onClick={() => saveFile(depositOrdersCsv(deposit, all.data), copy.deposit.csvFile(deposit.depositDocId))}
        >
          {copy.deposit.csv}
        </BusyButton>
      ) : null}
    </Flex>
  );
}

function DepositLines({ depositId }: { readonly depositId: string }) {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(Number(search.get('page') ?? '1') || 1, 1);
  const linesOptions = linesQuery(queryClient, account, depositId, page - 1);
  const lines = useQuery({ ...linesOptions, placeholderData: keepSamePlace(linesOptions.queryKey) });
  return (
    <Panel title={copy.deposit.lines} titleId="deposit-lines">
      {lines.error && !lines.data ? (
        <ErrorState compact error={lines.error} onRetry={() => void lines.refetch()} />
      ) : !lines.data ? (
        <LoadingState rows={5} />
      ) : lines.data.items.length === 0 ? (
        <EmptyState text={copy.deposit.emptyLines} />
      ) : (
        <SettlementTable<ConfirmedOrder>
          aria-label={copy.deposit.linesLabel}
          cardTitle="orderNumber"
          cardStatus="payStatus"
          size="small"
          rowKey="id"
          dataSource={lines.data.items}
          pagination={{
            current: page,
            pageSize: LINE_PAGE_SIZE,
            total: lines.data.totalCount,
            showSizeChanger: false,
            onChange: (next) =>
              setSearch(
                (current) => {
                  const params = new URLSearchParams(current);
                  if (next === 1) params.delete('page');
                  else params.set('page', String(next));
                  return params;
                },
                { replace: true },
              ),
          }}
          columns={[
            {
              key: 'confirmedAt',
              title: copy.deposit.confirmedAt,
              render: (_, line) => formatDateTime(line.confirmedAt),
            },
            {
              key: 'orderNumber',
              title: copy.deposit.orderId,
              render: (_, line) => <SettlementOrderLink line={line} />,
            },
            { key: 'orderName', title: copy.deposit.orderName, render: (_, line) => line.orderName },
            { key: 'payStatus', title: copy.deposit.payStatus, render: (_, line) => PAY_STATUS_LABELS[line.payStatus] },
            ...(['salesAmount', 'discountAmount'] as const).map((key) => ({
              key,
              title: AMOUNT_LABELS[key],
              align: 'right' as const,
              render: (_: unknown, line: ConfirmedOrder) => formatWon(line[key]),
            })),
            { key: 'fee', title: '수수료', align: 'right', render: (_, line) => <FeeCell amounts={line} /> },
            {
              key: 'settlementAmount',
              title: copy.deposit.settlementAmount,
              align: 'right',
              render: (_, line) => formatWon(line.settlementAmount),
            },
          ]}
        />
      )}
    </Panel>
  );
}
