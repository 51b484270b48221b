/**
 * Who invites whom to what, and 초대 수락하기: accepting makes the invited account the current one
 * and opens it. An expired or used invitation says so and cannot be accepted.
 */
import { Alert, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { payloadOf } from '@/api/envelope';
import { storeBusinessAccountId } from '@/api/session';
import { BusyButton } from '@/components/actions/BusyButton';
import { ErrorState } from '@/components/feedback/ErrorState';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { useOperationMutation } from '@/api/data/queries';
import type { DetailSectionProps } from '@/engine/resource/types';
import type { OperationAt, PayloadOf } from '@/engine/resource/typing';
import { messages } from '@/lib/messages';
import { invitationText as text } from './invitation-text';

type Invitation = PayloadOf<OperationAt<'business-account', 'get', '/api/v2/invitations/{id}'>>;

export function AcceptInvitation({ record, id }: DetailSectionProps) {
  const invitation = record as Invitation;
  const navigate = useNavigate();
  const accept = useOperationMutation('business-account.acceptInvitation');
  const closed = invitation.status !== 'PENDING';
  const run = () =>
    accept.mutate(
      { path: { id } },
      {
        onSuccess: (answer) => {
          const baId =
            payloadOf<Invitation | undefined>(answer.data)?.businessAccountId ?? invitation.businessAccountId;
          storeBusinessAccountId(baId);
          toast.success(text.accepted);
          void navigate(paths.profile.href({ baId }), { replace: true });
        },
      },
    );
  return (
    <Flex vertical gap={16}>
      <p style={{ margin: 0 }}>
        {text.description(invitation.businessAccountName, messages.administrator.roles[invitation.role])}{' '}
        {text.inviter(invitation.inviterNickname)}
      </p>
      {closed ? (
        <Alert type="warning" showIcon title={invitation.status === 'EXPIRED' ? text.expired : text.used} />
      ) : null}
      {accept.isError ? <ErrorState compact error={accept.error} onRetry={run} /> : null}
      <BusyButton type="primary" size="large" disabled={closed} busy={accept.isPending} onClick={run}>
        {text.accept}
      </BusyButton>
    </Flex>
  );
}
