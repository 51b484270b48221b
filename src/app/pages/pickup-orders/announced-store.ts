/**
 * Where the board remembers the orders it announced: this browser's localStorage, per person and
 * account (`dongne.order-board.announced:<user>.<account>`), so a reload or a second tab of the board
 * does not announce them again, and sign-out (session-reset.ts) forgets them with the person's other
 * values. Read afresh at every answer: a second tab sees what the first one announced.
 */
import { forgetOnNewPerson } from '@/api/data/session-reset';
import { personalKey, STORED_VALUES, storedUserId } from '@/api/stored-values';
import { decideAnnouncements } from './announce-rules';

/** What could not be stored (storage blocked, or nobody's id known): kept for this page only. */
const unstored = new Map<string, ReadonlySet<number>>();
forgetOnNewPerson(() => unstored.clear());

function storageKey(baId: string, user: string | undefined): string | undefined {
  const person = personalKey(STORED_VALUES.orderBoardAnnounced, user);
  return person ? `${person}.${baId}` : undefined;
}

export function loadAnnounced(
  baId: string,
  storage: Storage | undefined = globalThis.localStorage,
  user: string | undefined = storedUserId(storage),
): ReadonlySet<number> {
  const key = storageKey(baId, user);
  try {
    const raw = key ? storage?.getItem(key) : undefined;
    if (raw) {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) return new Set(parsed.filter((id): id is number => Number.isInteger(id)));
    }
  } catch {
    // Unreadable: what this page remembers below.
  }
  return unstored.get(`${user ?? ''}.${baId}`) ?? new Set();
}

export function saveAnnounced(
  baId: string,
  ids: ReadonlySet<number>,
  storage: Storage | undefined = globalThis.localStorage,
  user: string | undefined = storedUserId(storage),
): void {
  unstored.set(`${user ?? ''}.${baId}`, ids);
  const key = storageKey(baId, user);
  try {
    if (key) storage?.setItem(key, JSON.stringify([...ids]));
  } catch {
    // Storage full or blocked: remembered for this page only (a reload may announce again).
  }
}

/**
 * The waiting orders to announce now, already remembered as announced: the caller announces them
 * (remembered first, so an announcement that throws is not repeated at the next answer).
 */
export function takeAnnouncements(
  baId: string,
  waitingIds: readonly number[],
  openIds: readonly number[],
  storage: Storage | undefined = globalThis.localStorage,
): readonly number[] {
  const user = storedUserId(storage);
  const before = loadAnnounced(baId, storage, user);
  const { announce, remember } = decideAnnouncements(before, waitingIds, openIds);
  if (announce.length > 0 || remember.size !== before.size) saveAnnounced(baId, remember, storage, user);
  return announce;
}
