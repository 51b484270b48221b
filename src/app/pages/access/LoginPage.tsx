/** `/login`, `/login/only-qr`, `/login/qrlogin`: QR login (spec 000 §4), with the social way on /login. */
import { Button, Card, Divider, Flex, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { CenteredPage } from '../CenteredPage';
import { pageCopy } from '../copy';
import { QrLoginPanel } from './QrLoginPanel';

const copy = pageCopy.login;

export function LoginPage({ variant = 'full' }: { readonly variant?: 'full' | 'only-qr' | 'qr' }) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const socialHref = paths.access.socialCallback.href(
    {},
    {
      code: 'demo-kakao-code',
      state: 'KAKAO',
      redirect: search.get('redirect') ?? undefined,
    },
  );
  return (
    <CenteredPage>
      <Card style={{ width: 420, maxWidth: '100%' }}>
        <Flex vertical gap={16}>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {copy.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {copy.description}
          </Typography.Paragraph>
          {variant === 'qr' ? null : (
            <ol style={{ margin: 0, paddingInlineStart: 20 }}>
              {copy.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          )}
          <QrLoginPanel />
          {/* The demo phone scans only when asked (issue 25): tell a demo visitor where to ask. */}
          {window.__dongneMocks ? (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {copy.demoScanHint}
            </Typography.Paragraph>
          ) : null}
          {variant === 'full' ? (
            <>
              <Divider plain>{copy.otherWays}</Divider>
              <Button block onClick={() => void navigate(socialHref)}>
                {copy.kakao}
              </Button>
            </>
          ) : null}
        </Flex>
      </Card>
    </CenteredPage>
  );
}

export function OnlyQrLoginPage() {
  return <LoginPage variant="only-qr" />;
}

export function QrLoginPage() {
  return <LoginPage variant="qr" />;
}
