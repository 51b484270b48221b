/** The coupon attached to a post as customers see it: its name, benefit and period, and a link to it. */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBindings } from '@/engine/data/bindings';
import { formatWon } from '@/lib/format';
import { postDetailText as text } from './post-detail-text';
import type { PostRecord } from './PostResults';
import './post-detail.css';

export function PostCoupon({ record }: { readonly record: PostRecord }) {
  const { account } = useBindings();
  const coupon = record.coupon;
  if (!coupon) return null;
  return (
    <div className="post-coupon">
      <p className="post-coupon-name">{coupon.name}</p>
      <dl className="post-coupon-terms">
        <dt>{text.benefit}</dt>
        <dd>{coupon.benefit}</dd>
        {coupon.minimum_order_amount ? (
          <>
            <dt>{text.minimumOrder}</dt>
            <dd>{formatWon(coupon.minimum_order_amount)}</dd>
          </>
        ) : null}
        <dt>{text.period}</dt>
        <dd>{coupon.expiry_date_label}</dd>
      </dl>
      {account ? (
        <Link to={paths.coupon.detail.href({ baId: account, couponId: coupon.id })}>{text.openCoupon}</Link>
      ) : null}
    </div>
  );
}
