/**
 * /profile/{baId}/delete/reason/{deleteReasonId}: the reason picked, a detailed reason (≤ 300,
 * required for 기타), recorded before anything is deleted; then a last confirmation that names the
 * account, the delete, and the session moves to another active account or to the account list.
 * A failed call keeps what was typed and offers 다시 시도.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { businessAccountsQuery } from '@/api/business-accounts';
import { accountOfParams } from '@/api/current-account';
import { callApi } from '@/api/operations';
import { BusyButton } from '@/components/actions/BusyButton';
import { errorMessage } from '@/components/feedback/error-message';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/engine/actions/ConfirmDialog';
import { preventComposingSubmit } from '@/engine/form/ime';
import { messages } from '@/lib/messages';
import { BackLink } from '@/components/navigation/BackLink';
import type { DeleteReason } from '@/api/account-deletion';
import { DeletionGuard, useDeletingAccount } from './DeletionGuard';
import { deletionCopy as text } from './deletion-copy';
import { MAX_DELETE_REASON, nextAccountAfterDeletion, reasonTextError } from './deletion-rules';

export function DeleteReasonPage() {
  const params = useParams();
  const account = accountOfParams(params) ?? '';
  const reasonId = Number(params.deleteReasonId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useDeletingAccount(account);
  const [reasonText, setReasonText] = useState('');
  const [tried, setTried] = useState(false);
  const [recording, setRecording] = useState(false);
  const [recordError, setRecordError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const back = <BackLink to={paths.accountAdmin.deletion.href({ baId: account })} label={text.toDeletion} />;

  const body = (reasons: readonly DeleteReason[]) => {
    const reason = reasons.find((item) => item.id === reasonId);
    if (!reason)
      return (
        <Alert
          type="warning"
          showIcon
          role="note"
          title={text.unknownReason}
          action={<Link to={paths.accountAdmin.deletion.href({ baId: account })}>{text.change}</Link>}
        />
      );
    const name = me?.name ?? account;
    const fieldError = tried ? reasonTextError(reasonText, reason.requiresText) : undefined;

    const record = async () => {
      setTried(true);
      if (reasonTextError(reasonText, reason.requiresText) || recording) return;
      setRecording(true);
      setRecordError(null);
      try {
        const trimmed = reasonText.trim();
        await callApi('business-account.recordDeletedReason', {
          account,
          body: { deleteReasonIds: [reason.id], ...(trimmed ? { reason: trimmed } : {}) },
        });
        toast.success(text.recorded);
        setConfirming(true);
      } catch (caught) {
        setRecordError(caught);
      } finally {
        setRecording(false);
      }
    };

    const remove = async () => {
      await callApi('business-account.deleteBusinessAccount', { account });
      toast.success(text.deleted(name));
      const list = await queryClient.query({ ...businessAccountsQuery(), staleTime: 0 });
      const next = nextAccountAfterDeletion(list, Number(account));
      await navigate(next === undefined ? paths.profiles.list.href({}) : paths.profile.href({ baId: next }), {
        replace: true,
      });
    };

    return (
      <Panel>
        <Form
          layout="vertical"
          onKeyDownCapture={preventComposingSubmit}
          onFinish={() => void record()}
          requiredMark={false}
        >
          <p style={{ marginTop: 0 }}>
            {text.chosen}: <strong>{reason.title}</strong>{' '}
            <Link to={paths.accountAdmin.deletion.href({ baId: account })}>{text.change}</Link>
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
          {recordError ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              style={{ marginBottom: 16 }}
              title={errorMessage(recordError)}
              action={
                <BusyButton size="small" busy={recording} onClick={() => void record()}>
                  {messages.common.retry}
                </BusyButton>
              }
            />
          ) : null}
          <Flex justify="flex-end">
            <BusyButton type="primary" danger htmlType="submit" busy={recording}>
              {text.submit}
            </BusyButton>
          </Flex>
        </Form>
        <ConfirmDialog
          open={confirming}
          title={text.confirmTitle(name)}
          body={text.confirmBody(name)}
          okText={text.confirmOk}
          typeToConfirm={name}
          danger
          onConfirm={remove}
          onClose={() => setConfirming(false)}
        />
      </Panel>
    );
  };

  return (
    <>
      <PageHeader title={text.reasonTitle} back={back} />
      <div style={{ maxWidth: 760 }}>
        <DeletionGuard account={account}>{body}</DeletionGuard>
      </div>
    </>
  );
}
