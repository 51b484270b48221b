import { describe, expect, it } from 'vitest';
import { chartRows, chartSummary, dayAxis } from './TrendChart';

const days = (start: number, counts: number[]) =>
  counts.map((count, index) => ({ date: `2026-11-${String(start + index).padStart(2, '0')}`, count }));

describe('TrendChart data', () => {
  it('pairs each day with the same day of the period before, each named with its weekday', () => {
    expect(chartRows(days(21, [3, 5]), days(19, [1, 2]))).toEqual([
      { day: '11.21 (토)', current: 3, previous: 1, previousDay: '11.19 (목)' },
      { day: '11.22 (일)', current: 5, previous: 2, previousDay: '11.20 (금)' },
    ]);
    expect(chartRows(days(21, [3]), undefined)).toEqual([{ day: '11.21 (토)', current: 3 }]);
  });

  it('says the total, the busiest day and the period before in its name', () => {
    expect(chartSummary('유입 수', days(21, [3, 1200]), days(19, [1, 2]))).toBe(
      '유입 수: 2일 동안 1,203, 가장 많은 날 11.22 (일) 1,200, 직전 기간 3',
    );
    expect(chartSummary('유입 수', [])).toBe('유입 수: 0일 동안 0');
  });

  it('labels every day upright on a wide screen, slanted and thinned out on a phone', () => {
    expect(dayAxis(7, false)).toEqual({ upright: true, interval: 0 });
    expect(dayAxis(30, false)).toEqual({ upright: false, interval: 0 });
    expect(dayAxis(7, true)).toEqual({ upright: false, interval: 0 });
    // 30 days on a phone: every fifth day, six labels.
    expect(dayAxis(30, true)).toEqual({ upright: false, interval: 4 });
  });
});
