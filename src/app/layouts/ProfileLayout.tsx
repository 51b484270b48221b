/**
 * Layout of /profile/{baId}/…: the shared header, the business-account switcher and navigation on
 * the side (in a drawer on a tablet or a phone), and the page (once the account is known to be one
 * of the user's). An address whose account id cannot be one (`/profile/create` before onboarding
 * exists) is not found. The page belongs to its account: switching accounts mounts a new one.
 */
import { Layout } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { ACCOUNT_ID, CurrentAccountProvider } from '@/api/current-account';
import { getStoredBusinessAccountId, storeBusinessAccountId } from '@/api/session';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { useBusinessAccounts } from '@/api/business-accounts';
import { ShellHeader } from '../shell';
import { HeaderTopLinks } from '../shell/HeaderTopLinks';
import { headerLinks } from '@/config/external-links';
import { env } from '@/config/env';
import { WriteAccessProvider } from '@/engine/access/write-access';
import { AccountNotice } from './AccountNotice';
import { AccountUnavailable } from './AccountUnavailable';
import { RoleGate } from './RoleGate';
import { activeAccounts } from './account-console';
import { useAccountConsole } from './use-account-console';
import { AccountSwitcher } from './AccountSwitcher';
import { SideNav } from './navigation';
import { CONTENT_ID, SkipLink } from '@/components/navigation/SkipLink';
import { writeBlockOf } from '@/api/machines/account';
import { NavDrawer, NavMenuButton, useNavDrawer } from './NavDrawer';
import { useCompactShell } from './use-compact-shell';
import { usePageAnswered } from './use-page-answered';

// antd's Result (with its artwork) is only downloaded when an address is unknown.
const NotFound = lazy(() => import('../NotFound').then((module) => ({ default: module.NotFound })));

export function ProfileLayout() {
  const { baId = '' } = useParams();
  if (ACCOUNT_ID.test(baId)) return <AccountLayout baId={baId} />;
  return (
    <Suspense fallback={<LoadingState />}>
      <NotFound />
    </Suspense>
  );
}

function AccountLayout({ baId }: { readonly baId: string }) {
  const accounts = useBusinessAccounts();
  const account = accounts.data?.find((candidate) => String(candidate.id) === baId);
  // Remembered for the next visit (the home redirect, pages outside any account); the pages below
  // get the account from the route through the context, never from storage.
  const known = account !== undefined;
  useEffect(() => {
    if (known && getStoredBusinessAccountId() !== baId) storeBusinessAccountId(baId);
  }, [known, baId]);

  // Below antd's lg breakpoint the side navigation (with the account switcher) is a drawer.
  const compact = useCompactShell();
  // The header's buttons and the side navigation are drawn once the page's first reads are answered;
  // the store read behind the navigation starts then too (or when the drawer is opened before).
  const answered = usePageAnswered();
  const drawer = useNavDrawer();
  const { features, settled } = useAccountConsole(account, baId, answered || drawer.open);
  const navigation = (
    <>
      {accounts.data ? (
        <div style={{ padding: '16px 12px 0' }}>
          <AccountSwitcher accounts={activeAccounts(accounts.data)} baId={baId} />
        </div>
      ) : null}
      {/* Drawn once what the account has is known: no entry appears, moves or goes afterwards. */}
      {account && settled && !features.deleted ? <SideNav baId={baId} features={features} role={account.role} /> : null}
      {compact ? (
        <div className="shell-drawer-links">
          <HeaderTopLinks active="profile" advertisingUrl={headerLinks(env).advertising} />
        </div>
      ) : null}
    </>
  );

  return (
    <CurrentAccountProvider account={baId}>
      <Layout style={{ minHeight: '100vh' }}>
        <SkipLink />
        {/* The person menu names the person (issue 25): the account's name is the switcher's, beside. */}
        <ShellHeader
          menu={compact ? <NavMenuButton open={drawer.open} onOpen={drawer.show} /> : undefined}
          buttonsLater={!answered}
        />
        <Layout>
          {compact ? (
            <NavDrawer open={drawer.open} onClose={drawer.hide} preload={answered}>
              {navigation}
            </NavDrawer>
          ) : (
            <Layout.Sider width={220} theme="light" style={{ borderRight: '1px solid #eee' }}>
              {answered ? navigation : null}
            </Layout.Sider>
          )}
          {/* antd's Layout.Content is a <main>: the page's one main landmark is the one inside. */}
          <div className="profile-content">
            <main id={CONTENT_ID} tabIndex={-1}>
              {accounts.error && !accounts.data ? (
                <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />
              ) : !accounts.data ? (
                <LoadingState />
              ) : !account || features.deleted ? (
                <AccountUnavailable deleted={account !== undefined} />
              ) : (
                <>
                  <AccountNotice account={account} />
                  <WriteAccessProvider blockedBecause={writeBlockOf(account)} role={account.role}>
                    <RoleGate role={account.role} baId={baId}>
                      {/* Keyed by the account: a switch (after the unsaved-changes question) starts the
                          page afresh, so nothing typed, selected or opened for one account shows in another. */}
                      <Outlet key={baId} />
                    </RoleGate>
                  </WriteAccessProvider>
                </>
              )}
            </main>
          </div>
        </Layout>
      </Layout>
    </CurrentAccountProvider>
  );
}
