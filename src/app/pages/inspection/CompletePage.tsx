/**
 * `/inspection/complete`: before sending, every answer of the request with a 수정 link to its step,
 * what is still missing, and 검수 요청하기 (`createInspection`); once sent (or while it is
 * reviewed), what happens next. A refused request keeps the draft and says why.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { fieldErrorsOf } from '@/api/errors';
import type { InspectionDraft, InspectionSet } from '@/api/inspection';
import { BusyButton } from '@/components/actions/BusyButton';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { LinkButton } from '@/components/navigation/LinkButton';
import type { JsonSchema } from '@/api/operations';
import { useWriteGuard } from '@/engine/access/write-access';
import { useFormSchema } from '@/engine/data/schemas';
import { knownNodes, takesValue } from '@/engine/form/input-nodes';
import { formatBusinessNumber, formatDateTime } from '@/lib/format';
import { inspectionSetQuery, sendInspection } from '@/api/inspection-queries';
import { answerText, hasSavedAnything, missingSteps, STEPS, type StepSlug } from './inspection-rules';
import { InspectionFrame, type InspectionData } from './InspectionFrame';
import { inspectionHref } from './inspection-paths';

export function CompletePage() {
  return (
    <InspectionFrame
      title="확인하고 검수 요청하기"
      description="입력한 내용이 사업자등록증과 같은지 마지막으로 확인해 주세요. 요청하면 검수가 끝날 때까지 바꿀 수 없어요."
      current="complete"
    >
      {(data) => <CompleteBody data={data} />}
    </InspectionFrame>
  );
}

function CompleteBody({ data }: { readonly data: InspectionData }) {
  const queryClient = useQueryClient();
  const set = useQuery(inspectionSetQuery(queryClient, data.account));
  // The business types' names live in the schema (x-enum-labels) with the field.
  const body = useFormSchema('business-account.saveInspectionDraft');
  const sent = data.phase === 'IN_REVIEW' || data.phase === 'APPROVED';
  // Nothing to wait for when nothing was kept of what was sent.
  if (sent && !hasSavedAnything(data.draft)) return <Sent data={data} />;
  const error = set.error ?? body.error;
  if (error && (!set.data || !body.data))
    return (
      <ErrorState
        error={error}
        onRetry={() => {
          if (set.error) void set.refetch();
          if (body.error) void body.refetch();
        }}
      />
    );
  if (!set.data || !body.data) return <LoadingState rows={6} />;
  const typeField = (body.data.properties as Record<string, JsonSchema> | undefined)?.businessType;
  const typeLabels = (typeField?.['x-enum-labels'] ?? {}) as Readonly<Record<string, string>>;
  if (sent)
    return (
      <>
        <Sent data={data} />
        <h3 style={{ fontSize: 16, margin: '0 0 12px' }}>
          {data.phase === 'APPROVED' ? '승인된 요청 내용' : '요청한 내용'}
        </h3>
        <Summary data={data} set={set.data} typeLabels={typeLabels} readOnly />
      </>
    );
  return <Review data={data} set={set.data} typeLabels={typeLabels} />;
}

function Sent({ data }: { readonly data: InspectionData }) {
  const latest = data.detail.inspection;
  const approved = data.phase === 'APPROVED';
  return (
    <Result
      status={approved ? 'success' : 'info'}
      title={<h2 style={{ fontSize: 20, margin: 0 }}>{approved ? '사업자 검수가 끝났어요' : '검수를 요청했어요'}</h2>}
      subTitle={
        approved
          ? '사업자 정보가 확인되었어요. 비즈프로필이 고객에게 보여요.'
          : `${latest ? `${formatDateTime(latest.requestedAt)}에 요청했어요. ` : ''}영업일 기준 2~3일 안에 결과를 알림으로 알려 드려요. 반려되면 사유와 고칠 곳을 검수 현황에서 볼 수 있어요.`
      }
      extra={
        <LinkButton type="primary" to={inspectionHref(data.account, 'status')}>
          검수 현황 보기
        </LinkButton>
      }
    />
  );
}

interface ReviewProps {
  readonly data: InspectionData;
  readonly set: InspectionSet;
  readonly typeLabels: Readonly<Record<string, string>>;
}

function Review({ data, set, typeLabels }: ReviewProps) {
  const queryClient = useQueryClient();
  const write = useWriteGuard('save');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);
  const { draft } = data;
  const missing = missingSteps(draft);
  const rejected = data.detail.inspection?.state === 'REJECTED' ? data.detail.inspection : null;

  const send = async () => {
    setSending(true);
    setFailure(undefined);
    try {
      await sendInspection(queryClient, data.account, {
        businessAccountId: Number(data.account),
        inspectionSetId: set.id,
        businessNumber: draft.businessNumber ?? '',
        businessType: draft.businessType ?? 'INVALID',
        businessRegistrationImageUrls: draft.businessRegistrationImageUrls,
        ...(draft.mailOrderSaleRegistrationNumber && !draft.mailOrderSaleNotRegistered
          ? { mailOrderSaleRegistrationNumber: draft.mailOrderSaleRegistrationNumber }
          : {}),
        answers: draft.answers,
      });
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  };

  const fieldErrors = failure ? fieldErrorsOf(failure) : [];
  return (
    <>
      {rejected ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`지난 요청은 반려되었어요${rejected.rejectionMessage ? `: ${rejected.rejectionMessage}` : '.'}`}
          description="고친 곳을 확인하고 다시 요청해 주세요."
        />
      ) : null}
      <Summary data={data} set={set} typeLabels={typeLabels} />
      {missing.length > 0 ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="아직 마치지 않은 단계가 있어요."
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {missing.map((step) => (
                <li key={step.slug}>
                  <Link to={inspectionHref(data.account, step.slug)}>{step.label}</Link>
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={`검수를 요청하지 못했어요. ${errorMessage(failure)}`}
          description={
            fieldErrors.length > 0 ? (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {fieldErrors.map((error) => (
                  <li key={error.field}>{error.reason}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
      <BusyButton
        type="primary"
        size="large"
        busy={sending}
        disabled={missing.length > 0 || write.blocked}
        onClick={() => void send()}
      >
        검수 요청하기
      </BusyButton>
      {write.blocked ? <p className="muted">{write.reason}</p> : null}
    </>
  );
}

function Row({
  label,
  value,
  slug,
  baId,
  readOnly = false,
}: {
  readonly label: string;
  readonly value: string;
  readonly slug: StepSlug;
  readonly baId: string | undefined;
  readonly readOnly?: boolean;
}) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {value}
        {readOnly ? null : (
          <>
            {' '}
            <Link to={inspectionHref(baId, slug)} aria-label={`${label} 수정`}>
              수정
            </Link>
          </>
        )}
      </dd>
    </>
  );
}

/** Every answer of the request; with 수정 links to the steps unless `readOnly` (what was sent). */
function Summary({ data, set, typeLabels, readOnly = false }: ReviewProps & { readonly readOnly?: boolean }) {
  const { draft } = data;
  const row = { baId: data.account, readOnly };
  const nodes = knownNodes(set.fields).filter(takesValue);
  const none = '입력하지 않았어요.';
  return (
    <dl className="inspection-summary" aria-label="요청 내용">
      <Row
        {...row}
        slug="bizprofile-info"
        label={STEPS[0]!.label}
        value={draft.bizProfileConfirmed ? `${data.detail.name} · 사업자등록증과 같아요` : '확인하지 않았어요.'}
      />
      <Row
        {...row}
        slug="business-number"
        label="사업자등록번호"
        value={draft.businessNumber ? formatBusinessNumber(draft.businessNumber) : none}
      />
      <Row
        {...row}
        slug="business-info"
        label="사업자 유형"
        value={draft.businessType ? (typeLabels[draft.businessType] ?? draft.businessType) : none}
      />
      <Row
        {...row}
        slug="business-registration-image"
        label="사업자등록증"
        value={
          draft.businessRegistrationImageUrls.length > 0 ? `사진 ${draft.businessRegistrationImageUrls.length}장` : none
        }
      />
      <Row
        {...row}
        slug="mail-order-sale-registration-number"
        label="통신판매업 신고번호"
        value={mailOrderText(draft)}
      />
      {nodes.map((node) => (
        <Row
          key={node.key}
          {...row}
          slug="dynamic"
          label={node.label}
          value={answerText(
            node,
            draft.answers.find((answer) => answer.key === node.key),
          )}
        />
      ))}
    </dl>
  );
}

function mailOrderText(draft: InspectionDraft): string {
  if (draft.mailOrderSaleNotRegistered) return '신고하지 않았어요.';
  return draft.mailOrderSaleRegistrationNumber ?? '입력하지 않았어요.';
}
