/** The Korean portal's social-login callback: `code`/`state` → POST /api/v2/auths/socials/sign_in. */
import { useMutation } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { signInSocially } from '@/api/auth/sign-in';
import { errorMessage } from '@/components/feedback/error-message';
import { paths } from '@/config/paths';
import { useSession } from '@/app/session/session-context';
import { CenteredPage } from '../CenteredPage';
import { pageCopy } from '../copy';
import { redirectTarget } from './redirect-target';

const copy = pageCopy.login;
const PLATFORMS = ['KAKAO', 'NAVER', 'APPLE', 'GOOGLE'] as const;
type Platform = (typeof PLATFORMS)[number];

function platformOf(state: string | null): Platform {
  const upper = (state ?? '').toUpperCase();
  return PLATFORMS.find((platform) => upper.startsWith(platform)) ?? 'KAKAO';
}

export function SocialCallbackPage() {
  const [search] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const started = useRef(false);
  const signIn = useMutation({
    mutationFn: async () => {
      const code = search.get('code');
      if (!code) throw new Error('missing code');
      const keepLogin = search.get('keepLogin') === 'true';
      const tokens = await signInSocially({ platform: platformOf(search.get('state')), code, keepLogin });
      await session.completeSignIn(tokens, keepLogin);
      await navigate(redirectTarget(search), { replace: true });
    },
  });
  const { mutate } = signIn;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  return (
    <CenteredPage>
      {signIn.isError ? (
        <Result
          status="warning"
          title={copy.socialFailed}
          subTitle={errorMessage(signIn.error)}
          extra={[
            <Button key="retry" type="primary" onClick={() => signIn.mutate()}>
              {pageCopy.maintenance.retry}
            </Button>,
            <Button key="login" onClick={() => void navigate(paths.access.login.href({}))}>
              {copy.backToLogin}
            </Button>,
          ]}
        />
      ) : (
        <Spin size="large" description={copy.socialSigningIn}>
          <div role="status" style={{ width: 240, height: 120 }} aria-label={copy.socialSigningIn} />
        </Spin>
      )}
    </CenteredPage>
  );
}
