import { describe, expect, it } from 'vitest';
import { dayLabel, presetOf, presetPeriod, previousPeriod, readPeriod, writePeriod } from './period';

// 2026-11-25 09:30 in Seoul (00:30 UTC).
const now = new Date('2026-11-25T00:30:00Z');

describe('statistics period', () => {
  it('has the presets 7일, 30일 and 이번 달 ending today in KST', () => {
    expect(presetPeriod('7d', now)).toEqual({ start: '2026-11-19', end: '2026-11-25' });
    expect(presetPeriod('30d', now)).toEqual({ start: '2026-10-27', end: '2026-11-25' });
    expect(presetPeriod('month', now)).toEqual({ start: '2026-11-01', end: '2026-11-25' });
    // 23:30 UTC on the 24th is already the 25th in Seoul.
    expect(presetPeriod('7d', new Date('2026-11-24T23:30:00Z')).end).toBe('2026-11-25');
  });

  it('reads the address, and falls back to the last 7 days for anything it cannot use', () => {
    const read = (query: string) => readPeriod(new URLSearchParams(query), now);
    expect(read('start=2026-11-01&end=2026-11-10')).toEqual({ start: '2026-11-01', end: '2026-11-10' });
    expect(read('')).toEqual(presetPeriod('7d', now));
    expect(read('start=2026-11-10&end=2026-11-01')).toEqual(presetPeriod('7d', now));
    expect(read('start=2026-11-01&end=2026-12-31')).toEqual(presetPeriod('7d', now));
    expect(read('start=yesterday&end=2026-11-10')).toEqual(presetPeriod('7d', now));
  });

  it('names the preset a period is and starts its table over on a new period', () => {
    expect(presetOf(presetPeriod('30d', now), now)).toBe('30d');
    expect(presetOf({ start: '2026-11-02', end: '2026-11-20' }, now)).toBeUndefined();
    const next = writePeriod(new URLSearchParams('page=3&tab=x'), { start: '2026-11-01', end: '2026-11-25' });
    expect(next.toString()).toBe('tab=x&start=2026-11-01&end=2026-11-25');
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod({ start: '2026-11-19', end: '2026-11-25' })).toEqual({
      start: '2026-11-12',
      end: '2026-11-18',
    });
    expect(previousPeriod({ start: '2026-11-01', end: '2026-11-25' })).toEqual({
      start: '2026-10-07',
      end: '2026-10-31',
    });
    expect(previousPeriod({ start: '2026-03-01', end: '2026-03-01' })).toEqual({
      start: '2026-02-28',
      end: '2026-02-28',
    });
  });

  it('names each day on the axis with its weekday', () => {
    expect(dayLabel('2026-11-21')).toBe('11.21 (토)');
    expect(dayLabel('2026-11-22')).toBe('11.22 (일)');
  });
});
