/**
 * What the board's live indicator says: "연결됨 · 방금 갱신" while polls answer, and a warning once
 * they have kept failing for 30 s since the last good answer (one failed tick is not worth a
 * warning; three in a row are).
 */
export const STALE_WARNING_MS = 30_000;

export interface PollTimes {
  /** When the last good answer came (0: none yet). */
  readonly dataUpdatedAt: number;
  /** When the last failure came (0: none). */
  readonly errorUpdatedAt: number;
  /** The last poll failed. */
  readonly isError: boolean;
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

/** A polled query's times, as TanStack Query reports them. */
export type PolledTimes = Omit<PollTimes, 'openedAt'>;

/**
 * The board's polls (the counts and the open orders) as one: as fresh as the staler of them, and
 * failing when either fails. A board whose orders keep failing while the counts answer is not live.
 */
export function combinePolls(polls: readonly PolledTimes[]): PolledTimes {
  const answered = polls.every((poll) => poll.dataUpdatedAt > 0);
  return {
    dataUpdatedAt: answered ? Math.min(...polls.map((poll) => poll.dataUpdatedAt)) : 0,
    errorUpdatedAt: Math.max(0, ...polls.map((poll) => poll.errorUpdatedAt)),
    isError: polls.some((poll) => poll.isError),
  };
}
