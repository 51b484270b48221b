/**
 * What the board's live indicator says: "연결됨 · 방금 갱신" while polls answer, and a warning once
 * they have kept failing for 30 s since the last good answer (one failed tick is not worth a
 * warning; three in a row are), or at once when the device says it has no connection. The warning
 * says when the board last heard from the server, on the server's clock in KST, and that orders
 * may be waiting meanwhile.
 */
import type { PolledTimes } from '@/api/data/poll-times';
import { dayjs } from '@/lib/format';

export type { PolledTimes };

export const STALE_WARNING_MS = 30_000;

export interface PollTimes extends PolledTimes {
  /** When the board opened (the clock of a board that never had an answer). */
  readonly openedAt: number;
}

export type LiveState =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'ok'; readonly secondsAgo: number }
  /** Polls have failed for 30 s (`offline`: the device says it has no connection, so at once). */
  | { readonly kind: 'stale' | 'offline'; readonly secondsAgo: number; readonly lastHeardAt: number };

export function liveState(
  times: PollTimes,
  now: number,
  staleMs: number = STALE_WARNING_MS,
  online: boolean = true,
): LiveState {
  const lastOk = times.dataUpdatedAt || times.openedAt;
  const secondsAgo = Math.max(0, Math.round((now - lastOk) / 1000));
  // Without a connection the polls do not even go out (they wait for it): nothing fails, nothing answers.
  if (!online && times.dataUpdatedAt) return { kind: 'offline', secondsAgo, lastHeardAt: lastOk };
  const failing = times.isError && times.errorUpdatedAt >= lastOk;
  if (failing && Math.max(now, times.errorUpdatedAt) - lastOk >= staleMs)
    return { kind: 'stale', secondsAgo, lastHeardAt: lastOk };
  if (!times.dataUpdatedAt) return { kind: 'waiting' };
  return { kind: 'ok', secondsAgo };
}

/**
 * When a poll began failing: the time of its first failure since its last good answer (kept from
 * `previous` while it goes on failing), or undefined while it answers.
 */
export function failingSince(previous: number | undefined, poll: PolledTimes): number | undefined {
  if (!poll.isError || poll.errorUpdatedAt < poll.dataUpdatedAt) return undefined;
  return previous !== undefined && previous > poll.dataUpdatedAt ? previous : poll.errorUpdatedAt;
}

/**
 * The board's indicator: the counts' state (they are polled every 10 s: the board's heartbeat),
 * and a warning too when the open orders, asked less often, have kept failing for 30 s since their
 * first failure (last heard from then: when they last answered). A board whose orders fail while
 * its counts answer is not live.
 */
export function boardLiveState(
  counts: PollTimes,
  orders: { readonly failingSince: number | undefined; readonly dataUpdatedAt?: number },
  now: number,
  { staleMs = STALE_WARNING_MS, online = true }: { readonly staleMs?: number; readonly online?: boolean } = {},
): LiveState {
  const state = liveState(counts, now, staleMs, online);
  if (state.kind === 'ok' && orders.failingSince !== undefined && now - orders.failingSince >= staleMs)
    return { kind: 'stale', secondsAgo: state.secondsAgo, lastHeardAt: orders.dataUpdatedAt || counts.openedAt };
  return state;
}

/** "14:32" (KST, on the server's clock: `offsetMs` is the server's clock minus the device's). */
export function lastHeardTime(lastHeardAt: number, offsetMs: number): string {
  // Korea's offset is fixed (UTC+9) since 1989.
  return dayjs(lastHeardAt + offsetMs)
    .utcOffset(9 * 60)
    .format('HH:mm');
}
