/**
 * `/profile/:baId/pickup/order`: the pickup order board a merchant keeps open all day. Counts as
 * tabs (신규, 진행 중, 오늘 픽업 완료, 오늘 취소), the open orders as cards with the actions their
 * status allows, finished orders by date range, the detail in a side panel held in the URL
 * (`?order=`), a live indicator, and alerts for new orders (title, sound, vibration, desktop
 * notification, a notice in view wherever the board is scrolled, the 신규 tab's badge).
 */
import { Alert, Button, Flex, Tabs } from 'antd';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { errorStatus, OfflineError, ResponseError, serverMessageOf } from '@/api/errors';
import { orderConflictCode, type OrderConflictCode } from '@/api/pickup-orders';
import { useRemoteConfig } from '@/api/remote-config';
import { ErrorState } from '@/components/feedback/ErrorState';
import { errorMessage } from '@/components/feedback/error-message';
import { PageHeader } from '@/components/layout/PageHeader';
import { useMediaQuery } from '@/components/layout/use-media-query';
import { toast } from '@/components/toast/toast-store';
import { loadLastPrepMinutes, saveLastPrepMinutes } from './alerts';
import { boardCopy } from './copy';
import { AcceptDialog, CancelDialog } from './OrderDialogs';
import { LazyOrderDetailPanel, LazyOrderHistory, StoreControlsButton } from './board-parts';
import { DEFAULT_AGE_THRESHOLDS, type AgeThresholds, type OrderAction, type PickupOrder } from './order-rules';
import { NewOrderNotice, useRevealNewCard } from './NewOrderNotice';
import { CountTabLabel, NewTabLabel, UnconfirmedContext } from './NewTabLabel';
import { OpenOrderList, OpenOrdersContext } from './OpenOrderList';
import { LiveIndicator } from './LiveIndicator';
import { NewVersionNotice } from './NewVersionNotice';
import { StorePauseBanner } from './StorePause';
import { useBoardAlerts } from './use-board-alerts';
import { useScreenWakeLock } from './use-wake-lock';
import { useStickyBarsBottom } from './sticky-bars';
import {
  useBoardRetry,
  useOngoingOrders,
  useOrderAction,
  useOrderCountsPoll,
  type ActionVariables,
} from '@/api/pickup-order-hooks';
import './order-board.css';

type BoardTab = 'new' | 'progress' | 'completed' | 'canceled';
const TABS: readonly BoardTab[] = ['new', 'progress', 'completed', 'canceled'];

/**
 * A tablet on its side (or a laptop): 신규 and 진행 중 side by side, never behind a tab. The desk's
 * 1440 px layout keeps its tabs; a touch screen in landscape always gets the columns.
 */
export const SIDE_BY_SIDE_QUERY =
  '(orientation: landscape) and (min-width: 900px) and (max-width: 1439.98px), (orientation: landscape) and (min-width: 900px) and (pointer: coarse)';
/** A tablet in portrait: the live indicator sits in the tab bar, which stays in view. */
const TAB_BAR_INDICATOR_QUERY = '(min-width: 576px) and (max-width: 991.98px)';
/**
 * The same elements at every draw: each label reads its count itself (NewTabLabel.tsx), each list
 * its orders (OpenOrderList.tsx); so a new order does not draw the tabs that hold them (issue 42).
 */
const NEW_LABEL = <NewTabLabel />;
const NEW_LIST = <OpenOrderList which="new" />;
const PROGRESS_LIST = <OpenOrderList which="progress" />;
const PROGRESS_COLUMN_LIST = <OpenOrderList which="progress" quietOnError />;
const PROGRESS_LABEL = <CountTabLabel tab="progress" />;
const COMPLETED_LABEL = <CountTabLabel tab="completed" />;
const CANCELED_LABEL = <CountTabLabel tab="canceled" />;

