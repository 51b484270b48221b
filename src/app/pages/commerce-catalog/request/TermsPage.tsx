/** `/store/request/terms`: the store terms to read and agree to; the agreement is sent with the request. */
import { Button, Checkbox, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { catalogCopy } from './copy';
import { RequestFrame } from './RequestFrame';
import { loadRequestDraft, requestStepRoutes, saveRequestDraft } from './request-steps';

const copy = catalogCopy.request;

export function TermsPage() {
  return (
    <RequestFrame step="terms" title={copy.termsTitle} description={copy.termsDescription}>
      {(_info, baId) => <Terms baId={baId} />}
    </RequestFrame>
  );
}

function Terms({ baId }: { readonly baId: string }) {
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(() => loadRequestDraft(baId).termsAgreedAt !== null);
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
        <Checkbox
          checked={agreed}
          onChange={(event) => {
            setAgreed(event.target.checked);
            saveRequestDraft(baId, { termsAgreedAt: event.target.checked ? new Date().toISOString() : null });
          }}
        >
          {copy.agree}
        </Checkbox>
        <Flex gap={8}>
          <LinkButton to={requestStepRoutes['requirements-check-list'].href({ baId })}>{copy.previous}</LinkButton>
          <Button
            type="primary"
            disabled={!agreed}
            onClick={() => void navigate(requestStepRoutes['settlement-info'].href({ baId }))}
          >
            {copy.next}
          </Button>
        </Flex>
      </Flex>
    </Panel>
  );
}
