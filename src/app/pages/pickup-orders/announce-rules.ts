/**
 * Which waiting orders are new and not yet announced (issue 41): the one rule behind the chime, the
 * vibration, the desktop notification and the count of announcements a bench reads. Pure: the board
 * gives what it remembers having announced (kept per person and account, announced-store.ts) and
 * what the server listed now.
 */

export interface AnnounceDecision {
  /** Waiting orders to announce now, each once, in the order listed. */
  readonly announce: readonly number[];
  /** What to remember as announced from now on. */
  readonly remember: ReadonlySet<number>;
}

/**
 * Every waiting order not announced before is announced, whenever it is first listed: on the first
 * answer after a reload, or after a reconnect that brings several at once. An announced order is
 * remembered while it is open, since it can come back waiting (a 접수 the server refused); one that
 * left the open orders (picked up, canceled) cannot, so it is forgotten and the memory stays the
 * board's size over a day.
 */
export function decideAnnouncements(
  announced: ReadonlySet<number>,
  waitingIds: readonly number[],
  openIds: readonly number[],
): AnnounceDecision {
  const announce = [...new Set(waitingIds)].filter((id) => !announced.has(id));
  const open = new Set(openIds);
  const remember = new Set([...announced, ...announce].filter((id) => open.has(id)));
  return { announce, remember };
}