export function OrderBoardPage() {
  const { baId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab') as BoardTab | null;
  const tab: BoardTab = requested && TABS.includes(requested) ? requested : 'new';
  const openId = Number(search.get('order'));
  const detailId = Number.isInteger(openId) && openId > 0 ? openId : undefined;

  // The counts' poll draws the board only when it starts or stops failing; the labels read the counts.
  const counts = useOrderCountsPoll();
  const ongoing = useOngoingOrders();
  const alerts = useBoardAlerts(baId, ongoing.data);
  const thresholds = useAgeThresholds();
  const board = useBoardActions();
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const indicatorInTabBar = useMediaQuery(TAB_BAR_INDICATOR_QUERY) && !sideBySide;

  const setParam = useCallback(
    (name: string, value: string | undefined) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === undefined) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: name === 'tab' },
      ),
    [setSearch],
  );
  const openOrder = useCallback((id: number) => setParam('order', String(id)), [setParam]);
  const closeOrder = useCallback(() => setParam('order', undefined), [setParam]);
  // The notice of new orders: shown while none of their cards is on the screen; a press shows 신규.
  const boardRef = useRef<HTMLDivElement>(null);
  const unconfirmed = alerts.pending.size;
  const barsBottom = useStickyBarsBottom(boardRef, sideBySide ? 'columns' : 'tabs');
  const noticeWatches = `${sideBySide ? 'columns' : tab}:${[...alerts.pending].join(',')}`;
  const revealNewCard = useRevealNewCard(boardRef, sideBySide || tab === 'new');
  const showNewOrders = useCallback(() => {
    if (!sideBySide) setParam('tab', undefined);
    revealNewCard();
  }, [sideBySide, setParam, revealNewCard]);
  const retryBoard = useBoardRetry();

  const waiting = useMemo(
    () =>
      (ongoing.data ?? [])
        .filter((order) => order.status === 'ORDERED')
        // The longest-waiting first; a new order joins at the end, so nothing moves under the cursor.
        .sort((a, b) => Date.parse(a.orderedAt) - Date.parse(b.orderedAt) || a.id - b.id),
    [ongoing.data],
  );
  const inProgress = useMemo(
    () =>
      (ongoing.data ?? [])
        .filter((order) => order.status === 'ACCEPTED' || order.status === 'PREPARATION_COMPLETED')
        .sort((a, b) => Date.parse(a.orderedAt) - Date.parse(b.orderedAt) || a.id - b.id),
    [ongoing.data],
  );

  const ongoingFailed = Boolean(ongoing.error && !ongoing.data);
  // The open-order tabs show the list's error, which retries the counts too: one error, not two.
  const countsFailed =
    Boolean(counts.error && !counts.data) && !(ongoingFailed && (sideBySide || tab === 'new' || tab === 'progress'));
  const { busy, onAction } = board;
  const openOrders = useMemo(
    () => ({
      orders: ongoing.data,
      error: ongoing.error,
      waiting,
      inProgress,
      pending: alerts.pending,
      busy,
      onAction,
      onOpen: openOrder,
      onRetry: retryBoard,
      thresholds,
    }),
    [
      ongoing.data,
      ongoing.error,
      waiting,
      inProgress,
      alerts.pending,
      busy,
      onAction,
      openOrder,
      retryBoard,
      thresholds,
    ],
  );

  // A new order draws the board once, with its list (its counts draw only the tab labels, issue 42).
  // The parts that show neither are made once and kept as the same elements, which React does not
  // draw again (issue 30); so are the tabs, whose lists and labels read the orders themselves
  // (through the contexts below). The indicator reads the polls' times itself: the board does not
  // redraw on a quiet tick.
  const liveIndicator = useMemo(() => <LiveIndicator onRetry={retryBoard} />, [retryBoard]);
  const header = useMemo(
    () => (
      <PageHeader
        title={boardCopy.title}
        description={boardCopy.description}
        extra={
          <>
            {sideBySide || indicatorInTabBar ? null : liveIndicator}
            <StoreControlsButton />
          </>
        }
      />
    ),
    [sideBySide, indicatorInTabBar, liveIndicator],
  );
  const pauseBanner = useMemo(() => <StorePauseBanner />, []);
  const versionNotice = useMemo(() => <NewVersionNotice />, []);
  const alertBar = useMemo(() => <AlertBar alerts={alerts} />, [alerts]);
  const completedList = useMemo(
    () => <LazyOrderHistory status="PICKUP_COMPLETED" onAction={board.onAction} onOpen={openOrder} />,
    [board.onAction, openOrder],
  );
  const canceledList = useMemo(
    () => <LazyOrderHistory status="CANCELED" onAction={board.onAction} onOpen={openOrder} />,
    [board.onAction, openOrder],
  );
  const detailBusy = detailId === undefined ? undefined : board.busy.get(detailId);
  const detailPanel = useMemo(
    () => <LazyOrderDetailPanel id={detailId} busy={detailBusy} onAction={board.onAction} onClose={closeOrder} />,
    [detailId, detailBusy, board.onAction, closeOrder],
  );
  const historyItems = useMemo(
    () => [
      { key: 'completed', label: COMPLETED_LABEL, children: completedList },
      { key: 'canceled', label: CANCELED_LABEL, children: canceledList },
    ],
    [completedList, canceledList],
  );

  const lists = useMemo(
    () =>
      sideBySide ? (
        <>
          <div className="board-columns">
            <section className="board-column" aria-labelledby="board-column-new">
              <div className="board-column-head">
                <h2 id="board-column-new" className="board-column-title">
                  {NEW_LABEL}
                </h2>
              </div>
              {NEW_LIST}
            </section>
            <section className="board-column" aria-labelledby="board-column-progress">
              <div className="board-column-head">
                <h2 id="board-column-progress" className="board-column-title">
                  {PROGRESS_LABEL}
                </h2>
                {liveIndicator}
              </div>
              {/* The 신규 column says the error once. */}
              {PROGRESS_COLUMN_LIST}
            </section>
          </div>
          <Tabs
            className="board-history"
            activeKey={tab === 'canceled' ? 'canceled' : 'completed'}
            onChange={(key) => setParam('tab', key)}
            items={historyItems}
          />
        </>
      ) : (
        <Tabs
          className="board-tabs"
          activeKey={tab}
          onChange={(key) => setParam('tab', key === 'new' ? undefined : key)}
          {...(indicatorInTabBar ? { tabBarExtraContent: liveIndicator } : {})}
          items={[
            { key: 'new', label: NEW_LABEL, children: NEW_LIST },
            { key: 'progress', label: PROGRESS_LABEL, children: PROGRESS_LIST },
            ...historyItems,
          ]}
        />
      ),
    [sideBySide, liveIndicator, tab, setParam, historyItems, indicatorInTabBar],
  );

  return (
    <div ref={boardRef} className={sideBySide ? 'order-board order-board-columns' : 'order-board'}>
      {header}
      {versionNotice}
      {pauseBanner}
      {alertBar}
      <NewOrderNotice
        count={unconfirmed}
        board={boardRef}
        drawn={noticeWatches}
        barsBottom={barsBottom}
        onShow={showNewOrders}
      />
      {countsFailed ? <ErrorState error={counts.error} onRetry={() => void counts.refetch()} /> : null}
      <OpenOrdersContext value={openOrders}>
        <UnconfirmedContext value={unconfirmed}>{lists}</UnconfirmedContext>
      </OpenOrdersContext>
      {detailPanel}
      {board.dialog?.kind === 'accept' ? (
        <AcceptDialog
          order={board.dialog.order}
          lastMinutes={board.lastMinutes}
          onClose={board.closeDialog}
          onAccept={(minutes, estimated) => void board.accept(board.dialog!.order, minutes, estimated)}
        />
      ) : null}
      {board.dialog?.kind === 'cancel' ? (
        <CancelDialog
          order={board.dialog.order}
          busy={board.busy.get(board.dialog.order.id) === 'cancel'}
          onClose={board.closeDialog}
          onCancelOrder={(reason) => board.cancel(board.dialog!.order, reason)}
        />
      ) : null}
    </div>
  );
}

