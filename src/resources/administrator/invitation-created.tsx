/** What the invite drawer shows once the invitation is made: who was invited, and its link to pass on. */
import { Alert, Button, Flex } from 'antd';
import type { SavedViewProps } from '@/engine/resource/types';
import type { OperationAt, PayloadOf } from '@/engine/resource/typing';
import { formatDateTime } from '@/lib/format';
import { adminImagesMessages } from '@/lib/admin-images-messages';
import { InvitationLink } from './invitation-link';

type Invitation = PayloadOf<OperationAt<'business-account', 'post', '/api/v2/business_accounts/{id}/invite'>>;

const text = adminImagesMessages.invitation;
const ROLE_LABEL: Record<Invitation['role'], string> = { OWNER: '대표 관리자', ADMIN: '관리자', USER: '멤버' };

export function InvitationCreated({ saved, onClose }: SavedViewProps) {
  const invitation = saved as Invitation;
  return (
    <Flex vertical gap={16}>
      <Alert
        type="success"
        showIcon
        title={text.created}
        description={text.createdBody(invitation.inviteeName, ROLE_LABEL[invitation.role])}
      />
      <InvitationLink code={invitation.id} accountName={invitation.businessAccountName} />
      <p className="muted" style={{ margin: 0 }}>
        {text.expiresAt(formatDateTime(invitation.expiresAt))}
      </p>
      <Flex justify="flex-end">
        <Button onClick={onClose}>{text.done}</Button>
      </Flex>
    </Flex>
  );
}
