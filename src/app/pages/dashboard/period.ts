/**
 * The statistics period (KST days, both ends included), kept in the address (`?start=&end=`), with
 * the presets 7일 / 30일 / 이번 달 (spec 001 §7 statistics; issue 14). Pure functions.
 */
import { dayjs, kstToday } from '@/lib/format';

export interface Period {
  readonly start: string;
  readonly end: string;
}

export type PresetKey = '7d' | '30d' | 'month';

export const PRESETS: readonly { readonly key: PresetKey; readonly label: string }[] = [
  { key: '7d', label: '7일' },
  { key: '30d', label: '30일' },
  { key: 'month', label: '이번 달' },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days of a preset, ending today (KST). */
export function presetPeriod(key: PresetKey, now: Date = new Date()): Period {
  const end = kstToday(now);
  const endDay = dayjs(end);
  if (key === 'month') return { start: endDay.startOf('month').format('YYYY-MM-DD'), end };
  return { start: endDay.subtract(key === '7d' ? 6 : 29, 'day').format('YYYY-MM-DD'), end };
}

/** The preset a period is, if any (to show it as chosen). */
export function presetOf(period: Period, now: Date = new Date()): PresetKey | undefined {
  return PRESETS.map((preset) => preset.key).find((key) => {
    const candidate = presetPeriod(key, now);
    return candidate.start === period.start && candidate.end === period.end;
  });
}

/** The period in the address; anything missing, malformed, reversed or in the future is the last 7 days. */
export function readPeriod(search: URLSearchParams, now: Date = new Date()): Period {
  const start = search.get('start') ?? '';
  const end = search.get('end') ?? '';
  const today = kstToday(now);
  if (!DAY.test(start) || !DAY.test(end) || start > end || end > today || !dayjs(start).isValid())
    return presetPeriod('7d', now);
  return { start, end };
}

export function writePeriod(search: URLSearchParams, period: Period): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('start', period.start);
  next.set('end', period.end);
  next.delete('page');
  return next;
}

/** The query of every statistics call for the period. */
export function periodQuery(period: Period): { startDate: string; endDate: string } {
  return { startDate: period.start, endDate: period.end };
}

/** "11.19 – 11.25" for headings. */
export function periodLabel(period: Period): string {
  return `${dayjs(period.start).format('YYYY.MM.DD')} – ${dayjs(period.end).format('YYYY.MM.DD')}`;
}

/** The period of the same length just before (to compare with): 11.19–11.25 → 11.12–11.18. */
export function previousPeriod(period: Period): Period {
  const days = dayjs(period.end).diff(dayjs(period.start), 'day') + 1;
  return {
    start: dayjs(period.start).subtract(days, 'day').format('YYYY-MM-DD'),
    end: dayjs(period.start).subtract(1, 'day').format('YYYY-MM-DD'),
  };
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** A day on a chart's axis: "11.21 (토)". */
export function dayLabel(date: string): string {
  const day = dayjs(date);
  return `${day.format('M.D')} (${WEEKDAYS[day.day()]})`;
}
