/** Store settings: store discounts and what they take off an order, and the opening state from the schedule. */
import { percentOf } from '@/lib/money';
import type { components } from '@generated/openapi/pickup';
import { addDays, kstMinutesOfDay, toKstIso } from '../../core/time';
import type { PickupStore, PickupStoreDiscountRow } from './state';

type Schemas = components['schemas'];

export function toStoreDiscount(row: PickupStoreDiscountRow): Schemas['StoreDiscount'] {
  return {
    id: row.id,
    discountMethod: row.discountMethod,
    discountValue: row.discountValue,
    condition: { minimumOrderAmount: row.minimumOrderAmount },
    scope: 'ALL',
    startAt: row.startAt,
    endAt: row.endAt,
  };
}

/** What a store discount takes off an order of `amount` won (0 when the minimum is not met). */
export function storeDiscountAmount(row: PickupStoreDiscountRow, amount: number): number {
  if (amount < row.minimumOrderAmount) return 0;
  const off = row.discountMethod === 'AMOUNT' ? row.discountValue : percentOf(amount, row.discountValue, 10);
  return Math.min(off, amount);
}

/**
 * The store discount that takes the most off, or null: discounts do not add up, the biggest one
 * applies (the store discount list says so). With `at`, only discounts whose period holds it.
 */
export function bestStoreDiscount(discounts: readonly PickupStoreDiscountRow[], amount: number, at?: Date) {
  let best: { discountId: number; discountAmount: number } | null = null;
  for (const row of discounts) {
    if (at && (at.getTime() < Date.parse(row.startAt) || at.getTime() > Date.parse(row.endAt))) continue;
    const discountAmount = storeDiscountAmount(row, amount);
    if (discountAmount > 0 && (!best || discountAmount > best.discountAmount))
      best = { discountId: row.id, discountAmount };
  }
  return best;
}

function toLocalTime(hhmm: string): Schemas['LocalTime'] {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return { hour, minute, second: 0, nano: 0 };
}

function minutesOf(hhmm: string): number {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return hour * 60 + minute;
}

/** Whether the owner's pause holds now (a pause with an end reopens the store at that instant). */
export function isPaused(store: PickupStore, now: Date): boolean {
  const { manuallyClosed, closedUntil } = store.operation;
  return manuallyClosed && (!closedUntil || Date.parse(closedUntil) > now.getTime());
}

/** Opening state now, and when it next changes by itself (null when only the owner can change it). */
export function operationStatusOf(
  store: PickupStore,
  now: Date,
): { operationStatus: Schemas['StoreOperationStatus']; nextUpdateTime: string | null } {
  const op = store.operation;
  if (op.status !== 'ACTIVE') return { operationStatus: 'CLOSED', nextUpdateTime: null };
  if (isPaused(store, now)) return { operationStatus: 'MANUALLY_CLOSED', nextUpdateTime: op.closedUntil ?? null };
  const current = kstMinutesOfDay(now);
  const at = (hhmm: string, days = 0) => {
    const minutes = minutesOf(hhmm);
    return toKstIso(addDays(now, days, Math.floor(minutes / 60), minutes % 60));
  };
  const inRange = (range: { start: string; end: string }) =>
    current >= minutesOf(range.start) && current < minutesOf(range.end);
  if (op.breakHours && inRange(op.breakHours))
    return { operationStatus: 'BREAK_TIME', nextUpdateTime: at(op.breakHours.end) };
  if (op.open24Hours)
    return {
      operationStatus: 'OPEN',
      nextUpdateTime: op.breakHours ? at(op.breakHours.start, current < minutesOf(op.breakHours.start) ? 0 : 1) : null,
    };
  if (inRange(op.businessHours)) {
    const breakAhead =
      op.breakHours &&
      current < minutesOf(op.breakHours.start) &&
      minutesOf(op.breakHours.start) < minutesOf(op.businessHours.end);
    return {
      operationStatus: 'OPEN',
      nextUpdateTime: breakAhead && op.breakHours ? at(op.breakHours.start) : at(op.businessHours.end),
    };
  }
  const opensToday = current < minutesOf(op.businessHours.start);
  return { operationStatus: 'CLOSED', nextUpdateTime: at(op.businessHours.start, opensToday ? 0 : 1) };
}

export function toOperationInfo(store: PickupStore, now: Date): Schemas['StoreOperationInfo'] {
  const op = store.operation;
  return {
    status: op.status,
    ...operationStatusOf(store, now),
    inactiveReasons: [...op.inactiveReasons],
    rejectReasons: [...op.rejectReasons],
    kycRemainingDays: op.kycRemainingDays,
    operationSchedule: {
      open24Hours: op.open24Hours,
      // 휴무 is the schedule's day off (the demo stores have none); a pause is MANUALLY_CLOSED above.
      closed: false,
      businessHours: { startTime: toLocalTime(op.businessHours.start), endTime: toLocalTime(op.businessHours.end) },
      breakHours: op.breakHours
        ? { startTime: toLocalTime(op.breakHours.start), endTime: toLocalTime(op.breakHours.end) }
        : null,
    },
  };
}
