/**
 * The periods offered wherever a period is chosen (issue 41): 오늘, 어제, 최근 7일, 최근 30일, each
 * whole KST days with both ends included, so 최근 7일 is today and the six days before it.
 */
import { dayjs, kstToday } from '@/lib/format';

export interface PeriodPreset {
  readonly label: string;
  /** First and last day, YYYY-MM-DD (KST). */
  readonly start: string;
  readonly end: string;
}

export function periodPresets(now: Date = new Date()): readonly PeriodPreset[] {
  const today = dayjs(kstToday(now));
  const day = (back: number) => today.subtract(back, 'day').format('YYYY-MM-DD');
  return [
    { label: '오늘', start: day(0), end: day(0) },
    { label: '어제', start: day(1), end: day(1) },
    { label: '최근 7일', start: day(6), end: day(0) },
    { label: '최근 30일', start: day(29), end: day(0) },
  ];
}
