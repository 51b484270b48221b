/**
 * The order board's rules, kept apart from the screen so they are tested on their own: which
 * actions an order's status allows (pickup.yaml `OrderStatus`, designed; the mock enforces the
 * same moves with a 409), the preparation time sent on 접수 (an ISO date-time in KST), the
 * re-notification limit, and how long an order has waited.
 */
import { pickupOrderMachine, type PickupOrderAction, type PickupOrderRecord } from '@/api/machines/pickup-order';
import type { HistoryQuery, OrderSortType, OrderStatus, PickupOrder } from '@/api/pickup-orders';
import { serverNow } from '@/api/server-clock';
import { dayjs, KST } from '@/lib/format';
import { allowedActions, decide } from '@/lib/machine';

export type { HistoryQuery, OrderCounts, OrderStatus, PickupOrder, PickupOrderDetail } from '@/api/pickup-orders';

export type OrderAction = PickupOrderAction;

/**
 * The actions an order offers now, in the order they are offered (the main one first): exactly
 * what the order table allows (src/api/machines/pickup-order.ts), which the mock enforces too.
 */
export function actionsFor(order: PickupOrderRecord): readonly OrderAction[] {
  return allowedActions(pickupOrderMachine, order);
}

/** Why 픽업 알림 cannot be sent again though the order is 준비 완료 (the count is spent), else undefined. */
export function reNotifyRefusal(order: PickupOrderRecord): string | undefined {
  if (!pickupOrderMachine.table[order.status].reNotify) return undefined;
  const decision = decide(pickupOrderMachine, order, 'reNotify');
  return decision.ok ? undefined : decision.reason;
}

export const OPEN_STATUSES: readonly OrderStatus[] = ['ORDERED', 'ACCEPTED', 'PREPARATION_COMPLETED'];

export function isOpen(status: OrderStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

// ─── 접수: estimated preparation time ────────────────────────────────────

export const PREP_PRESETS: readonly number[] = [10, 15, 20, 30, 40];

/**
 * The presets with the merchant's last accepted choice first (a typed time that is not a preset
 * leads too). Whether a time may be sent is the accept request's rule (the dialog reads it).
 */
export function prepPresetsWithLast(last: number | undefined): number[] {
  if (last === undefined) return [...PREP_PRESETS];
  return [last, ...PREP_PRESETS.filter((minutes) => minutes !== last)];
}

/** "지금부터 N분 뒤" as the ISO date-time the accept call takes, in KST: 2026-11-25T15:10:00+09:00. */
export function estimatedPreparationTime(minutes: number, now: Date = new Date(serverNow())): string {
  return dayjs(now).tz(KST).add(minutes, 'minute').second(0).millisecond(0).format('YYYY-MM-DDTHH:mm:ssZ');
}

// ─── 픽업 알림 다시 보내기 ──────────────────────────────────────────────────

/** "1/3": how many times 픽업 알림 was sent again, of how many. */
export function reNotifyLabel(order: Pick<PickupOrder, 'reNotification'>): string {
  const { currentCount, maxCount } = order.reNotification;
  return `${currentCount}/${maxCount}`;
}

// ─── waiting and preparing ───────────────────────────────────────────────

export interface AgeThresholds {
  /** Minutes after which a waiting order turns amber. */
  readonly warnMinutes: number;
  /** Minutes after which it turns red. */
  readonly lateMinutes: number;
}

export const DEFAULT_AGE_THRESHOLDS: AgeThresholds = { warnMinutes: 3, lateMinutes: 5 };

export type Urgency = 'normal' | 'warn' | 'late';

export function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
}

/** How urgent an order is now: a waiting order by its age, an accepted one against its estimate. */
export function urgencyOf(
  order: Pick<PickupOrder, 'status' | 'orderedAt' | 'estimatedPreparationTime'>,
  now: number,
  thresholds: AgeThresholds = DEFAULT_AGE_THRESHOLDS,
): Urgency {
  if (order.status === 'ORDERED') {
    const waited = (now - Date.parse(order.orderedAt)) / 60_000;
    if (waited >= thresholds.lateMinutes) return 'late';
    if (waited >= thresholds.warnMinutes) return 'warn';
    return 'normal';
  }
  if (order.status === 'ACCEPTED' && order.estimatedPreparationTime)
    return Date.parse(order.estimatedPreparationTime) < now ? 'late' : 'normal';
  return 'normal';
}

/** "3분 전 주문" / "방금 주문". */
export function elapsedText(orderedAt: string, now: number): string {
  const minutes = minutesSince(orderedAt, now);
  if (minutes < 1) return '방금 주문';
  if (minutes < 60) return `${minutes}분 전 주문`;
  const hours = Math.floor(minutes / 60);
  return `${hours}시간 ${minutes % 60}분 전 주문`;
}

/** Time left against the estimated preparation time: "준비 완료까지 7분" / "예정보다 3분 늦었어요". */
export function timeLeftText(estimated: string, now: number): string {
  const diff = Math.round((Date.parse(estimated) - now) / 60_000);
  if (diff > 0) return `준비 완료까지 ${diff}분`;
  if (diff === 0) return '곧 준비 완료 예정';
  return `예정보다 ${-diff}분 늦었어요`;
}

// ─── cancel reasons ──────────────────────────────────────────────────────

export const CANCEL_REASONS: readonly string[] = ['재료 소진', '가게 사정', '고객 요청'];
export const CANCEL_REASON_MAX = 100;

/** The reason sent: a preset, or the typed text when 직접 입력 is chosen; empty when none is given. */
export function cancelReasonOf(choice: string | undefined, typed: string): string {
  if (!choice) return '';
  return (choice === 'custom' ? typed : choice).trim().slice(0, CANCEL_REASON_MAX);
}

// ─── finished orders: the period and order the address holds ─────────────

const SORT_TYPES: readonly OrderSortType[] = ['NEWEST', 'OLDEST'];

/**
 * `?from=&to=&sort=` of the finished orders: a period of real dates in order (else today, KST) and
 * 최신순 or 오래된순 (else 최신순), so a reload or a shared address shows the same list.
 */
export function historyQueryOf(search: URLSearchParams, today: string): HistoryQuery {
  const from = search.get('from');
  const to = search.get('to');
  const isDate = (value: string | null): value is string =>
    !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
  const sort = search.get('sort') as OrderSortType | null;
  return {
    ...(isDate(from) && isDate(to) && from <= to ? { from, to } : { from: today, to: today }),
    sortType: sort && SORT_TYPES.includes(sort) ? sort : 'NEWEST',
  };
}

/** The address parameters of a finished-orders query; today's newest-first is the plain address. */
export function historyParams(query: HistoryQuery, today: string): Record<'from' | 'to' | 'sort', string | undefined> {
  const isToday = query.from === today && query.to === today;
  return {
    from: isToday ? undefined : query.from,
    to: isToday ? undefined : query.to,
    sort: query.sortType === 'NEWEST' ? undefined : query.sortType,
  };
}
