/**
 * `/profile/:baId/order`: the store's orders. Tabs by status with counts, an order-date range and a
 * buyer condition (all kept in the address), 20 orders at a time by cursor ("더 보기"), select
 * several to accept them together, and the excel of orders to ship. No form library is loaded.
 */
import { Button, Flex, Input, Table, Tabs, Tag } from 'antd';
import { PeriodPicker } from '@/components/pickers/PeriodPicker';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useRefreshOrderLists } from '@/api/commerce-order-hooks';
import type { OrderRowFragment } from '@/api/commerce-orders';
import { BusyButton } from '@/components/actions/BusyButton';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { usePhoneLayout } from '@/components/layout/use-media-query';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { saveFile } from '@/lib/csv';
import { dayjs, formatDateTime, formatWon, kstToday } from '@/lib/format';
import { orderCopy } from './copy';
import { excelCopy } from './excel-copy';
import { ordersToShip } from './export-orders';
import { filtersOf } from './order-filters';
import { acceptable, ORDER_TABS } from './order-rules';
import { BuyerButton, OrderCards, productsSummary } from './OrderCards';
import { OrderStatusTag } from './OrderStatusTag';
import { actionErrorMessage, useBulkAccept, useOrderList, useTabCounts } from './use-orders';
import './commerce-orders.css';

// The bulk delivery drawer (a file's checks, its upload and result) loads when it is opened: the
// list's first visit downloads only what the orders need.
const DeliveryExcelDrawer = lazy(() =>
  import('./DeliveryExcelDrawer').then((module) => ({ default: module.DeliveryExcelDrawer })),
);

