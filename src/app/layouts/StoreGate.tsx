/**
 * Store screens (settings, products, orders, settlement) are for accounts that have a commerce
 * store. An account without one gets one clear state on each of them, reached by any address, with
 * the way to open a store (the store home, where the request starts or its state shows), like the
 * pickup screens' gate, instead of empty screens and "찾을 수 없어요".
 */
import { ShopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { Outlet, useParams } from 'react-router';
import { useCurrentAccount } from '@/api/current-account';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { messages } from '@/lib/messages';
import { storeInfoQuery } from '@/api/commerce/store-queries';

export function StoreGate() {
  const query = useQuery(storeInfoQuery(useCurrentAccount()));
  // Once known, the store stays known: a failed refetch does not take the screen away.
  if (query.data === undefined)
    return query.error ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : <LoadingState />;
  if (query.data.store !== null) return <Outlet />;
  return <NoStore reviewing={query.data.storeRequest?.status === 'REQUESTED'} />;
}

function NoStore({ reviewing }: { readonly reviewing: boolean }) {
  const { baId = '' } = useParams();
  const text = messages.storeGate;
  return (
    <section className="state-box" aria-labelledby="store-gate-title">
      <ShopOutlined className="state-box-icon" aria-hidden />
      <h1 id="store-gate-title" className="page-title">
        {reviewing ? text.underReview : text.noStore}
      </h1>
      <p className="state-box-text">{reviewing ? text.underReviewBody : text.noStoreBody}</p>
      <Flex gap={8} wrap justify="center">
        <LinkButton to={paths.commerceCatalog.store.href({ baId })} type="primary">
          {reviewing ? text.requestState : text.open}
        </LinkButton>
        <LinkButton to={paths.profile.href({ baId })}>{messages.pickupGate.backToProfile}</LinkButton>
      </Flex>
    </section>
  );
}
