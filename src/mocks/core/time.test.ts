import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMinutes,
  kstDateLabel,
  kstDateOf,
  kstMinutesOfDay,
  kstMonthWindow,
  shiftDate,
  toKstIso,
  writtenDateOf,
} from './time';

// 2026-11-30 23:30 in Seoul is still the 30th in UTC (14:30Z).
const lateNightKst = new Date('2026-11-30T14:30:00Z');

describe('KST instants', () => {
  it('writes instants with +09:00', () => {
    expect(toKstIso(lateNightKst)).toBe('2026-11-30T23:30:00+09:00');
  });

  it('moves by days, optionally to a KST time of day', () => {
    expect(toKstIso(addDays(lateNightKst, 1))).toBe('2026-12-01T23:30:00+09:00');
    expect(toKstIso(addDays(lateNightKst, -2, 9, 5))).toBe('2026-11-28T09:05:00+09:00');
    expect(toKstIso(addMinutes(lateNightKst, 45))).toBe('2026-12-01T00:15:00+09:00');
  });

  it('labels the KST day', () => {
    expect(kstDateLabel('2026-12-31T15:00:00Z')).toBe('2027년 1월 1일까지');
  });
});

describe('KST calendar dates', () => {
  it('gives the Seoul day of an instant, whatever offset it is written with', () => {
    expect(kstDateOf(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-01');
    expect(kstDateOf('2026-11-30T15:00:00Z')).toBe('2026-12-01');
    expect(kstDateOf('2026-12-01T00:00:00+09:00')).toBe('2026-12-01');
    expect(kstDateOf('2026-11-30T23:59:59+09:00')).toBe('2026-11-30');
  });

  it('reads the written date as is, which is the KST day only for +09:00 strings', () => {
    expect(writtenDateOf('2026-12-01T00:10:00+09:00')).toBe('2026-12-01');
    expect(writtenDateOf('2026-11-30T15:10:00Z')).toBe('2026-11-30');
    expect(kstDateOf('2026-11-30T15:10:00Z')).toBe('2026-12-01');
  });

  it('shifts a date across months and years', () => {
    expect(shiftDate('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDate('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDate('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('within a KST day or month', () => {
  it('counts minutes since Seoul midnight', () => {
    expect(kstMinutesOfDay(lateNightKst)).toBe(23 * 60 + 30);
    expect(kstMinutesOfDay(new Date('2026-11-30T15:00:59Z'))).toBe(0);
  });

  it('spans the Seoul month an instant is in', () => {
    const { start, end } = kstMonthWindow(new Date('2026-11-30T15:30:00Z'));
    expect(toKstIso(start)).toBe('2026-12-01T00:00:00+09:00');
    expect(toKstIso(end)).toBe('2027-01-01T00:00:00+09:00');
  });
});
