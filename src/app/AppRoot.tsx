/**
 * The root route: runs the session (spec 000 §4) around every page, and in mock builds offers the
 * demo tools on every page once it is idle (the login page too, where "QR 스캔 흉내" signs a newcomer in). It also
 * loads the remote config at start and on its refresh interval (spec 000 §8), and holds the
 * console-wide dialogs (coupon re-issue).
 */
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useRemoteConfig } from '@/api/remote-config';
import { env } from '@/config/env';
import { useAfterIdle } from '@/lib/use-after-idle';
import { CouponReissueDialog } from './global-dialogs/CouponReissueDialog';
import { SessionProvider } from './session';

const DevPanel = env.mock
  ? lazy(() => import('@/mocks/ui/DevPanel').then((module) => ({ default: module.DevPanel })))
  : null;

export function AppRoot() {
  const navigate = useNavigate();
  const location = useLocation();
  // Remote config at start and on its interval (1 h unless served otherwise), app-wide: forms
  // read the same query through `useRemoteConfig` / `useLimits`.
  useRemoteConfig();
  // The demo tools' code loads once the page's own code and first calls are under way.
  const showDemoTools = useAfterIdle();
  return (
    <SessionProvider navigate={(to, options) => void navigate(to, options)} location={location}>
      <Outlet />
      <CouponReissueDialog />
      {DevPanel && showDemoTools ? (
        <div className="demo-tools">
          <Suspense fallback={null}>
            <DevPanel />
          </Suspense>
        </div>
      ) : null}
    </SessionProvider>
  );
}
