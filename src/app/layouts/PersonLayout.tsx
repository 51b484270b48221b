/**
 * The engine's screens of the signed-in person rather than of an account (notices, notifications,
 * the account choice): under the header, a centred column, with the person's feature flags.
 */
import { Outlet } from 'react-router';
import { FeatureFlagsContext } from '@/engine/access/feature-flags';
import { useSession } from '../session/session-context';

export function PersonLayout() {
  const session = useSession();
  return (
    <FeatureFlagsContext.Provider value={session.featureFlags}>
      <main style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
        <Outlet />
      </main>
    </FeatureFlagsContext.Provider>
  );
}
