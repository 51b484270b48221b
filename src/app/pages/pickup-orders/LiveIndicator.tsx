/**
 * The board's live indicator: "연결됨 · 방금 갱신" while the polls answer; once they have failed for
 * 30 s, or at once when the device has no connection, when the board last heard from the server
 * (server clock, KST) and that orders may be waiting, with 다시 시도. It reads the polls' times
 * itself, so a quiet tick does not redraw the board (issue 30), and reads them as the line it
 * shows, so a tick that leaves the line as it was draws nothing at all (issue 42: each answer and
 * each 5 s tick drew it 2–5 times a poll with the same text).
 */
import { Button } from 'antd';
import { useState } from 'react';
import { isOnline, subscribeOnline } from '@/api/data/online';
import { POLL_MS, useBoardPollReading } from '@/api/pickup-order-hooks';
import { serverClock } from '@/api/server-clock';
import { boardCopy } from './copy';
import { boardLiveState, failingSince, lastHeardTime, type PolledTimes } from './live-state';

const REDRAW_MS = 5_000;
/** Between the kind of line (`ok`, `warn`) and its text in what the reader returns. */
const SEPARATOR = '\t';

export function LiveIndicator({ onRetry }: { readonly onRetry: () => void }) {
  const [reader] = useState(liveReader);
  const [kind, text] = useBoardPollReading(reader.show, reader.alsoOn).split(SEPARATOR);
  // Before a first answer the board's own error state speaks (with 다시 시도).
  if (!kind) return null;
  if (kind === 'warn')
    return (
      <div role="alert" className="live-indicator live-indicator-warn">
        <span>{text}</span>
        <Button size="small" onClick={onRetry}>
          {boardCopy.live.retry}
        </Button>
      </div>
    );
  return (
    <p className="live-indicator">
      <span className="live-dot" aria-hidden />
      {text}
    </p>
  );
}

/**
 * One indicator's memory: when it opened, its clock (moved every 5 s, and at once when the board
 * is seen again: a sleeping tablet held its timers), and since when the open orders fail (kept
 * from one answer to the next). `show` gives "", or the kind of line and its text.
 */
function liveReader() {
  const openedAt = Date.now();
  let now = openedAt;
  let ordersFailingSince: number | undefined;
  const alsoOn = (onChange: () => void) => {
    const update = () => {
      now = Date.now();
      onChange();
    };
    const timer = setInterval(update, REDRAW_MS);
    document.addEventListener('visibilitychange', update);
    const stopOnline = subscribeOnline(onChange);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
      stopOnline();
    };
  };
  const show = ({ counts, orders }: { readonly counts: PolledTimes; readonly orders: PolledTimes }): string => {
    // The same answer gives the same time again: read any number of times, it says the same.
    ordersFailingSince = failingSince(ordersFailingSince, orders);
    const state = boardLiveState(
      { ...counts, openedAt },
      { failingSince: ordersFailingSince, dataUpdatedAt: orders.dataUpdatedAt },
      now,
      { online: isOnline() },
    );
    if (state.kind === 'waiting' || !counts.dataUpdatedAt) return '';
    if (state.kind === 'stale' || state.kind === 'offline') {
      const said = state.kind === 'offline' ? boardCopy.live.offline : boardCopy.live.warn;
      const heard = boardCopy.live.lastHeard(lastHeardTime(state.lastHeardAt, serverClock.offset()));
      return ['warn', `${said} ${heard}`].join(SEPARATOR);
    }
    const line = state.secondsAgo < POLL_MS / 1000 + 5 ? boardCopy.live.ok : boardCopy.live.okSince(state.secondsAgo);
    return ['ok', line].join(SEPARATOR);
  };
  return { show, alsoOn };
}
