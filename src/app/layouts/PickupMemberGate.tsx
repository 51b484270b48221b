/**
 * Pickup screens (menus, options, categories, discounts, orders, settlement) are for accounts that
 * have joined the pickup service; the onboarding screens (kickoff, terms, setup) are not behind
 * this gate. An account that has not joined, or whose application is still under review, gets
 * one clear state on every pickup screen with a way on, instead of empty screens.
 */
import { ShopOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Outlet, useParams } from 'react-router';
import { useCurrentAccount } from '@/api/current-account';
import { isPickupMember, usePickupOnboardingStatus, type PickupOnboardingStatus } from '@/api/pickup-membership';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { LinkButton } from '@/components/navigation/LinkButton';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { messages } from '@/lib/messages';
import { headerLinks } from '@/config/external-links';
import { pickupApplyHref } from './pickup-routes';

export function PickupMemberGate() {
  const status = usePickupOnboardingStatus(useCurrentAccount());
  // Once known, membership stays known: a failed refetch (after a save) does not take the screen away.
  if (status.data === undefined)
    return status.error ? <ErrorState error={status.error} onRetry={() => void status.refetch()} /> : <LoadingState />;
  if (isPickupMember(status.data)) return <Outlet />;
  return <NotJoined status={status.data} />;
}

function NotJoined({ status }: { readonly status: PickupOnboardingStatus }) {
  const { baId = '' } = useParams();
  const text = messages.pickupGate;
  const reviewing = status === 'UNDER_REVIEW';
  // Applying (again) is the way on once the kickoff screen exists; until then the customer center.
  const applyHref = reviewing ? undefined : pickupApplyHref(baId);
  const customerCenter = (
    <Button
      type={applyHref ? 'default' : 'primary'}
      href={headerLinks(env).guide.customerCenter}
      target="_blank"
      rel="noopener noreferrer"
    >
      {text.askCustomerCenter}
      <span className="shell-visually-hidden"> {text.newTab}</span>
    </Button>
  );
  return (
    <section className="state-box" aria-labelledby="pickup-gate-title">
      <ShopOutlined className="state-box-icon" aria-hidden />
      <h1 id="pickup-gate-title" className="page-title">
        {reviewing ? text.underReview : text.notJoined}
      </h1>
      <p className="state-box-text">
        {reviewing ? text.underReviewBody : status === 'REJECTED' ? text.rejectedBody : text.notJoinedBody}
      </p>
      <Flex gap={8} wrap justify="center">
        {applyHref ? (
          <LinkButton to={applyHref} type="primary">
            {text.apply}
          </LinkButton>
        ) : null}
        {customerCenter}
        <LinkButton to={paths.profile.href({ baId })}>{text.backToProfile}</LinkButton>
      </Flex>
    </section>
  );
}
