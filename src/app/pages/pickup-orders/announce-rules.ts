/**
 * Which waiting orders are new and not yet announced (issue 41): the one rule behind the chime, the
 * vibration, the desktop notification and the count of announcements a bench reads. Pure: the board
 * gives what it remembers having announced (kept per person and account, announced-store.ts), what
 * the server listed now, and today's KST day.
 */

/** What the board announced: every order of the day `day` (KST day number, `kstDay`), oldest first. */
export interface AnnouncedMemory {
  readonly day: number;
  readonly ids: ReadonlySet<number>;
}

export interface AnnounceDecision {
  /** Waiting orders to announce now, each once, in the order listed. */
  readonly announce: readonly number[];
  /** What to remember as announced from now on. */
  readonly remember: AnnouncedMemory;
}

const DAY_MS = 86_400_000;
/** Korea keeps no summer time: its day starts at 15:00 UTC all year. */
const KST_OFFSET_MS = 9 * 3_600_000;

/** The KST day of an instant, as a whole number (integer arithmetic: no time-zone library on each answer). */
export function kstDay(now: number): number {
  return Math.floor((now + KST_OFFSET_MS) / DAY_MS);
}

/**
 * At most this many ids are remembered, whatever happens: twice the busiest day the board-day bench
 * runs (1,000 orders), about 10 KB stored. Past it the oldest no longer open are forgotten first.
 */
export const MAX_REMEMBERED = 2_000;

/**
 * Every waiting order not announced before is announced, whenever it is first listed: on the first
 * answer after a reload, or after a reconnect that brings several at once. An announced order is
 * remembered for the rest of the KST day, also when it is missing from an answer (a list cut short,
 * a drop, a refused 접수 that puts it back): the same order is never news twice in a day. A new day
 * keeps only the orders still open, so the memory is one day's orders at most. `remembered` are the
 * board's memories (this browser's store, this page's own), read as one.
 */
export function decideAnnouncements(
  remembered: readonly AnnouncedMemory[],
  waitingIds: readonly number[],
  openIds: readonly number[],
  today: number,
): AnnounceDecision {
  const open = new Set(openIds);
  // An earlier day's memory keeps only its orders still open.
  const known = new Set(
    remembered.flatMap((memory) =>
      memory.day === today ? [...memory.ids] : [...memory.ids].filter((id) => open.has(id)),
    ),
  );
  const announce = [...new Set(waitingIds)].filter((id) => !known.has(id));
  let ids = [...known, ...announce];
  if (ids.length > MAX_REMEMBERED) {
    const dropped = new Set(ids.filter((id) => !open.has(id)).slice(0, ids.length - MAX_REMEMBERED));
    ids = ids.filter((id) => !dropped.has(id));
  }
  return { announce, remember: { day: today, ids: new Set(ids) } };
}
