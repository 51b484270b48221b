/**
 * `/profile/{baId}/inspection`: where the account's business inspection stands (검수 전, 작성 중,
 * 검수 중, 승인, 반려), each rejection reason explained with what to do and a link to the page
 * that fixes it, the six steps with their state, 이어서 하기 to the step the merchant left, and
 * the profile-info inspections.
 */
import { Tag } from 'antd';
import { Link } from 'react-router';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { formatDateTime } from '@/lib/format';
import { ProfileInfoInspections } from './BizProfileSummary';
import type { InspectionData } from './InspectionFrame';
import { isStepDone, PHASE_COPY, resumeTarget, showsSteps, statusLinks, STEPS } from './inspection-rules';
import { ReasonCard } from './ReasonCard';
import { useInspection } from '@/api/inspection-queries';
import { inspectionHref } from './inspection-paths';
import './inspection.css';

// Tag colours whose text passes AA on the tag (docs/decisions.md, colour palette).
const TAG_COLORS = { default: 'default', processing: 'blue', warning: 'gold', success: 'green', error: 'red' };

export function StatusPage() {
  const data = useInspection();
  return (
    <div>
      <PageHeader title="사업자 검수" description="비즈프로필을 고객에게 보여 주려면 사업자 정보를 확인받아야 해요." />
      {data.error ? (
        <Panel>
          <ErrorState error={data.error} onRetry={data.retry} />
        </Panel>
      ) : data.loading || !data.phase ? (
        <Panel>
          <LoadingState rows={6} />
        </Panel>
      ) : (
        <StatusBody data={data as InspectionData} />
      )}
    </div>
  );
}

function StatusBody({ data }: { readonly data: InspectionData }) {
  const { phase, draft, detail, account } = data;
  const copy = PHASE_COPY[phase];
  const latest = detail.inspection;
  const resume = resumeTarget(draft);
  return (
    <>
      <Panel style={{ marginBottom: 16 }}>
        <section aria-labelledby="inspection-phase">
          <Tag color={TAG_COLORS[copy.tone]}>{copy.tag}</Tag>
          <h2 id="inspection-phase" style={{ fontSize: 20, margin: '8px 0' }}>
            {copy.title}
          </h2>
          <p>{copy.description}</p>
          {latest ? (
            <p className="inspection-hint">
              최근 요청 {formatDateTime(latest.requestedAt)}
              {latest.reviewedAt ? ` · 결과 ${formatDateTime(latest.reviewedAt)}` : ''}
            </p>
          ) : null}
          {phase === 'REJECTED' && latest?.rejectionReason ? (
            <ReasonCard baId={account} reason={latest.rejectionReason} message={latest.rejectionMessage} />
          ) : null}
          {phase === 'IN_PROGRESS' && latest?.state === 'REJECTED' && latest.rejectionReason ? (
            <p className="inspection-hint">
              지난 요청은 반려되었어요: {latest.rejectionMessage ?? PHASE_COPY.REJECTED.title}
            </p>
          ) : null}
          <div className="inspection-actions">
            {statusLinks(phase, draft).map((link) => (
              <LinkButton
                key={link.label}
                type={link.primary ? 'primary' : 'default'}
                size={link.primary ? 'large' : 'middle'}
                to={inspectionHref(account, link.to)}
              >
                {link.label}
              </LinkButton>
            ))}
          </div>
        </section>
      </Panel>
      {!showsSteps(phase) ? null : (
        <Panel style={{ marginBottom: 16 }}>
          <h2 style={{ fontSize: 16, margin: '0 0 12px' }}>검수 요청 단계</h2>
          <ol style={{ paddingLeft: 20 }}>
            {STEPS.map((step) => {
              const done = isStepDone(draft, step.step);
              const isNext = resume !== 'complete' && resume.step === step.step;
              return (
                <li key={step.slug} style={{ marginBottom: 8 }}>
                  <Link to={inspectionHref(account, step.slug)}>{step.label}</Link>{' '}
                  <Tag color={done ? 'green' : isNext ? 'blue' : 'default'}>
                    {done ? '완료' : isNext ? '이어서 할 단계' : '작성 전'}
                  </Tag>
                </li>
              );
            })}
          </ol>
          {draft.updatedAt ? <p className="inspection-hint">마지막 저장 {formatDateTime(draft.updatedAt)}</p> : null}
        </Panel>
      )}
      <Panel>
        <ProfileInfoInspections baId={account} />
      </Panel>
    </>
  );
}