/** The ageing thresholds of remote config (`pickupOrderAgeing`), else the defaults (3 and 5 minutes). */
function useAgeThresholds(): AgeThresholds {
  const ageing = useRemoteConfig().data?.pickupOrderAgeing;
  return useMemo(() => (ageing && ageing.lateMinutes > ageing.warnMinutes ? ageing : DEFAULT_AGE_THRESHOLDS), [ageing]);
}

// ─── actions ───────────────────────────────────────────────────────────────

type Dialog = { readonly kind: 'accept' | 'cancel'; readonly order: PickupOrder };

/** Our words for a refused order call, when the server sent no message of its own. */
const CONFLICT_TEXT: Readonly<Record<OrderConflictCode, string>> = {
  INVALID_ORDER_STATUS: '주문 상태가 바뀌어서 할 수 없어요.',
  RE_NOTIFICATION_LIMIT: '픽업 알림을 더 보낼 수 없어요.',
};

/** A 409's Korean sentence: the server's, or ours for its code; then that the order was refreshed. */
function conflictText(error: unknown): string {
  const code = error instanceof ResponseError ? orderConflictCode(error.body) : undefined;
  const server = error instanceof ResponseError ? serverMessageOf(error) : undefined;
  const text = server ?? (code ? CONFLICT_TEXT[code] : errorMessage(error));
  return `${text} ${boardCopy.conflictRefreshed}`;
}

