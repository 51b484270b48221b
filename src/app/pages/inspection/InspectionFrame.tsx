/**
 * The frame of the inspection's step pages: the page heading, the six steps as links (finished
 * ones say 완료, the open one is the current step) and the page's panel with its load states.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { InspectionDraft } from '@/api/inspection';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { isStepDone, STEPS, type StepSlug } from './inspection-rules';
import { ApprovedNotice } from './ReadOnlyNotice';
import { useInspection } from '@/api/inspection-queries';
import { inspectionHref } from './inspection-paths';
import '../pickup/onboarding/onboarding.css';
import './inspection.css';

export type InspectionData = ReturnType<typeof useInspection> & {
  readonly detail: NonNullable<ReturnType<typeof useInspection>['detail']>;
  readonly draft: InspectionDraft;
  readonly info: NonNullable<ReturnType<typeof useInspection>['info']>;
  readonly phase: NonNullable<ReturnType<typeof useInspection>['phase']>;
};

export function InspectionFrame({
  title,
  description,
  current,
  children,
}: {
  readonly title: string;
  readonly description: string;
  /** The step this page is (none on the review page). */
  readonly current?: StepSlug | 'complete';
  readonly children: (data: InspectionData) => ReactNode;
}) {
  const data = useInspection();
  return (
    <div>
      <PageHeader
        title={title}
        description={description}
        back={
          <LinkButton type="link" to={inspectionHref(data.account, 'status')}>
            ← 검수 현황
          </LinkButton>
        }
      />
      <div className="onboarding-layout">
        <StepList baId={data.account} draft={data.draft} current={current} />
        <Panel>
          {data.error ? (
            <ErrorState error={data.error} onRetry={data.retry} />
          ) : data.loading || !data.detail || !data.draft || !data.info || !data.phase ? (
            <LoadingState rows={5} />
          ) : (
            <>
              {data.phase === 'APPROVED' && current !== 'complete' ? <ApprovedNotice /> : null}
              {children(data as InspectionData)}
            </>
          )}
        </Panel>
      </div>
    </div>
  );
}

function StepList({
  baId,
  draft,
  current,
}: {
  readonly baId: string | undefined;
  readonly draft: InspectionDraft | undefined;
  readonly current: StepSlug | 'complete' | undefined;
}) {
  return (
    <nav className="onboarding-steps" aria-label="검수 요청 단계">
      <ol>
        {STEPS.map((step, index) => {
          const done = draft ? isStepDone(draft, step.step) : false;
          return (
            <li key={step.slug}>
              <Link
                className="onboarding-step inspection-step-link"
                to={inspectionHref(baId, step.slug)}
                aria-current={step.slug === current ? 'step' : undefined}
              >
                <span className="onboarding-step-number" aria-hidden>
                  {index + 1}
                </span>
                <span className="onboarding-step-label">{step.label}</span>
                <span className="inspection-step-state">{done ? '완료' : '작성 전'}</span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            className="onboarding-step inspection-step-link"
            to={inspectionHref(baId, 'complete')}
            aria-current={current === 'complete' ? 'step' : undefined}
          >
            <span className="onboarding-step-number" aria-hidden>
              {STEPS.length + 1}
            </span>
            <span className="onboarding-step-label">확인하고 요청하기</span>
          </Link>
        </li>
      </ol>
    </nav>
  );
}
