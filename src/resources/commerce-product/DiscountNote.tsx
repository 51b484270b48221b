/** Under the sale price: the discount it makes, as a rate and an amount, as the merchant types. */
import type { ProductInput } from '@/api/commerce/catalog';
import { useFormValues } from '@/engine/form/form-values';
import { formatWon } from '@/lib/format';
import { discountRate } from './product-input';

export function DiscountNote() {
  const { price, salePrice } = useFormValues<ProductInput>();
  const rate = discountRate(price, salePrice);
  return (
    <span aria-live="polite">
      {rate > 0 && price && typeof salePrice === 'number'
        ? `${rate}% 할인 (${formatWon(price - salePrice)} 할인)`
        : '비워 두면 정가로 팔아요.'}
    </span>
  );
}
