import { describe, expect, it } from 'vitest';
import { readPatience } from './patience';

describe('TEST_PATIENCE', () => {
  it('is 1 unless set, and any positive multiplier when set', () => {
    expect(readPatience(undefined)).toBe(1);
    expect(readPatience('')).toBe(1);
    expect(readPatience('2.5')).toBe(2.5);
  });

  it('refuses what is not a positive number rather than waiting for ever or not at all', () => {
    expect(() => readPatience('0')).toThrow(/positive/);
    expect(() => readPatience('-1')).toThrow(/positive/);
    expect(() => readPatience('slow')).toThrow(/positive/);
  });
});
