/** How a coupon's benefit reads in the list: "3,000원 할인", "10% 할인" or "무료 증정", then its own text. */
import type { ReactNode } from 'react';
import { formatDiscount } from '@/lib/format';
import { messages } from '@/lib/messages';

export interface Benefit {
  readonly benefit_type: 'DISCOUNT_AMOUNT' | 'DISCOUNT_RATE' | 'FREE_ITEM';
  readonly description: string;
  readonly discount_amount?: number;
  readonly discount_rate?: number;
  readonly minimum_order_amount?: number;
}

/** "3,000원 할인", "10% 할인" or "무료 증정"; empty for a discount stored without its value. */
export function benefitSummary(benefit: Benefit): string {
  if (benefit.benefit_type === 'FREE_ITEM') return messages.coupon.freeItem;
  if (benefit.benefit_type === 'DISCOUNT_AMOUNT' && benefit.discount_amount !== undefined)
    return formatDiscount({ discountMethod: 'AMOUNT', discountValue: benefit.discount_amount });
  if (benefit.benefit_type === 'DISCOUNT_RATE' && benefit.discount_rate !== undefined)
    return formatDiscount({ discountMethod: 'RATE', discountValue: benefit.discount_rate });
  return '';
}

/** The list cell: the summary, with the merchant's own wording under it. */
export function benefitCell(benefit: Benefit): ReactNode {
  const summary = benefitSummary(benefit);
  if (!summary) return benefit.description;
  return (
    <>
      <div>{summary}</div>
      <div className="muted">{benefit.description}</div>
    </>
  );
}
