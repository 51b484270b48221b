/**
 * A rejection explained: the reason in Korean, the inspector's own words, what to do about it, and
 * a link to the page that fixes it. A profile-info inspection's reason is said of the change it
 * refused, and fixed on 기본 정보.
 */
import type { InspectionRejectionReason } from '@/api/inspection';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { PROFILE_INFO_REASON_GUIDES, REASON_GUIDES, stepDef } from './inspection-rules';
import { inspectionHref } from './inspection-paths';

export function ReasonCard({
  baId,
  reason,
  message,
  fixable = true,
  subject = 'business',
}: {
  readonly baId: string | undefined;
  readonly reason: InspectionRejectionReason;
  readonly message: string | null;
  /** Whether to offer the link (not while another request is reviewed). */
  readonly fixable?: boolean;
  /** What was rejected: the business inspection, or a change of the profile's name, category or address. */
  readonly subject?: 'business' | 'profileInfo';
}) {
  const { guide, kind, href } =
    subject === 'business'
      ? businessCard(baId, reason)
      : { ...profileInfoCard(baId, reason), kind: '프로필 정보 검수 반려 사유' };
  return (
    <section className="inspection-reason" aria-label={`${kind}: ${guide.title}`}>
      <h3>{guide.title}</h3>
      {message ? (
        <p>
          <strong>검수 담당자 안내</strong> · {message}
        </p>
      ) : null}
      <p>{guide.explanation}</p>
      <p>{guide.todo}</p>
      {fixable ? (
        <LinkButton type={subject === 'business' ? 'primary' : 'default'} to={href}>
          {guide.fixLabel}
        </LinkButton>
      ) : null}
    </section>
  );
}

function businessCard(baId: string | undefined, reason: InspectionRejectionReason) {
  const guide = REASON_GUIDES[reason];
  const target = guide.fix === 'complete' ? 'complete' : stepDef(guide.fix).slug;
  return { guide, kind: '반려 사유', href: inspectionHref(baId, target) };
}

function profileInfoCard(baId: string | undefined, reason: InspectionRejectionReason) {
  const guide = PROFILE_INFO_REASON_GUIDES[reason];
  const href =
    guide.fix === 'BASE_INFO'
      ? paths.info.baseInfo.href({ baId: baId ?? '' })
      : inspectionHref(baId, stepDef(guide.fix).slug);
  return { guide, href };
}
