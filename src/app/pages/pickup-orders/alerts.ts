/**
 * New-order alerting, as plain functions: which waiting orders nobody has acknowledged yet, the tab
 * title that counts them, and where acknowledgements are kept (this tab's sessionStorage, per
 * account: a reload keeps what was acknowledged).
 */
import { messages } from '@/lib/messages';
import { STORED_VALUES } from '@/api/stored-values';

/** Ids of waiting orders (ORDERED) not acknowledged yet, in the order given. */
export function unacknowledgedIds(waitingIds: readonly number[], acknowledged: ReadonlySet<number>): number[] {
  return waitingIds.filter((id) => !acknowledged.has(id));
}

/** `(2) 신규 주문 · 동네마켓 비즈니스`, or the plain title when nothing waits for acknowledgement. */
export function boardTitle(unacknowledged: number, base: string = messages.pageTitle): string {
  return unacknowledged > 0 ? `(${unacknowledged}) 신규 주문 · ${base}` : base;
}

/** Acknowledging: every id shown now joins the set; ids no longer waiting are forgotten. */
export function acknowledge(acknowledged: ReadonlySet<number>, waitingIds: readonly number[]): Set<number> {
  const next = new Set(waitingIds.filter((id) => acknowledged.has(id)));
  for (const id of waitingIds) next.add(id);
  return next;
}

/** Forgets acknowledged ids that are not waiting any more (accepted or canceled), so the set stays small. */
export function pruneAcknowledged(acknowledged: ReadonlySet<number>, waitingIds: readonly number[]): Set<number> {
  return new Set(waitingIds.filter((id) => acknowledged.has(id)));
}

const storageKey = (baId: string) => `${STORED_VALUES.orderBoardAcknowledged.key}.${baId}`;

export function loadAcknowledged(baId: string, storage: Storage | undefined = globalThis.sessionStorage): Set<number> {
  try {
    const raw = storage?.getItem(storageKey(baId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

export function saveAcknowledged(
  baId: string,
  acknowledged: ReadonlySet<number>,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.setItem(storageKey(baId), JSON.stringify([...acknowledged]));
  } catch {
    // Storage full or blocked: acknowledgements then last for this page only.
  }
}

const LAST_PREP_KEY = STORED_VALUES.lastPrepMinutes.key;

/** The merchant's last preparation time (minutes), remembered on this browser. */
export function loadLastPrepMinutes(storage: Storage | undefined = globalThis.localStorage): number | undefined {
  const value = Number(storage?.getItem(LAST_PREP_KEY) ?? NaN);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export function saveLastPrepMinutes(minutes: number, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(LAST_PREP_KEY, String(minutes));
  } catch {
    // Not remembered: the presets keep their usual order.
  }
}
