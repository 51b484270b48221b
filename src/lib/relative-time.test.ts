import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.UTC(2026, 10, 21, 5, 0, 0);
const SECOND = 1000;
const HOUR = 3600 * SECOND;

describe('relative time (spec §9)', () => {
  it.each([
    [0, '1분 전'],
    [59 * SECOND, '1분 전'],
    [60 * SECOND, '1분 전'],
    [119 * SECOND, '1분 전'],
    [59 * 60 * SECOND, '59분 전'],
    [HOUR, '60분 전'],
    [HOUR + SECOND, '1시간 전'],
    [2 * HOUR, '2시간 전'],
    [24 * HOUR, '24시간 전'],
    [24 * HOUR + SECOND, '1일 전'],
    [72 * HOUR + SECOND, '3일 전'],
    [-5 * 60 * SECOND, '1분 전'],
  ])('%i ms ago → %s', (elapsed, text) => {
    expect(formatRelativeTime(new Date(NOW - elapsed).toISOString(), NOW)).toBe(text);
  });
});
