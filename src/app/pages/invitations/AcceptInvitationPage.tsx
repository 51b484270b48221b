/** `/user/administrator/accept?code=…`: shows the business and role of an invitation and accepts it. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { client } from '@/api/clients';
import { errorStatus } from '@/api/errors';
import { storeBusinessAccountId } from '@/api/session';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { CenteredPage } from '../CenteredPage';
import { roleLabels } from '@/resources/account-choice/account-text';
import { pageCopy } from '../copy';
import { BusyButton } from '@/components/actions/BusyButton';

const copy = pageCopy.invitations;

export function AcceptInvitationPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const navigate = useNavigate();
  const invitation = useQuery({
    queryKey: ['business-account', 'getInvitation', { code }],
    queryFn: async () => {
      const { data } = await client('business-account').GET('/api/v2/invitations/{id}', {
        params: { path: { id: code } },
      });
      if (!data) throw new Error('no invitation');
      return data.data;
    },
    enabled: code !== '',
  });
  const accept = useMutation({
    mutationFn: async () => {
      const { data } = await client('business-account').POST('/api/v2/invitations/{id}', {
        params: { path: { id: code } },
      });
      const baId = data?.data.businessAccountId ?? invitation.data?.businessAccountId;
      if (baId === undefined) throw new Error('no account');
      storeBusinessAccountId(baId);
      toast.success(copy.accepted);
      await navigate(paths.profile.href({ baId }), { replace: true });
    },
  });

  let body;
  if (!code) body = <EmptyState text={copy.noCode} />;
  else if (errorStatus(invitation.error) === 404) body = <EmptyState text={copy.noCode} />;
  else if (invitation.error) body = <ErrorState error={invitation.error} onRetry={() => void invitation.refetch()} />;
  else if (!invitation.data) body = <LoadingState />;
  else {
    const item = invitation.data;
    const closed = item.status !== 'PENDING';
    body = (
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {copy.description(item.businessAccountName, roleLabels[item.role])} {copy.inviter(item.inviterNickname)}
        </Typography.Paragraph>
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[{ key: 'expires', label: copy.expiresAt, children: formatDateTime(item.expiresAt) }]}
        />
        {closed ? <Alert type="warning" showIcon title={item.status === 'EXPIRED' ? copy.expired : copy.used} /> : null}
        {accept.isError ? <ErrorState compact error={accept.error} onRetry={() => accept.mutate()} /> : null}
        <BusyButton
          type="primary"
          size="large"
          disabled={closed}
          busy={accept.isPending}
          onClick={() => accept.mutate()}
        >
          {copy.accept}
        </BusyButton>
      </Flex>
    );
  }
  return (
    <CenteredPage>
      <Card style={{ width: 560, maxWidth: '100%' }}>
        <PageHeader title={copy.title} />
        {body}
      </Card>
    </CenteredPage>
  );
}
