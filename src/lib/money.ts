/**
 * Money is whole won, and its arithmetic stays in integers (issue 40; docs/money.md). A rate is in
 * basis points (1% = 100 bp), and a share of an amount is one integer division floored to the won,
 * never a product with a fraction: in floating point 11,500 × 0.022 is 252.99999999999997, and a
 * floor of it charged 252 where 253 is due.
 *
 * @example
 * shareOf(11_500, 220); // 253: 2.2% of 11,500원
 * supplyOfVatIncluded(11_000); // 10,000: the part before 10% VAT
 */

/** A rate in basis points: 1% is 100, 2.2% is 220. */
export type BasisPoints = number;

const BASIS = 10_000;

/** Integer division of whole numbers, floored (toward −∞), exact wherever the dividend is a safe integer. */
export function floorDiv(dividend: number, divisor: number): number {
  if (!Number.isSafeInteger(dividend) || !Number.isSafeInteger(divisor) || divisor <= 0)
    throw new RangeError(`floorDiv needs whole numbers and a positive divisor: ${dividend} / ${divisor}`);
  const remainder = ((dividend % divisor) + divisor) % divisor;
  return (dividend - remainder) / divisor;
}

/** `rate` of `amount`, floored to the won: the share a fee or a percentage discount takes. */
export function shareOf(amount: number, rate: BasisPoints): number {
  return floorDiv(amount * rate, BASIS);
}

/** `percent`% of `amount`, floored to the unit (10: to the 10 won, as a menu's percentage discount is). */
export function percentOf(amount: number, percent: number, unit = 1): number {
  return floorDiv(amount * percent, 100 * unit) * unit;
}

/** 부가세 of a VAT-exclusive amount: 10%, below one won dropped. */
export function vatOf(amount: number): number {
  return floorDiv(amount, 10);
}

/** The VAT-exclusive part (공급가액) of an amount that includes 10% VAT, rounded half up to the won. */
export function supplyOfVatIncluded(amount: number): number {
  // amount × 10 / 11, rounded half up: floor((2 × amount × 10 + 11) / 22).
  return floorDiv(amount * 20 + 11, 22);
}
