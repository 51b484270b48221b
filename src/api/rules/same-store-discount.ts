/**
 * A rule about a store's other discounts, declared once: the server refuses a discount that gives
 * the same as another in an overlapping period (400 on 할인 값; the mock imports this), and the form
 * says the same sentence under 할인 값 as soon as what is typed matches a row of the list.
 */
import type { components } from '@generated/openapi/pickup';

/** What a store discount gives and when: the list's row and the form's body, in one shape. */
export interface StoreDiscountTerms {
  readonly discountMethod: components['schemas']['DiscountMethod'];
  readonly discountValue: number;
  readonly minimumOrderAmount: number;
  /** ISO instants. */
  readonly startAt: string;
  readonly endAt: string;
}

export const SAME_STORE_DISCOUNT = '같은 기간에 같은 할인이 이미 있어요.';

/** Whether two discounts give the same thing (method, value, minimum) in periods that overlap. */
export function sameStoreDiscount(a: StoreDiscountTerms, b: StoreDiscountTerms): boolean {
  return (
    a.discountMethod === b.discountMethod &&
    a.discountValue === b.discountValue &&
    a.minimumOrderAmount === b.minimumOrderAmount &&
    Date.parse(a.startAt) <= Date.parse(b.endAt) &&
    Date.parse(b.startAt) <= Date.parse(a.endAt)
  );
}
