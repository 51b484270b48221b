/** How a store discount reads to the merchant: what a customer gets, and how several combine. */
import { formatDateTime, formatDeadline, formatNumber, formatWon } from '@/lib/format';

/** Decision (issue 23): discounts do not add up; the one that takes the most off applies. */
export const STORE_DISCOUNTS_COMBINE =
  '할인이 여러 개면 더해지지 않아요. 주문마다 조건에 맞는 할인 중 가장 많이 깎아 주는 하나만 적용돼요.';

export interface DiscountWords {
  readonly discountMethod: 'AMOUNT' | 'RATE';
  readonly discountValue: number;
  readonly minimumOrderAmount: number;
  readonly startAt: string;
  readonly endAt: string;
}

/** "15,000원 이상 주문한 손님은 1,000원을 할인받아요" with the amounts and the period in bold. */
export function discountConfirmBody({ discount }: { readonly discount: DiscountWords }) {
  // Read aloud: "5퍼센트를", "1,000원을".
  const [off, particle] =
    discount.discountMethod === 'RATE'
      ? [`주문 금액의 ${formatNumber(discount.discountValue)}%`, '를']
      : [formatWon(discount.discountValue), '을'];
  const who =
    discount.minimumOrderAmount > 0 ? (
      <>
        <strong>{formatWon(discount.minimumOrderAmount)}</strong> 이상 주문한 손님은
      </>
    ) : (
      '모든 주문에서 손님은'
    );
  return (
    <>
      {who} <strong>{off}</strong>
      {particle} 할인받아요. 기간은 <strong>{formatDateTime(discount.startAt)}</strong>부터{' '}
      <strong>{formatDeadline(discount.endAt)}</strong>예요. {STORE_DISCOUNTS_COMBINE}
    </>
  );
}
