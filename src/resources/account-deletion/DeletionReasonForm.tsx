/**
 * The reason step of a deletion (/delete/reason/{deleteReasonId}): the reason picked, a detailed
 * reason (≤ 300, required for 기타), recorded before anything is deleted; then a last confirmation
 * that names the account, the delete, and the session moves to another active account or to the
 * account list. A failed call keeps what was typed and offers 다시 시도.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { businessAccountsQuery } from '@/api/business-accounts';
import { useCurrentAccount } from '@/api/current-account';
import { BusyButton } from '@/components/actions/BusyButton';
import { errorMessage } from '@/components/feedback/error-message';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { LazyConfirmDialog } from '@/engine/actions/LazyConfirmDialog';
import { useOperationMutation } from '@/api/data/queries';
import { useOperationCall } from '@/engine/data/use-operation-call';
import { preventComposingSubmit } from '@/engine/form/ime';
import { accountDeletionMessages as text } from '@/lib/account-deletion-messages';
import { messages } from '@/lib/messages';
import { useDeletingAccount } from './deletion-calls';
import { MAX_DELETE_REASON, nextAccountAfterDeletion, reasonTextError } from './deletion-rules';
import { useDeleteReasons } from './deletion-sections';

export function DeletionReasonForm() {
  const account = useCurrentAccount() ?? '';
  const reasonId = Number(useParams().deleteReasonId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useDeletingAccount(account);
  const reasons = useDeleteReasons();
  const recordReason = useOperationMutation('business-account.recordDeletedReason');
  const deleteAccount = useOperationCall('business-account.deleteBusinessAccount');
  const [reasonText, setReasonText] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const toDeletion = paths.accountAdmin.deletion.href({ baId: account });

  if (reasons.error) return <ErrorState error={reasons.error} onRetry={reasons.retry} />;
  if (!reasons.items) return <LoadingState rows={4} />;
  const reason = reasons.items.find((item) => item.id === reasonId);
  if (!reason)
    return (
      <Alert
        type="warning"
        showIcon
        role="note"
        title={text.unknownReason}
        action={<Link to={toDeletion}>{text.change}</Link>}
      />
    );
  const name = me?.name ?? account;
  const fieldError = tried ? reasonTextError(reasonText, reason.requiresText) : undefined;

  const record = async () => {
    setTried(true);
    if (reasonTextError(reasonText, reason.requiresText) || recordReason.isPending) return;
    const trimmed = reasonText.trim();
    try {
      await recordReason.mutateAsync({
        account,
        body: { deleteReasonIds: [reason.id], ...(trimmed ? { reason: trimmed } : {}) },
      });
      toast.success(text.recorded);
      setConfirming(true);
    } catch {
      // Said under the form with 다시 시도 (the mutation keeps the error); what was typed stays.
    }
  };

  const remove = async () => {
    await deleteAccount.mutateAsync({ account });
    toast.success(text.deleted(name));
    const list = await queryClient.query({ ...businessAccountsQuery(), staleTime: 0 });
    const next = nextAccountAfterDeletion(list, Number(account));
    await navigate(next === undefined ? paths.profiles.list.href({}) : paths.profile.href({ baId: next }), {
      replace: true,
    });
  };

  return (
    <>
      <Form
        layout="vertical"
        onKeyDownCapture={preventComposingSubmit}
        onFinish={() => void record()}
        requiredMark={false}
      >
        <p style={{ marginTop: 0 }}>
          {text.chosen}: <strong>{reason.title}</strong> <Link to={toDeletion}>{text.change}</Link>
        </p>
        <Form.Item
          label={`${text.textLabel}${reason.requiresText ? '' : ` ${text.textOptional}`}`}
          htmlFor="delete-reason-text"
          help={fieldError ?? text.textHelp}
          validateStatus={fieldError ? 'error' : undefined}
          required={reason.requiresText}
        >
          <Input.TextArea
            id="delete-reason-text"
            value={reasonText}
            onChange={(event) => setReasonText(event.target.value)}
            maxLength={MAX_DELETE_REASON}
            showCount
            rows={5}
            aria-invalid={fieldError ? true : undefined}
          />
        </Form.Item>
        {recordReason.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
            title={errorMessage(recordReason.error)}
            action={
              <BusyButton size="small" busy={recordReason.isPending} onClick={() => void record()}>
                {messages.common.retry}
              </BusyButton>
            }
          />
        ) : null}
        <Flex justify="flex-end">
          <BusyButton type="primary" danger htmlType="submit" busy={recordReason.isPending}>
            {text.submit}
          </BusyButton>
        </Flex>
      </Form>
      <LazyConfirmDialog
        open={confirming}
        title={text.confirmTitle(name)}
        body={text.confirmBody(name)}
        okText={text.confirmOk}
        typeToConfirm={name}
        danger
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
