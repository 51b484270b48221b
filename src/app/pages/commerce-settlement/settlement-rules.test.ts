import { describe, expect, it } from 'vitest';
import { defaultRange, rangeOf } from './settlement-rules';

describe('periods in the address', () => {
  it('defaults the deposit range to the last three months and the next two weeks, as the pickup page does', () => {
    // Deposits are paid the Wednesday after a week closes: the range reaches the scheduled ones.
    expect(defaultRange('2026-11-26')).toEqual({ from: '2026-08-26', to: '2026-12-10' });
    expect(rangeOf('2026-11-01', '2026-11-20', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(rangeOf('2026-11-20', '2026-11-01', '2026-11-26')).toEqual(defaultRange('2026-11-26'));
    expect(rangeOf('11/01', '2026-11-20', '2026-11-26')).toEqual(defaultRange('2026-11-26'));
  });
});
