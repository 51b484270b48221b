/**
 * The board's live indicator: "연결됨 · 방금 갱신" while the polls answer; once they have failed for
 * 30 s, or at once when the device has no connection, when the board last heard from the server
 * (server clock, KST) and that orders may be waiting, with 다시 시도. It reads the polls' times
 * itself, so a quiet tick redraws the indicator, not the board (issue 30).
 */
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useOnline } from '@/api/data/online';
import { POLL_MS, useBoardPollTimes } from '@/api/pickup-order-hooks';
import { serverClock } from '@/api/server-clock';
import { boardCopy } from './copy';
import { boardLiveState, failingSince, lastHeardTime } from './live-state';

const REDRAW_MS = 5_000;

/** Now, every 5 s and at once when the board is seen again (a sleeping tablet held its timers). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const update = () => setNow(Date.now());
    const timer = setInterval(update, REDRAW_MS);
    document.addEventListener('visibilitychange', update);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, []);
  return now;
}

export function LiveIndicator({ onRetry }: { readonly onRetry: () => void }) {
  const { counts, orders } = useBoardPollTimes();
  const online = useOnline();
  const now = useNow();
  const [openedAt] = useState(() => Date.now());
  // When the open orders began failing, kept from one answer to the next.
  const ordersKey = `${orders.isError}:${orders.errorUpdatedAt}:${orders.dataUpdatedAt}`;
  const [seenKey, setSeenKey] = useState(ordersKey);
  const [ordersFailingSince, setOrdersFailingSince] = useState(() => failingSince(undefined, orders));
  if (ordersKey !== seenKey) {
    setSeenKey(ordersKey);
    setOrdersFailingSince(failingSince(ordersFailingSince, orders));
  }
  const state = boardLiveState(
    { ...counts, openedAt },
    { failingSince: ordersFailingSince, dataUpdatedAt: orders.dataUpdatedAt },
    now,
    { online },
  );
  // Before a first answer the board's own error state speaks (with 다시 시도).
  if (state.kind === 'waiting' || !counts.dataUpdatedAt) return null;
  if (state.kind === 'stale' || state.kind === 'offline')
    return (
      <div role="alert" className="live-indicator live-indicator-warn">
        <span>
          {state.kind === 'offline' ? boardCopy.live.offline : boardCopy.live.warn}{' '}
          {boardCopy.live.lastHeard(lastHeardTime(state.lastHeardAt, serverClock.offset()))}
        </span>
        <Button size="small" onClick={onRetry}>
          {boardCopy.live.retry}
        </Button>
      </div>
    );
  return (
    <p className="live-indicator">
      <span className="live-dot" aria-hidden />
      {state.secondsAgo < POLL_MS / 1000 + 5 ? boardCopy.live.ok : boardCopy.live.okSince(state.secondsAgo)}
    </p>
  );
}
