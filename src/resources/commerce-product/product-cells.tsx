/** The product list's cells that say more than one value: photo and name, price with its discount, stock. */
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ProductListItemFragment } from '@/api/commerce/catalog';
import { formatNumber, formatWon } from '@/lib/format';

export type ProductRow = ProductListItemFragment & { readonly rejectReason?: string | null };

/** The main photo (when there is one) beside the name. */
export function productName(row: ProductRow): ReactNode {
  const photo = row.thumbnails[0];
  return (
    <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center' }}>
      {photo ? (
        <img src={photo.url} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 6 }} />
      ) : null}
      {row.name}
    </span>
  );
}

/** The sale price; with a discount, the price struck through and the rate. */
export function productPrice(row: ProductRow): ReactNode {
  return (
    <div>
      <div>{formatWon(row.salePrice)}</div>
      {row.discount ? (
        <div className="muted">
          <s>{formatWon(row.price)}</s> {row.discount.rate}% 할인
        </div>
      ) : null}
    </div>
  );
}

export function productStock(row: ProductRow): ReactNode {
  if (row.stockFree) return '무제한';
  if (row.outOfStock) return <Tag color="red">품절</Tag>;
  return `${formatNumber(row.stock)}개`;
}
