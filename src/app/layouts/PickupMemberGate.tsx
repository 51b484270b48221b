/**
 * Pickup screens (menus, options, categories, discounts, orders, settlement) are for accounts that
 * have joined the pickup service; the onboarding screens (kickoff, terms, setup) are not behind
 * this gate. An account that has not joined, whose application is half done (where it stands, and
 * the step sent back), or whose application is under review gets one clear state on every pickup
 * screen with a way on, instead of empty screens.
 */
import { ShopOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Outlet, useParams } from 'react-router';
import { useCurrentAccount } from '@/api/current-account';
import { isPickupMember, usePickupApplication, type OnboardingApplication } from '@/api/pickup-membership';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { LinkButton } from '@/components/navigation/LinkButton';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { messages } from '@/lib/messages';
import { headerLinks } from '@/config/external-links';
import { applicationProgress, hasStarted } from '@/app/pages/pickup/onboarding/application-steps';
import { pickupApplyHref } from './pickup-routes';

export function PickupMemberGate() {
  const application = usePickupApplication(useCurrentAccount());
  // Once known, membership stays known: a failed refetch (after a save) does not take the screen away.
  if (application.data === undefined)
    return application.error ? (
      <ErrorState error={application.error} onRetry={() => void application.refetch()} />
    ) : (
      <LoadingState />
    );
  if (isPickupMember(application.data.onboardingStatus)) return <Outlet />;
  return <NotJoined application={application.data} />;
}

/** The gate's heading, sentence and main way on, from where the application stands. */
function gateWords(application: OnboardingApplication, baId: string) {
  const text = messages.pickupGate;
  const status = application.onboardingStatus;
  if (status === 'UNDER_REVIEW') return { title: text.underReview, body: text.underReviewBody };
  if (status === 'NOT_SUBMITTED' && hasStarted(application)) {
    // Half done (a step sent back, say): where it stands, and straight to the step to fix.
    const { sent, total, rejected } = applicationProgress(application);
    const setup = paths.pickupArea.setup.href({ baId });
    return {
      title: text.inProgress,
      body: [text.progress(sent, total), rejected ? text.stepRejected(rejected.label) : ''].join(' ').trim(),
      way: rejected
        ? { label: text.fixStep(rejected.label), href: `${setup}?step=${rejected.slug}` }
        : { label: text.resume, href: setup },
    };
  }
  return {
    title: text.notJoined,
    body: status === 'REJECTED' ? text.rejectedBody : text.notJoinedBody,
    way: { label: text.apply, href: pickupApplyHref(baId) },
  };
}

function NotJoined({ application }: { readonly application: OnboardingApplication }) {
  const { baId = '' } = useParams();
  const text = messages.pickupGate;
  const { title, body, way } = gateWords(application, baId);
  const customerCenter = (
    <Button
      type={way ? 'default' : 'primary'}
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
        {title}
      </h1>
      <p className="state-box-text">{body}</p>
      <Flex gap={8} wrap justify="center">
        {way ? (
          <LinkButton to={way.href} type="primary">
            {way.label}
          </LinkButton>
        ) : null}
        {customerCenter}
        <LinkButton to={paths.profile.href({ baId })}>{text.backToProfile}</LinkButton>
      </Flex>
    </section>
  );
}
