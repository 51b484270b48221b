/**
 * Minimal layout for /profile/{baId}/… until the shell (sign-in, header, notifications) lands:
 * product name, business-account switcher, navigation, and the mock dev panel in demo builds.
 */
import { Flex, Layout } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, Outlet, useParams } from 'react-router';
import { ResponseError } from '@/api/errors';
import { getStoredBusinessAccountId, storeBusinessAccountId } from '@/api/session';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { messages } from '@/lib/messages';
import { useBusinessAccounts } from '@/api/business-accounts';
import { AccountNotice } from './AccountNotice';
import { AccountSwitcher } from './AccountSwitcher';
import { SideNav } from './navigation';

const DevPanel = env.mock
  ? lazy(() => import('@/mocks/ui/DevPanel').then((module) => ({ default: module.DevPanel })))
  : null;

export function ProfileLayout() {
  const { baId = '' } = useParams();
  const accounts = useBusinessAccounts();
  // The Account-Id header reads the stored id; store it before the page below renders and calls.
  if (baId && getStoredBusinessAccountId() !== baId) storeBusinessAccountId(baId);
  const account = accounts.data?.find((candidate) => String(candidate.id) === baId);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: '#fff',
          borderBottom: '1px solid #eee',
          height: '3.5rem',
          lineHeight: '3.5rem',
          padding: '0 24px',
        }}
      >
        <Flex justify="space-between" align="center" style={{ height: '100%' }}>
          <Link to={paths.home.href({})} style={{ color: 'inherit' }}>
            <strong style={{ fontSize: 17, color: '#ff6f0f' }}>{messages.pageTitle}</strong>
          </Link>
          <Flex gap={12} align="center">
            {DevPanel ? (
              <Suspense fallback={null}>
                <DevPanel />
              </Suspense>
            ) : null}
            {accounts.data ? <AccountSwitcher accounts={accounts.data} baId={baId} /> : null}
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={220} theme="light" style={{ borderRight: '1px solid #eee' }}>
          <SideNav baId={baId} />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24, maxWidth: 1280 }}>
          <main>
            {accounts.error ? (
              <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />
            ) : !accounts.data ? (
              <LoadingState />
            ) : !account ? (
              <ErrorState error={new ResponseError(403, null)} />
            ) : (
              <>
                <AccountNotice account={account} />
                <Outlet />
              </>
            )}
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
