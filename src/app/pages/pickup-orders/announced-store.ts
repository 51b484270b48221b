/**
 * Where the board remembers the orders it announced: this browser's localStorage, per person and
 * account (`dongne.order-board.announced:<user>.<account>`), so a reload or a second tab of the board
 * does not announce them again, and sign-out (session-reset.ts) forgets them with the person's other
 * values. Read afresh at every answer: a second tab sees what the first one announced.
 *
 * What cannot be stored yet the page keeps, per account, until it can: the board draws (and
 * announces) while the session is still being checked, before the person's id is stored, and the
 * first answer after it was stored found an empty key and announced every waiting order again (the
 * board-day bench: the 45 orders open when the board opened, announced twice, when the session's
 * answer came after the first list). A new person on the tab starts from nothing (`forgetOnNewPerson`).
 */
import { serverNow } from '@/api/server-clock';
import { forgetOnNewPerson } from '@/api/data/session-reset';
import { personalKey, STORED_VALUES, storedUserId } from '@/api/stored-values';
import { decideAnnouncements, kstDay, type AnnouncedMemory } from './announce-rules';

const onPage = new Map<string, AnnouncedMemory>();
forgetOnNewPerson(() => onPage.clear());

function storageKey(baId: string, user: string | undefined): string | undefined {
  const person = personalKey(STORED_VALUES.orderBoardAnnounced, user);
  return person ? `${person}.${baId}` : undefined;
}

const ids = (list: unknown[]) => new Set(list.filter((id): id is number => Number.isInteger(id)));

/** What this browser keeps for the person and account (undefined: nothing, or nobody's id known yet). */
export function loadAnnounced(
  baId: string,
  today: number,
  storage: Storage | undefined = globalThis.localStorage,
  user: string | undefined = storedUserId(storage),
): AnnouncedMemory | undefined {
  const key = storageKey(baId, user);
  try {
    const raw = key ? storage?.getItem(key) : undefined;
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    // The first form (a plain list, issue 41's first days) had no day: read as today's.
    if (Array.isArray(parsed)) return { day: today, ids: ids(parsed) };
    if (parsed && typeof parsed === 'object' && 'day' in parsed && 'ids' in parsed) {
      const { day, ids: list } = parsed;
      if (Number.isInteger(day) && Array.isArray(list)) return { day: day as number, ids: ids(list) };
    }
  } catch {
    // Unreadable: this page's memory still holds what it announced.
  }
  return undefined;
}

export function saveAnnounced(
  baId: string,
  memory: AnnouncedMemory,
  storage: Storage | undefined = globalThis.localStorage,
  user: string | undefined = storedUserId(storage),
): void {
  const key = storageKey(baId, user);
  try {
    if (key && storage) {
      storage.setItem(key, JSON.stringify({ day: memory.day, ids: [...memory.ids] }));
      // Stored: the page holds nothing between answers.
      onPage.delete(baId);
      return;
    }
  } catch {
    // Storage full or blocked: remembered for this page only (a reload may announce again).
  }
  onPage.set(baId, memory);
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
  now: number = serverNow(),
): readonly number[] {
  const user = storedUserId(storage);
  const today = kstDay(now);
  const stored = loadAnnounced(baId, today, storage, user);
  const page = onPage.get(baId);
  const { announce, remember } = decideAnnouncements(
    [stored, page].filter((memory) => memory !== undefined),
    waitingIds,
    openIds,
    today,
  );
  // Written when it changed, or while the page holds what the store has not got yet.
  const changed = announce.length > 0 || stored?.day !== today || stored.ids.size !== remember.ids.size;
  if (changed || page) saveAnnounced(baId, remember, storage, user);
  return announce;
}
