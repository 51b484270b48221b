/** The QR code with its countdown; dimmed with "새 QR 코드 받기" once it expired. */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, QRCode, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInWithUserToken } from '@/api/auth/sign-in';
import { ErrorState } from '@/components/feedback/ErrorState';
import { useSession } from '@/app/session/session-context';
import { pageCopy } from '../copy';
import { redirectTarget } from './redirect-target';
import { useQrCode } from './use-qr-code';
import { useQrSession } from './use-qr-session';

const copy = pageCopy.login;
const QR_SIZE = 200;

export function QrLoginPanel() {
  const code = useQrCode();
  // Off until asked: a shop's counter PC is shared (issue 41, docs/decisions/small-fixes-41.md).
  const [keepLogin, setKeepLogin] = useState(false);
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  const onLinked = useCallback(
    async (userAccessToken: string) => {
      await session.completeSignIn(await signInWithUserToken(userAccessToken, keepLogin), keepLogin);
      await navigate(redirectTarget(new URLSearchParams(location.search)), { replace: true });
    },
    [keepLogin, session, navigate, location.search],
  );

  return (
    <Flex vertical align="center" gap={16}>
      {code.error ? (
        <ErrorState error={code.error} onRetry={() => void code.refetch()} compact />
      ) : code.data && !code.isFetching ? (
        <QrCodeView
          key={code.data.linkingToken}
          linkingToken={code.data.linkingToken}
          qrcode={code.data.qrcode}
          remainTime={code.data.remainTime}
          onLinked={onLinked}
          onRefresh={() => void code.refetch()}
        />
      ) : (
        <QRCode type="svg" value="-" status="loading" size={QR_SIZE} aria-label={copy.qrAlt} />
      )}
      <Checkbox checked={keepLogin} onChange={(event) => setKeepLogin(event.target.checked)}>
        {copy.keepLogin}
      </Checkbox>
    </Flex>
  );
}

function QrCodeView({
  linkingToken,
  qrcode,
  remainTime,
  onLinked,
  onRefresh,
}: {
  readonly linkingToken: string;
  readonly qrcode: string;
  readonly remainTime: number;
  readonly onLinked: (userAccessToken: string) => Promise<void>;
  readonly onRefresh: () => void;
}) {
  const { remain, phase, error } = useQrSession(linkingToken, remainTime, onLinked);
  const expired = phase === 'expired';
  return (
    <Flex vertical align="center" gap={12}>
      {/* antd gives the svg role="img"; its name is this label (the expired cover's button stays outside it). */}
      <div data-linking-token={linkingToken}>
        <QRCode
          type="svg"
          aria-label={copy.qrAlt}
          value={qrcode}
          size={QR_SIZE}
          status={expired ? 'expired' : phase === 'signing-in' ? 'scanned' : 'active'}
          statusRender={({ status }) =>
            status === 'expired' ? (
              <Flex vertical align="center" gap={8}>
                <Typography.Text>{copy.expired}</Typography.Text>
                <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRefresh}>
                  {copy.refresh}
                </Button>
              </Flex>
            ) : (
              <Typography.Text>{copy.linked}</Typography.Text>
            )
          }
        />
      </div>
      <Typography.Text role="timer" aria-live="off" type={expired ? 'danger' : 'secondary'}>
        {expired ? copy.expired : copy.remain(remain)}
      </Typography.Text>
      {phase === 'failed' ? <ErrorState error={error} onRetry={onRefresh} compact /> : null}
    </Flex>
  );
}
