/** `/logout`: signs out (the session clears local state, calls sign-out and goes to /login). */
import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useSession } from '@/app/session/session-context';
import { CenteredPage } from '../CenteredPage';
import { pageCopy } from '../copy';

export function LogoutPage() {
  const session = useSession();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void session.signOut();
  }, [session]);
  return (
    <CenteredPage>
      <Spin size="large" description={pageCopy.login.loggingOut}>
        <div role="status" style={{ width: 240, height: 120 }} aria-label={pageCopy.login.loggingOut} />
      </Spin>
    </CenteredPage>
  );
}
