/**
 * `/store/request/requirements-check-list`: the business registration number checked with the tax
 * service, and what a store needs ready; 다음 once everything is confirmed (the store request
 * table's first step). What was typed is kept in the request's draft.
 */
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkBusinessStatus } from '@/api/commerce-store-request';
import { errorMessage } from '@/components/feedback/error-message';
import { Panel } from '@/components/layout/Panel';
import { preventComposingSubmit } from '@/engine/form/ime';
import { catalogCopy } from './copy';
import { RequestFrame } from './RequestFrame';
import { businessCheckOutcome, type BusinessCheckOutcome } from './request-rules';
import {
  businessDigits,
  checklistDone,
  currentCheck,
  loadRequestDraft,
  nextRequestStep,
  requestStepRoutes,
  saveRequestDraft,
  type StoreRequestDraft,
} from './request-steps';
import { BusyButton } from '@/components/actions/BusyButton';

const copy = catalogCopy.request;
const OUTCOME_TEXT: Record<BusinessCheckOutcome, string> = {
  valid: copy.businessValid,
  invalid: copy.businessInvalid,
  taken: copy.businessTaken,
  circuitBreak: copy.businessCircuitBreak,
};

export function ChecklistPage() {
  return (
    <RequestFrame step="requirements-check-list" title={copy.checklistTitle} description={copy.checklistDescription}>
      {(_info, baId) => <Checklist baId={baId} />}
    </RequestFrame>
  );
}

function Checklist({ baId }: { readonly baId: string }) {
  const navigate = useNavigate();
  // What was typed and confirmed stays in the request's draft: going back to this step keeps it.
  const [draft, setDraft] = useState(() => loadRequestDraft(baId));
  const update = (changes: Partial<StoreRequestDraft>) => setDraft(saveRequestDraft(baId, changes));
  const check = useMutation({
    mutationFn: (businessNumber: string) => checkBusinessStatus(baId, businessNumber).then(businessCheckOutcome),
    onSuccess: (outcome, businessNumber) => update({ checkedNumber: businessNumber, businessCheck: outcome }),
  });
  const number = draft.businessNumber;
  const checked = draft.requirements;
  const outcome = currentCheck(draft);
  const digits = businessDigits(number);
  const wellFormed = digits.length === 10;
  const ready = checklistDone(draft);
  return (
    <Panel>
      <Form layout="vertical" onKeyDown={preventComposingSubmit} style={{ maxWidth: 560 }} component="div">
        <Form.Item
          label={copy.businessNumber}
          htmlFor="business-number"
          extra={copy.businessNumberHelp}
          validateStatus={number && !wellFormed ? 'error' : undefined}
          help={number && !wellFormed ? copy.businessNumberFormat : undefined}
        >
          <Flex gap={8}>
            <Input
              id="business-number"
              inputMode="numeric"
              value={number}
              maxLength={12}
              onChange={(event) => {
                update({ businessNumber: event.target.value });
                check.reset();
              }}
              style={{ maxWidth: 240 }}
            />
            <BusyButton disabled={!wellFormed} busy={check.isPending} onClick={() => check.mutate(digits)}>
              {copy.check}
            </BusyButton>
          </Flex>
        </Form.Item>
        {outcome ? (
          <Alert
            role="status"
            type={outcome === 'valid' ? 'success' : outcome === 'circuitBreak' ? 'warning' : 'error'}
            showIcon
            title={OUTCOME_TEXT[outcome]}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {check.isError ? (
          <Alert type="error" showIcon title={errorMessage(check.error)} style={{ marginBottom: 16 }} />
        ) : null}
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>{copy.requirementsLabel}</legend>
          <Checkbox.Group
            value={[...checked]}
            onChange={(values) => update({ requirements: values })}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={copy.requirements.map((text) => ({ value: text, label: text }))}
          />
        </fieldset>
        <Button
          type="primary"
          disabled={!ready}
          onClick={() => void navigate(requestStepRoutes[nextRequestStep('requirements-check-list')].href({ baId }))}
        >
          {copy.next}
        </Button>
      </Form>
    </Panel>
  );
}
