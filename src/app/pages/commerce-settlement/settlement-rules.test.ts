import { describe, expect, it } from 'vitest';
import { defaultRange, rangeOf } from './settlement-rules';

describe('periods in the address', () => {
  it('defaults the deposit range to the last three months', () => {
    expect(defaultRange('2026-11-26')).toEqual({ from: '2026-08-27', to: '2026-11-26' });
    expect(rangeOf('2026-11-01', '2026-11-20', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(rangeOf('2026-11-20', '2026-11-01', '2026-11-26')).toEqual(defaultRange('2026-11-26'));
    expect(rangeOf('11/01', '2026-11-20', '2026-11-26')).toEqual(defaultRange('2026-11-26'));
  });
});
