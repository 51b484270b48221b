/**
 * What the board's live indicator says: "연결됨 · 방금 갱신" while polls answer, and a warning once
 * they have kept failing for 30 s since the last good answer (one failed tick is not worth a
 * warning; three in a row are).
 */
import type { PolledTimes } from '@/api/data/poll-times';

export type { PolledTimes };

export const STALE_WARNING_MS = 30_000;

export interface PollTimes extends PolledTimes {
  /** When the board opened (the clock of a board that never had an answer). */
  readonly openedAt: number;
}

export type LiveState =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'ok'; readonly secondsAgo: number }
  | { readonly kind: 'stale'; readonly secondsAgo: number };

export function liveState(times: PollTimes, now: number, staleMs: number = STALE_WARNING_MS): LiveState {
  const lastOk = times.dataUpdatedAt || times.openedAt;
  const secondsAgo = Math.max(0, Math.round((now - lastOk) / 1000));
  const failing = times.isError && times.errorUpdatedAt >= lastOk;
  if (failing && Math.max(now, times.errorUpdatedAt) - lastOk >= staleMs) return { kind: 'stale', secondsAgo };
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
 * first failure. A board whose orders fail while its counts answer is not live.
 */
export function boardLiveState(
  counts: PollTimes,
  ordersFailingSince: number | undefined,
  now: number,
  staleMs: number = STALE_WARNING_MS,
): LiveState {
  const state = liveState(counts, now, staleMs);
  if (state.kind === 'ok' && ordersFailingSince !== undefined && now - ordersFailingSince >= staleMs)
    return { kind: 'stale', secondsAgo: state.secondsAgo };
  return state;
}