export function OrderListPage() {
  const { baId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const list = useOrderList(filters);
  const counts = useTabCounts(filters);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const orders = useMemo(() => list.data?.pages.flatMap((page) => page.nodes) ?? [], [list.data]);
  const total = list.data?.pages[0]?.totalCount ?? 0;
  const List = usePhoneLayout() ? OrderCards : OrderTable;

  const update = (changes: Readonly<Record<string, string | undefined>>) => {
    setSelected([]);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeader
        title={orderCopy.title}
        description={orderCopy.description}
        extra={
          <>
            <ExportButton baId={baId} />
            <Button type="primary" onClick={() => update({ excel: '1' })}>
              {excelCopy.open}
            </Button>
          </>
        }
      />
      {search.get('excel') === '1' ? (
        <Suspense fallback={null}>
          <DeliveryExcelDrawer open onClose={() => update({ excel: undefined })} />
        </Suspense>
      ) : null}
      <Flex gap={16} wrap align="end" className="order-filters">
        <OrderSearch value={filters.q} onSearch={(q) => update({ q: q.trim() || undefined })} />
        <div>
          <div id="order-range-label">{orderCopy.filters.range}</div>
          <PeriodPicker
            aria-labelledby="order-range-label"
            value={filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null}
            maxDate={dayjs(kstToday())}
            onChange={(range) => {
              const [from, to] = range ?? [];
              update({ from: from?.format('YYYY-MM-DD'), to: to?.format('YYYY-MM-DD') });
            }}
          />
        </div>
        {filters.buyer ? (
          <div>
            <div>{orderCopy.filters.buyer}</div>
            <Tag
              closable
              closeIcon={<span aria-label={orderCopy.filters.clearBuyer}>×</span>}
              onClose={() => update({ buyer: undefined, buyerName: undefined })}
            >
              {orderCopy.filters.onlyBuyer(filters.buyerName ?? filters.buyer)}
            </Tag>
          </div>
        ) : null}
        {filters.from || filters.buyer || filters.q ? (
          <Button
            onClick={() =>
              update({ q: undefined, from: undefined, to: undefined, buyer: undefined, buyerName: undefined })
            }
          >
            {orderCopy.filters.reset}
          </Button>
        ) : null}
      </Flex>
      <Tabs
        activeKey={filters.tab}
        onChange={(tab) => update({ tab: tab === 'all' ? undefined : tab })}
        items={ORDER_TABS.map((tab, index) => ({
          key: tab,
          label: orderCopy.tabLabel(orderCopy.tabs[tab], counts[index]?.data),
        }))}
      />
      <p className="order-muted order-tab-explain" aria-live="polite">
        {orderCopy.tabExplain[filters.tab]}
      </p>
      <BulkBar orders={orders} selected={selected} onDone={() => setSelected([])} />
      {list.error && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingState rows={6} />
      ) : orders.length === 0 ? (
        <EmptyState text={orderCopy.list.empty} />
      ) : (
        <>
          <List
            baId={baId}
            orders={orders}
            selected={selected}
            onSelect={setSelected}
            onBuyer={(order) => update({ buyer: order.buyer.userId, buyerName: order.buyer.nickname })}
          />
          <Flex justify="space-between" align="center" style={{ marginTop: 16 }}>
            <span className="order-muted">{orderCopy.list.shown(orders.length, total)}</span>
            {list.hasNextPage ? (
              <BusyButton busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {orderCopy.list.more}
              </BusyButton>
            ) : null}
          </Flex>
          {list.error ? <ErrorState compact error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
        </>
      )}
    </>
  );
}

/** 주문번호, 구매자, 받는 분 or a phone number: searched on Enter or the button, kept in the address as `?q=`. */
function OrderSearch({
  value,
  onSearch,
}: {
  readonly value: string | undefined;
  readonly onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The address changed (조건 초기화, back): the box shows what is searched.
    setShown(value);
    setText(value ?? '');
  }
  return (
    <div>
      <label htmlFor="order-search">{orderCopy.filters.search}</label>
      <Input.Search
        id="order-search"
        value={text}
        maxLength={40}
        allowClear
        placeholder={orderCopy.filters.searchPlaceholder}
        aria-describedby="order-search-hint"
        enterButton={orderCopy.filters.search}
        onChange={(event) => setText(event.target.value)}
        onSearch={onSearch}
        style={{ width: 320 }}
      />
      <div id="order-search-hint" className="order-muted order-search-hint">
        {orderCopy.filters.searchHint}
      </div>
    </div>
  );
}

interface OrderTableProps {
  readonly baId: string;
  readonly orders: readonly OrderRowFragment[];
  readonly selected: readonly string[];
  readonly onSelect: (ids: readonly string[]) => void;
  readonly onBuyer: (order: OrderRowFragment) => void;
}

function OrderTable({ baId, orders, selected, onSelect, onBuyer }: OrderTableProps) {
  const c = orderCopy.list.columns;
  return (
    <Table<OrderRowFragment>
      aria-label={orderCopy.list.label}
      rowKey="id"
      dataSource={[...orders]}
      pagination={false}
      size="middle"
      rowSelection={{
        selectedRowKeys: [...selected],
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (order) => ({ 'aria-label': orderCopy.list.select(order.orderNumber) }),
        columnTitle: undefined,
      }}
      columns={[
        {
          key: 'orderNumber',
          title: c.orderNumber,
          render: (_, order) => (
            <Link to={paths.commerceOrders.detail.href({ baId, orderSheetId: order.id })}>{order.orderNumber}</Link>
          ),
        },
        { key: 'orderedAt', title: c.orderedAt, render: (_, order) => formatDateTime(order.orderedAt) },
        {
          key: 'products',
          title: c.products,
          render: (_, order) => productsSummary(order),
        },
        {
          key: 'buyer',
          title: c.buyer,
          render: (_, order) => <BuyerButton order={order} onBuyer={() => onBuyer(order)} />,
        },
        {
          key: 'amount',
          title: c.amount,
          align: 'right',
          render: (_, order) => formatWon(order.amounts.paymentAmount),
        },
        { key: 'status', title: c.status, render: (_, order) => <OrderStatusTag order={order} /> },
      ]}
    />
  );
}

function BulkBar({
  orders,
  selected,
  onDone,
}: {
  readonly orders: readonly OrderRowFragment[];
  readonly selected: readonly string[];
  readonly onDone: () => void;
}) {
  const acceptAll = useBulkAccept();
  const [busy, setBusy] = useState(false);
  if (selected.length === 0) return null;
  const chosen = orders.filter((order) => selected.includes(order.id));
  const ready = acceptable(chosen);
  const accept = async () => {
    if (ready.length === 0) {
      toast.warning(orderCopy.bulk.noneAcceptable);
      return;
    }
    setBusy(true);
    const results = await acceptAll(ready.map((order) => order.id));
    setBusy(false);
    const failed = results.filter((result) => result.status === 'rejected');
    const accepted = results.length - failed.length;
    if (failed.length > 0)
      toast.warning(`${orderCopy.bulk.done(accepted, failed.length)} ${actionErrorMessage(failed[0]!.reason)}`);
    else toast.success(orderCopy.bulk.done(accepted, 0));
    onDone();
  };
  return (
    <Flex
      gap={12}
      align="center"
      className="order-bulk"
      role="region"
      aria-label={orderCopy.bulk.selected(selected.length)}
    >
      <span>{orderCopy.bulk.selected(selected.length)}</span>
      <BusyButton type="primary" busy={busy} onClick={() => void accept()}>
        {orderCopy.bulk.accept(ready.length)}
      </BusyButton>
    </Flex>
  );
}

function ExportButton({ baId }: { readonly baId: string }) {
  const [busy, setBusy] = useState(false);
  const refreshOrderLists = useRefreshOrderLists();
  const exportOrders = async () => {
    setBusy(true);
    try {
      const sheets = await ordersToShip(baId);
      if (sheets.length === 0) toast.info(orderCopy.bulk.exportEmpty);
      else {
        // The workbook writer loads when a merchant asks for the file, not with the list.
        const { deliverySheetWorkbook } = await import('./delivery-sheet');
        saveFile(await deliverySheetWorkbook(sheets), orderCopy.bulk.exportFile(kstToday()));
        toast.success(orderCopy.bulk.exportDone(sheets.length));
      }
    } catch (error) {
      toast.error(actionErrorMessage(error));
    } finally {
      setBusy(false);
      void refreshOrderLists();
    }
  };
  return (
    <BusyButton busy={busy} onClick={() => void exportOrders()}>
      {orderCopy.bulk.export}
    </BusyButton>
  );
}
