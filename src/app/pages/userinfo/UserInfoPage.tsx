/** `/userinfo`: login e-mail, nickname (2–20) and notification e-mail, each saved on its own. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Descriptions, Form } from 'antd';
import { Link } from 'react-router';
import { client } from '@/api/clients';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { paths } from '@/config/paths';
import { pageCopy } from '../copy';
import { EditableField } from './EditableField';
import { emailError, NICKNAME_MAX, nicknameError } from './validation';

const copy = pageCopy.userinfo;
const PROFILE_KEY = ['auth', 'getMyProfile'] as const;

export function UserInfoPage() {
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async () => {
      const { data } = await client('auth').GET('/api/v1/profiles');
      if (!data) throw new Error('no profile');
      return data.data;
    },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY });

  let body;
  if (profile.error) body = <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  else if (!profile.data) body = <LoadingState />;
  else
    body = (
      <Form layout="vertical" component="div">
        <Descriptions
          column={1}
          items={[{ key: 'email', label: copy.email, children: profile.data.businessUser?.email }]}
        />
        <EditableField
          label={copy.nickname}
          help={copy.nicknameHelp}
          initial={profile.data.user?.nickname ?? ''}
          maxLength={NICKNAME_MAX}
          validate={nicknameError}
          save={async (nickname) => {
            await client('auth').PUT('/api/v1/business_users/myinfo/nickname', { body: { nickname } });
            await refresh();
          }}
        />
        <EditableField
          label={copy.notificationEmail}
          help={copy.notificationEmailHelp}
          type="email"
          initial={profile.data.businessUser?.notificationEmail ?? ''}
          validate={emailError}
          save={async (notificationEmail) => {
            await client('auth').PUT('/api/v1/business_users/myinfo/notification_email', {
              body: { notificationEmail },
            });
            await refresh();
          }}
        />
        <Link to={paths.userinfo.delete.href({})}>{copy.deleteLink}</Link>
      </Form>
    );

  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 24 }}>
      <PageHeader title={copy.title} />
      <Card>{body}</Card>
    </main>
  );
}
