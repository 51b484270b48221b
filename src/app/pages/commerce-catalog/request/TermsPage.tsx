/**
 * `/store/request/terms`: the store terms to read and agree to. The agreement is the signed-in
 * person's and is sent when given (다음 after the check, issue 40); the server's record decides the
 * step, so another person of the account, or this person on another browser, sees it as it is. A
 * failed send keeps the check and says so, with 다시 시도.
 */
import { Alert, Button, Checkbox, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAgreeToStoreTerms } from '@/api/commerce/store-queries';
import { BusyButton } from '@/components/actions/BusyButton';
import { errorMessage } from '@/components/feedback/error-message';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { formatDateTime } from '@/lib/format';
import { messages } from '@/lib/messages';
import { catalogCopy } from './copy';
import { RequestFrame, type StoreInfo } from './RequestFrame';
import { requestStepRoutes } from './request-steps';

const copy = catalogCopy.request;

export function TermsPage() {
  return (
    <RequestFrame step="terms" title={copy.termsTitle} description={copy.termsDescription}>
      {(info, baId) => <Terms info={info} baId={baId} />}
    </RequestFrame>
  );
}

function Terms({ info, baId }: { readonly info: StoreInfo; readonly baId: string }) {
  const navigate = useNavigate();
  const agreement = info.termsAgreement;
  const [checked, setChecked] = useState(false);
  const agree = useAgreeToStoreTerms(baId);
  const toSettlement = () => void navigate(requestStepRoutes['settlement-info'].href({ baId }));
  const send = () => agree.mutate(undefined, { onSuccess: toSettlement });
  return (
    <Panel title={copy.termsHeading} titleId="store-terms">
      <div
        tabIndex={0}
        role="region"
        aria-labelledby="store-terms"
        style={{ maxHeight: 240, overflowY: 'auto', padding: 12, background: 'var(--palette-grey-background)' }}
      >
        {copy.terms.map((clause) => (
          <p key={clause}>{clause}</p>
        ))}
      </div>
      <Flex vertical gap={16} style={{ marginTop: 16 }}>
        <Flex vertical gap={4}>
          {/* Given is given: the record stays with the request it goes with (docs/decisions/commerce-catalog.md). */}
          <Checkbox
            checked={agreement !== null || checked}
            disabled={agreement !== null || agree.isPending}
            onChange={(event) => setChecked(event.target.checked)}
          >
            {copy.agree}
          </Checkbox>
          {agreement ? (
            <p className="muted" style={{ margin: 0 }}>
              {copy.agreedAt(formatDateTime(agreement.agreedAt))}
            </p>
          ) : null}
        </Flex>
        {agree.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={copy.agreeFailed}
            description={errorMessage(agree.error)}
            action={
              <Button size="small" onClick={send}>
                {messages.common.retry}
              </Button>
            }
          />
        ) : null}
        <Flex gap={8}>
          <LinkButton to={requestStepRoutes['requirements-check-list'].href({ baId })}>{copy.previous}</LinkButton>
          <BusyButton
            type="primary"
            disabled={agreement === null && !checked}
            busy={agree.isPending}
            onClick={agreement ? toSettlement : send}
          >
            {copy.next}
          </BusyButton>
        </Flex>
      </Flex>
    </Panel>
  );
}
