/** `/store/request/success`: the request as it stands (심사 중, then 승인 or 반려 with the reason). */
import { Descriptions, Flex, Result, Tag } from 'antd';
import { useEffect } from 'react';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { catalogCopy, requestStatusLabel, requestStatusText } from './copy';
import { RequestFrame, type StoreInfo } from './RequestFrame';
import { clearRequestDraft, requestStepHref } from './request-steps';

const copy = catalogCopy.request;

export function SuccessPage() {
  return (
    <RequestFrame step="success" title={copy.successTitle}>
      {(info, baId) => <Success info={info} baId={baId} />}
    </RequestFrame>
  );
}

function Success({ info, baId }: { readonly info: StoreInfo; readonly baId: string }) {
  const request = info.storeRequest;
  const sent = request?.status === 'REQUESTED';
  // The request is with the server now: the draft that made it is done (a next one starts afresh).
  useEffect(() => {
    if (sent) clearRequestDraft(baId);
  }, [sent, baId]);

  if (!request)
    return (
      <Panel>
        <Flex vertical gap={12} align="flex-start">
          <p style={{ margin: 0 }}>{copy.successNone}</p>
          <LinkButton type="primary" to={requestStepHref(baId, info.termsAgreement)}>
            {copy.start}
          </LinkButton>
        </Flex>
      </Panel>
    );
  return (
    <Panel>
      <Result
        status={request.status === 'REJECTED' ? 'warning' : 'success'}
        title={request.status === 'REQUESTED' ? copy.successText : requestStatusText[request.status]}
        extra={
          <LinkButton type="primary" to={paths.commerceCatalog.store.href({ baId })}>
            {catalogCopy.toStore}
          </LinkButton>
        }
      >
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'status',
              label: catalogCopy.requestPanel.title,
              children: <Tag>{requestStatusLabel[request.status]}</Tag>,
            },
            { key: 'at', label: catalogCopy.requestPanel.requestedAt, children: formatDateTime(request.requestedAt) },
            ...(request.settlement
              ? [
                  {
                    key: 'account',
                    label: copy.settlementTitle,
                    children: `${request.settlement.bankName} ${request.settlement.maskedAccountNumber} (${request.settlement.accountHolder})`,
                  },
                ]
              : []),
            ...(request.rejectInfo
              ? [{ key: 'reject', label: catalogCopy.requestPanel.rejectReason, children: request.rejectInfo.reason }]
              : []),
          ]}
        />
      </Result>
    </Panel>
  );
}
