import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-11-21T12:00:00+09:00');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [0, '1분 전'],
    [59_000, '1분 전'],
    [61_000, '1분 전'],
    [59 * 60_000, '59분 전'],
    [3_600_000, '60분 전'],
    [3_601_000, '1시간 전'],
    [23 * 3_600_000 + 59 * 60_000, '23시간 전'],
    [24 * 3_600_000, '24시간 전'],
    [24 * 3_600_000 + 1_000, '1일 전'],
    [3 * 24 * 3_600_000 + 5_000, '3일 전'],
    [-60_000, '1분 전'],
  ])('%i ms ago is %s', (elapsed, text) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(text);
  });
});
