/**
 * A rejection explained: the reason in Korean, the inspector's own words, what to do about it, and
 * a link to the page that fixes it.
 */
import type { InspectionRejectionReason } from '@/api/inspection';
import { LinkButton } from '@/components/navigation/LinkButton';
import { REASON_GUIDES, stepDef } from './inspection-rules';
import { inspectionHref } from './use-inspection';

export function ReasonCard({
  baId,
  reason,
  message,
  fixable = true,
  kind = '반려 사유',
}: {
  readonly baId: string | undefined;
  readonly reason: InspectionRejectionReason;
  readonly message: string | null;
  /** Whether to offer the link (not while another request is reviewed). */
  readonly fixable?: boolean;
  /** What was rejected, naming the card for screen readers. */
  readonly kind?: string;
}) {
  const guide = REASON_GUIDES[reason];
  const target = guide.fix === 'complete' ? 'complete' : stepDef(guide.fix).slug;
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
        <LinkButton type="primary" to={inspectionHref(baId, target)}>
          {guide.fixLabel}
        </LinkButton>
      ) : null}
    </section>
  );
}
