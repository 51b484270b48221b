/** The period presets in KST days, written by hand from a calendar. */
import { describe, expect, it } from 'vitest';
import { periodPresets } from './period-presets';

const byLabel = (now: Date) =>
  Object.fromEntries(periodPresets(now).map(({ label, start, end }) => [label, [start, end]]));

describe('period presets', () => {
  it('counts KST days: at 00:30 KST on 1 December it is already December', () => {
    // 2026-11-30T15:30Z is 2026-12-01 00:30 in Seoul.
    expect(byLabel(new Date('2026-11-30T15:30:00Z'))).toEqual({
      오늘: ['2026-12-01', '2026-12-01'],
      어제: ['2026-11-30', '2026-11-30'],
      '최근 7일': ['2026-11-25', '2026-12-01'],
      '최근 30일': ['2026-11-02', '2026-12-01'],
    });
  });

  it('at 23:59 KST the day has not turned, whatever the browser clock says in UTC', () => {
    // 2026-03-01T14:59Z is 2026-03-01 23:59 in Seoul; February 2026 has 28 days.
    expect(byLabel(new Date('2026-03-01T14:59:00Z'))).toEqual({
      오늘: ['2026-03-01', '2026-03-01'],
      어제: ['2026-02-28', '2026-02-28'],
      '최근 7일': ['2026-02-23', '2026-03-01'],
      '최근 30일': ['2026-01-31', '2026-03-01'],
    });
  });

  it('keeps the order a merchant reads them in', () => {
    expect(periodPresets(new Date('2026-11-29T03:00:00Z')).map((preset) => preset.label)).toEqual([
      '오늘',
      '어제',
      '최근 7일',
      '최근 30일',
    ]);
  });
});
