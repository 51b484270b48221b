/**
 * A selling product's price cut by more than half is asked about once before it is saved (issue
 * 40): a price typed 162 for 16,200 would otherwise sell at 99% off from the moment it is saved.
 * The price compared is what a customer pays (판매가, the 정가 when there is none), before the save
 * and after it. The schema has no cost price, so no cost floor is checked (docs/decisions.md).
 */
import type { ProductDetailFieldsFragment, ProductInput } from '@/api/commerce/catalog';
import type { SaveConfirmDef } from '@/engine/resource/types';
import { formatWon } from '@/lib/format';

type Prices = Pick<Partial<ProductInput>, 'price' | 'salePrice'>;

export const PRICE_CUT_COPY = {
  title: '가격을 절반 넘게 내릴까요?',
  ok: '이 가격으로 저장',
} as const;

/** What a customer pays: the sale price, or the list price when there is none. */
function paidPrice({ price, salePrice }: Prices): number | undefined {
  return salePrice ?? price ?? undefined;
}

/** The question before saving `body` over `product`, or undefined when the cut is half or less. */
export function priceCutQuestion(body: Prices, product: ProductDetailFieldsFragment): SaveConfirmDef | undefined {
  if (product.status !== 'ACTIVE') return undefined;
  const before = paidPrice(product);
  const after = paidPrice(body);
  if (before === undefined || after === undefined || before <= 0 || after * 2 >= before) return undefined;
  // A whole percent, rounded half up, in integers: (before − after) / before.
  const percent = Math.floor(((before - after) * 200 + before) / (before * 2));
  return {
    title: PRICE_CUT_COPY.title,
    body: (
      <>
        판매 중인 상품이라 저장하면 바로 <strong>{formatWon(after)}</strong>에 팔려요. 지금 가격{' '}
        <strong>{formatWon(before)}</strong>보다 <strong>{percent}%</strong> 낮아요.
      </>
    ),
    ok: PRICE_CUT_COPY.ok,
  };
}