function useBoardActions() {
  const mutation = useOrderAction();
  const { mutateAsync } = mutation;
  const [busy, setBusy] = useState<ReadonlyMap<number, OrderAction>>(() => new Map());
  const [dialog, setDialog] = useState<Dialog | undefined>(undefined);
  const [lastMinutes, setLastMinutes] = useState(() => loadLastPrepMinutes());

  const mark = useCallback((id: number, action: OrderAction | undefined) => {
    setBusy((current) => {
      const next = new Map(current);
      if (action) next.set(id, action);
      else next.delete(id);
      return next;
    });
  }, []);

  /** Runs an action; resolves with how it went (a conflict has refreshed the order). */
  const run = useCallback(
    async (variables: ActionVariables): Promise<'done' | 'conflict' | 'failed'> => {
      mark(variables.id, variables.action);
      try {
        await mutateAsync(variables);
        toast.success(boardCopy.done[variables.action]);
        return 'done';
      } catch (error) {
        if (error instanceof OfflineError) {
          toast.error(boardCopy.offlineRefused[variables.action]);
          return 'failed';
        }
        const conflict = errorStatus(error) === 409;
        const text = conflict ? conflictText(error) : errorMessage(error);
        toast.error(variables.action === 'accept' ? boardCopy.acceptRolledBack(text) : text);
        return conflict ? 'conflict' : 'failed';
      } finally {
        mark(variables.id, undefined);
      }
    },
    [mark, mutateAsync],
  );

  const onAction = useCallback(
    (order: PickupOrder, action: OrderAction) => {
      if (action === 'accept' || action === 'cancel') setDialog({ kind: action, order });
      else void run({ id: order.id, action });
    },
    [run],
  );

  const closeDialog = useCallback(() => setDialog(undefined), []);

  const accept = useCallback(
    async (order: PickupOrder, minutes: number, estimated: string) => {
      // Optimistic: the dialog closes and the card moves at once; a failure puts it back with a message.
      setDialog(undefined);
      const outcome = await run({
        id: order.id,
        action: 'accept',
        estimatedPreparationTime: estimated,
        preparationMinutes: minutes,
      });
      // Only a time the server took is remembered as 지난번 선택.
      if (outcome !== 'done') return;
      saveLastPrepMinutes(minutes);
      setLastMinutes(minutes);
    },
    [run],
  );

  const cancel = useCallback(
    async (order: PickupOrder, reason: string) => {
      // On a failure other than a conflict the dialog stays, with the reason chosen, to try again.
      if ((await run({ id: order.id, action: 'cancel', reason })) !== 'failed') setDialog(undefined);
    },
    [run],
  );

  return { busy, dialog, lastMinutes, onAction, closeDialog, accept, cancel };
}

// ─── alerts ────────────────────────────────────────────────────────────────

/** Whether the screen stays on while the board is open (said once it is known). */
function WakeLockNote() {
  const state = useScreenWakeLock();
  if (state === 'pending') return null;
  return <span className="order-hint">{state === 'on' ? boardCopy.wakeLock.on : boardCopy.wakeLock.off}</span>;
}

type Alerts = ReturnType<typeof useBoardAlerts>;

/**
 * The alert bar: its controls (sound, notifications, the screen) drawn only when they change, and
 * the bar of unconfirmed orders; a new order draws the bar's count, not the buttons above it.
 */
function AlertBar({ alerts }: { readonly alerts: Alerts }) {
  const pending = alerts.pending.size;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <AlertControls
        soundOn={alerts.soundOn}
        enableSound={alerts.enableSound}
        disableSound={alerts.disableSound}
        permission={alerts.permission}
        requestNotifications={alerts.requestNotifications}
      />
      {alerts.soundOn ? null : (
        <p id="order-sound-help" className="order-hint">
          {boardCopy.alert.soundOnHelp}
        </p>
      )}
      {pending > 0 ? <PendingAlert count={pending} onAcknowledge={alerts.acknowledgeAll} /> : null}
    </Flex>
  );
}

const AlertControls = memo(function AlertControls({
  soundOn,
  enableSound,
  disableSound,
  permission,
  requestNotifications,
}: Pick<Alerts, 'soundOn' | 'enableSound' | 'disableSound' | 'permission' | 'requestNotifications'>) {
  const copy = boardCopy.alert;
  return (
    <Flex gap={8} wrap align="center" className="alert-controls">
      {soundOn ? (
        <Button onClick={disableSound}>{copy.soundOff}</Button>
      ) : (
        <Button type="primary" onClick={enableSound} aria-describedby="order-sound-help">
          {copy.soundOn}
        </Button>
      )}
      {soundOn ? <span className="order-hint">{copy.soundReady}</span> : null}
      {permission === 'default' ? <Button onClick={requestNotifications}>{copy.notify}</Button> : null}
      {permission === 'denied' ? <span className="order-hint">{copy.notifyDenied}</span> : null}
      <WakeLockNote />
    </Flex>
  );
});

const PendingAlert = memo(function PendingAlert({
  count,
  onAcknowledge,
}: {
  readonly count: number;
  readonly onAcknowledge: () => void;
}) {
  return (
    <Alert
      type="warning"
      // The notice below is the board's one live region for new orders: said once, not twice.
      role="note"
      className="board-pending-alert"
      showIcon
      title={boardCopy.alert.pending(count)}
      action={
        <Button size="small" type="primary" onClick={onAcknowledge}>
          {boardCopy.alert.acknowledge}
        </Button>
      }
    />
  );
});
