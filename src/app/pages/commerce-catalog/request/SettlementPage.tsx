/**
 * `/store/request/settlement-info`: the settlement account, checked with the bank (the holder's
 * name is shown to be confirmed), then the request is sent. A failed save or request keeps what
 * was typed; a request the server refuses says why in Korean.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StoreRequestUnavailability } from '@/api/commerce/catalog';
import { checkSettlementAccount, createStoreRequest, saveSettlementInfo } from '@/api/commerce-store-request';
import { BusyButton } from '@/components/actions/BusyButton';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { preventComposingSubmit } from '@/engine/form/ime';
import { useUnsavedChangesGuard } from '@/engine/form/UnsavedChangesGuard';
import { messages } from '@/lib/messages';
import { catalogCopy, unavailabilityText } from './copy';
import { settlementInfoQuery, useRefreshCatalog } from '@/api/commerce/store-queries';
import { RequestFrame } from './RequestFrame';
import { ACCOUNT_NUMBER, accountCheckOutcome, type AccountCheckOutcome } from './request-rules';
import { businessDigits, loadRequestDraft, requestStepRoutes } from './request-steps';

const copy = catalogCopy.request;

interface Values {
  bankName?: string;
  accountNumber?: string;
  holderConfirmed?: boolean;
  taxInvoiceEmail?: string;
}

export function SettlementPage() {
  return (
    <RequestFrame step="settlement-info" title={copy.settlementTitle} description={copy.settlementDescription}>
      {(_info, baId) => <Settlement baId={baId} />}
    </RequestFrame>
  );
}

function Settlement({ baId }: { readonly baId: string }) {
  const saved = useQuery(settlementInfoQuery(baId));
  const [form] = Form.useForm<Values>();
  const [checked, setChecked] = useState<{ key: string; outcome: AccountCheckOutcome } | null>(null);
  const [refused, setRefused] = useState<StoreRequestUnavailability | null>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const navigate = useNavigate();
  const refreshCatalog = useRefreshCatalog();
  const bankName = Form.useWatch('bankName', form);
  const accountNumber = Form.useWatch('accountNumber', form) ?? '';
  const accountKey = `${bankName ?? ''}:${accountNumber}`;
  const outcome = checked?.key === accountKey ? checked.outcome : null;

  const check = useMutation({
    mutationFn: () =>
      checkSettlementAccount(baId, { bankName: bankName ?? '', accountNumber }).then(accountCheckOutcome),
    onSuccess: (result) => setChecked({ key: accountKey, outcome: result }),
  });

  const request = useMutation({
    mutationFn: async (values: Values | null) => {
      if (values && outcome?.kind === 'holder')
        await saveSettlementInfo(baId, {
          baId,
          bankName: values.bankName ?? '',
          accountNumber: values.accountNumber ?? '',
          accountHolder: outcome.holder,
          // An empty email is left out (the mock's variable check refuses a null for now).
          ...(values.taxInvoiceEmail?.trim() ? { taxInvoiceEmail: values.taxInvoiceEmail.trim() } : {}),
        });
      return createStoreRequest(baId, {
        baId,
        agreedToTermsOfService: true,
        businessNumber: businessDigits(loadRequestDraft(baId).businessNumber),
      });
    },
    onSuccess: (result) => {
      void refreshCatalog();
      if (result.unavailability) {
        setRefused(result.unavailability);
        return;
      }
      setDirty(false);
      guard.allowNextNavigation();
      void navigate(requestStepRoutes.success.href({ baId }));
    },
  });

  if (saved.isPending) return <LoadingState />;
  if (saved.isError) return <ErrorState error={saved.error} onRetry={() => void saved.refetch()} />;
  const required = { required: true, message: messages.validation.required };
  return (
    <Panel>
      {saved.data ? (
        <Flex vertical gap={8} align="flex-start" style={{ marginBottom: 24 }}>
          <p style={{ margin: 0 }}>
            {copy.saved(saved.data.bankName, saved.data.maskedAccountNumber, saved.data.accountHolder)}
          </p>
          <Button
            onClick={() => {
              if (!request.isPending) request.mutate(null);
            }}
          >
            {copy.useSaved}
          </Button>
        </Flex>
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => {
          if (!request.isPending) request.mutate(values);
        }}
        onKeyDown={preventComposingSubmit}
        style={{ maxWidth: 560 }}
      >
        <Form.Item name="bankName" label={copy.bank} rules={[required]}>
          <Select style={{ maxWidth: 240 }} options={catalogCopy.banks.map((bank) => ({ value: bank, label: bank }))} />
        </Form.Item>
        <Form.Item label={copy.accountNumber} required extra={copy.accountNumberHelp}>
          <Flex gap={8} align="flex-start">
            <Form.Item
              name="accountNumber"
              noStyle
              rules={[required, { pattern: ACCOUNT_NUMBER, message: copy.accountNumberFormat }]}
            >
              <Input aria-label={copy.accountNumber} inputMode="numeric" maxLength={14} style={{ maxWidth: 240 }} />
            </Form.Item>
            <BusyButton
              disabled={!bankName || !ACCOUNT_NUMBER.test(accountNumber)}
              busy={check.isPending}
              onClick={() => check.mutate()}
            >
              {copy.checkAccount}
            </BusyButton>
          </Flex>
        </Form.Item>
        {check.isError ? <Alert type="error" showIcon title={errorMessage(check.error)} /> : null}
        {outcome?.kind === 'invalid' ? <Alert role="status" type="error" showIcon title={copy.accountInvalid} /> : null}
        {outcome?.kind === 'circuitBreak' ? (
          <Alert role="status" type="warning" showIcon title={copy.accountCircuitBreak} />
        ) : null}
        {outcome?.kind === 'holder' ? (
          <Form.Item
            name="holderConfirmed"
            valuePropName="checked"
            label={<strong>{copy.holder(outcome.holder)}</strong>}
            rules={[
              {
                validator: (_rule, value: boolean | undefined) =>
                  value ? Promise.resolve() : Promise.reject(new Error(copy.holderConfirmRequired)),
              },
            ]}
          >
            <Checkbox>{copy.holderConfirm}</Checkbox>
          </Form.Item>
        ) : null}
        <Form.Item
          name="taxInvoiceEmail"
          label={copy.taxInvoiceEmail}
          rules={[{ type: 'email', message: copy.taxInvoiceEmailFormat }]}
        >
          <Input type="email" style={{ maxWidth: 320 }} />
        </Form.Item>
        {refused ? (
          <Alert type="error" showIcon title={unavailabilityText[refused]} style={{ marginBottom: 16 }} />
        ) : null}
        {request.isError ? (
          <Alert
            type="error"
            showIcon
            title={errorMessage(request.error)}
            description={catalogCopy.saveFailed}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Flex gap={8}>
          <LinkButton to={requestStepRoutes.terms.href({ baId })}>{copy.previous}</LinkButton>
          <BusyButton
            type="primary"
            htmlType="submit"
            busy={request.isPending}
            onClick={(event) => {
              if (outcome?.kind !== 'holder') {
                event.preventDefault();
                form.setFields([{ name: 'accountNumber', errors: [copy.checkFirst] }]);
              }
            }}
          >
            {copy.submit}
          </BusyButton>
        </Flex>
      </Form>
      {guard.dialog}
    </Panel>
  );
}
