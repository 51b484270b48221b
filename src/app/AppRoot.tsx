/**
 * The root route: runs the session (spec 000 §4) around every page, and in mock builds offers the
 * demo tools on every page once it is idle (the login page too, where "QR 스캔 흉내" signs a newcomer in), and on
 * the real backend of an alpha or development build the "API 불일치" badge. It also
 * loads the remote config at start and on its refresh interval (spec 000 §8), and holds the
 * console-wide dialogs (coupon re-issue).
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { ScrollRestoration, useLocation, useNavigate, type Location } from 'react-router';
import { takeEarly } from '@/api/early-query';
import { profileQuery } from '@/api/profile';
import { startFromNothing } from '@/api/data/session-reset';
import { useRemoteConfig } from '@/api/remote-config';
import { useAfterIdle } from '@/lib/use-after-idle';
import { useKeyboardScrollRegions } from '@/lib/use-keyboard-scroll-regions';
import { CouponReissueDialog } from './global-dialogs/CouponReissueDialog';
import { SessionProvider } from './session';
import { SessionOutlet } from './session/SessionOutlet';

// `import.meta.env` itself, so a build without the mock emits no chunk of the demo tools.
const DevPanel =
  import.meta.env.VITE_MOCK === 'true'
    ? lazy(() => import('@/mocks/ui/DevPanel').then((module) => ({ default: module.DevPanel })))
    : null;

/**
 * Alpha and development builds on the real backend: the "API 불일치 N" badge (components/drift). The
 * condition is `driftCheckBuild` spelled out: only a literal one drops the lazy file from a
 * production build (`npm run check:prod-drift`).
 */
const DriftBadge =
  (import.meta.env.DEV || import.meta.env.VITE_ENVIRONMENT !== 'production') && import.meta.env.VITE_MOCK !== 'true'
    ? lazy(() => import('@/components/drift/DriftBadge').then((module) => ({ default: module.DriftBadge })))
    : null;

/**
 * Scroll positions are kept per page, not per visit: a new page opens at its top (a list after its
 * form's save at the bottom), Back returns where the merchant was, and a list's filter or page
 * change (its query string) leaves the scroll where it is.
 */
const scrollKey = (location: Location) => location.pathname;

export function AppRoot() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // The session's first check takes the profile call the root route started (router.tsx).
  const services = useMemo(
    () => ({
      fetchProfile: () => takeEarly(queryClient, profileQuery()),
      startFromNothing: () => startFromNothing(queryClient),
    }),
    [queryClient],
  );
  // Tables wider than a phone scroll in their own box: such a box takes the focus when needed.
  useKeyboardScrollRegions();
  // The router's navigate itself, which is stable: a new function each draw gave every reader of
  // the session a new value.
  return (
    <SessionProvider navigate={navigate} location={location} services={services}>
      <SessionOutlet />
      <ScrollRestoration getKey={scrollKey} />
      <CouponReissueDialog />
      <RemoteConfig />
      {DriftBadge || DevPanel ? <DemoTools /> : null}
    </SessionProvider>
  );
}

/**
 * Remote config at start and on its interval (1 h unless served otherwise), app-wide: forms read
 * the same query through `useRemoteConfig` / `useLimits`. A part of its own, so its answers do not
 * draw the root, the session and every page's header again (issue 42).
 */
function RemoteConfig() {
  useRemoteConfig();
  return null;
}

/** The demo tools' code loads once the page's own code and first calls are under way. */
function DemoTools() {
  const idle = useAfterIdle();
  if (!idle) return null;
  return (
    <>
      {DriftBadge ? (
        <Suspense fallback={null}>
          <DriftBadge />
        </Suspense>
      ) : null}
      {DevPanel ? (
        <div className="demo-tools">
          <Suspense fallback={null}>
            <DevPanel />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
