/**
 * The store request on the store home: the latest request's state (date, rejection reason) and the
 * way into the request, 입점 신청하기 or, with a draft on this browser or the signed-in person's
 * agreement to the terms, 입점 신청 이어 하기 at the first step not done. A section of the store home's engine page, kept with the request's steps.
 */
import { Descriptions, Flex, Tag } from 'antd';
import type { StoreInfoQuery } from '@/api/commerce/catalog';
import { LinkButton } from '@/components/navigation/LinkButton';
import { useWriteGuard } from '@/engine/access/write-access';
import type { DetailSectionProps } from '@/engine/resource/types';
import { formatDate } from '@/lib/format';
import { catalogCopy, requestStatusLabel, requestStatusText } from './copy';
import { requestStepHref, resumeRequestStep, STORE_REQUEST_OPERATION } from './request-steps';
import { mayRequest } from './store-request-section';

type Info = StoreInfoQuery['storeInfo'];

const copy = catalogCopy.requestPanel;

const STATUS_COLOR: Readonly<Record<string, string>> = { REQUESTED: 'blue', APPROVED: 'green', REJECTED: 'orange' };

export function StoreRequestPanel({ record }: DetailSectionProps) {
  const info = record as Info;
  const request = info.storeRequest;
  const baId = info.baId;
  // An account that may not change data (a dormant one, or a role without the request) is told why
  // here, rather than led into steps it cannot send (issue 40).
  const guard = useWriteGuard('create', STORE_REQUEST_OPERATION);
  const link = !mayRequest(info) ? null : guard.blocked ? (
    <p className="muted">{guard.reason}</p>
  ) : (
    <div>
      <LinkButton type="primary" to={requestStepHref(baId, info.termsAgreement)}>
        {request && resumeRequestStep(baId, info.termsAgreement) !== 'requirements-check-list'
          ? copy.continueRequest
          : copy.request}
      </LinkButton>
    </div>
  );
  if (!request) return link;
  return (
    <Flex vertical gap={8}>
      <div>
        <Tag color={STATUS_COLOR[request.status]}>{requestStatusLabel[request.status]}</Tag>
        <span>{requestStatusText[request.status]}</span>
      </div>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'requestedAt', label: copy.requestedAt, children: formatDate(request.requestedAt) },
          ...(request.rejectInfo
            ? [
                {
                  key: 'reject',
                  label: copy.rejectReason,
                  children: `${request.rejectInfo.reason} (${formatDate(request.rejectInfo.rejectedAt)})`,
                },
              ]
            : []),
        ]}
      />
      {link}
    </Flex>
  );
}
