/**
 * Money in whole won (issue 40; docs/money.md). The expectations are written out from the issue
 * or computed another way (BigInt, a remainder's comparison), never with the functions under test.
 */
import { describe, expect, it } from 'vitest';
import { floorDiv, percentOf, shareOf, supplyOfVatIncluded, vatOf } from './money';

describe('shareOf: a fee of 2.2% is floored to the won without floating point', () => {
  // The amounts, where 0.022 × amount floored gave one won less.
  it.each([
    [11_500, 253],
    [22_500, 495],
    [23_000, 506],
    [45_000, 990],
    [45_500, 1_001],
  ])('2.2%% of %i원 is %i원', (amount, fee) => {
    expect(shareOf(amount, 220)).toBe(fee);
  });

  it('matches exact BigInt arithmetic over a grid of prices and every rate in use', () => {
    const wrong: string[] = [];
    for (const rate of [100, 200, 220, 280])
      for (let amount = 0; amount <= 2_000_000; amount += 50) {
        const exact = Number((BigInt(amount) * BigInt(rate)) / 10_000n);
        if (shareOf(amount, rate) !== exact) wrong.push(`${amount} × ${rate}bp`);
      }
    expect(wrong).toEqual([]);
  });
});

describe('supplyOfVatIncluded: 공급가액 is the amount × 10 / 11, rounded half up', () => {
  it.each([
    [11_000, 10_000],
    [1_100, 1_000],
    [4_500, 4_091],
    [16_200, 14_727],
    [5, 5],
    [0, 0],
  ])('%i원 → %i원', (amount, supply) => {
    expect(supplyOfVatIncluded(amount)).toBe(supply);
  });

  it('matches the quotient and remainder of 10 × amount by 11 over a grid', () => {
    const wrong: number[] = [];
    for (let amount = 0; amount <= 300_000; amount += 7) {
      const tenfold = BigInt(amount) * 10n;
      const quotient = tenfold / 11n;
      const expected = Number(quotient + (2n * (tenfold % 11n) >= 11n ? 1n : 0n));
      if (supplyOfVatIncluded(amount) !== expected) wrong.push(amount);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the rest of the whole-won helpers', () => {
  it('drops below one won for 부가세 and floors a percentage discount to 10 won', () => {
    expect(vatOf(2_529)).toBe(252);
    expect(percentOf(4_500, 15, 10)).toBe(670); // 675원 off, floored to 670원
    expect(percentOf(4_500, 10, 10)).toBe(450);
  });

  it('floors toward −∞ and refuses fractions', () => {
    expect(floorDiv(-1, 10)).toBe(-1);
    expect(floorDiv(19, 10)).toBe(1);
    expect(() => floorDiv(0.5, 10)).toThrow(RangeError);
    expect(() => shareOf(Number.MAX_SAFE_INTEGER, 220)).toThrow(RangeError);
  });
});
