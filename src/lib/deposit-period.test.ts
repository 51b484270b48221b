import { describe, expect, it } from 'vitest';
import { defaultDepositPeriod, depositPeriodOf } from './deposit-period';

describe('the deposit period in the address', () => {
  it('defaults to the last three months and the next two weeks, so 입금 예정 has its deposits', () => {
    expect(defaultDepositPeriod('2026-11-27')).toEqual({ startDate: '2026-08-27', endDate: '2026-12-11' });
    expect(defaultDepositPeriod('2026-11-26')).toEqual({ startDate: '2026-08-26', endDate: '2026-12-10' });
  });

  it('keeps two days in order, else the default', () => {
    const today = '2026-12-01';
    expect(depositPeriodOf('2026-09-01', '2026-09-30', today)).toEqual({
      startDate: '2026-09-01',
      endDate: '2026-09-30',
    });
    expect(depositPeriodOf('2026-09-30', '2026-09-01', today)).toEqual({
      startDate: '2026-09-01',
      endDate: '2026-12-15',
    });
    expect(depositPeriodOf('11/01', '2026-11-20', today)).toEqual({ startDate: '2026-09-01', endDate: '2026-12-15' });
    expect(depositPeriodOf(null, '2026-11-20', today)).toEqual({ startDate: '2026-09-01', endDate: '2026-12-15' });
  });
});
