/**
 * Finished orders (픽업 완료 or 취소) by the KST day they finished, newest or oldest first, 20 at a time
 * ("더 보기" keeps what is shown). The tabs 오늘 픽업 완료 and 오늘 취소 open it on today.
 */
import { Flex, Select } from 'antd';
import { PeriodPicker } from '@/components/pickers/PeriodPicker';
import { useSearchParams } from 'react-router';
import { BusyButton } from '@/components/actions/BusyButton';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { dayjs, kstToday } from '@/lib/format';
import { messages } from '@/lib/messages';
import { boardCopy } from './copy';
import { OrderCard } from './OrderCard';
import { historyParams, historyQueryOf, type HistoryQuery, type OrderAction, type PickupOrder } from './order-rules';
import { useFinishedOrders, type FinishedStatus } from '@/api/pickup-order-hooks';

interface OrderHistoryProps {
  readonly status: FinishedStatus;
  readonly onAction: (order: PickupOrder, action: OrderAction) => void;
  readonly onOpen: (id: number) => void;
}

export function OrderHistory({ status, onAction, onOpen }: OrderHistoryProps) {
  const today = kstToday();
  // The period and the order are in the address (?from=&to=&sort=): a reload shows the same list.
  const [search, setSearch] = useSearchParams();
  const query = historyQueryOf(search, today);
  const setQuery = (next: HistoryQuery) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        for (const [name, value] of Object.entries(historyParams(next, today)))
          if (value === undefined) params.delete(name);
          else params.set(name, value);
        return params;
      },
      { replace: true },
    );
  // The server sends this tab's orders only (a mixed page could hold none of them).
  const list = useFinishedOrders(query, status);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const copy = boardCopy.history;
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap align="end">
        <label>
          <div>{copy.range[status]}</div>
          <PeriodPicker
            allowClear={false}
            value={[dayjs(query.from), dayjs(query.to)]}
            onChange={(range) => {
              const [from, to] = range ?? [];
              if (from && to) setQuery({ ...query, from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
            }}
          />
        </label>
        <label>
          <div>{copy.sort}</div>
          <Select
            aria-label={copy.sort}
            style={{ width: 120 }}
            value={query.sortType}
            onChange={(sortType: HistoryQuery['sortType']) => setQuery({ ...query, sortType })}
            options={[
              { value: 'NEWEST', label: copy.sortNewest },
              { value: 'OLDEST', label: copy.sortOldest },
            ]}
          />
        </label>
      </Flex>
      {list.error && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingState rows={4} />
      ) : items.length === 0 && !list.hasNextPage ? (
        <EmptyState text={boardCopy.emptyHistory} />
      ) : (
        <>
          <section aria-label={boardCopy.listLabel.history} className="order-grid">
            {items.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                isNew={false}
                busy={undefined}
                onAction={onAction}
                onOpen={onOpen}
              />
            ))}
          </section>
          {list.error ? <ErrorState compact error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
          {list.hasNextPage ? (
            <BusyButton block busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {messages.common.loadMore}
            </BusyButton>
          ) : null}
        </>
      )}
    </Flex>
  );
}
