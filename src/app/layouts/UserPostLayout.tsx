/**
 * Layout of the user-side post pages (/user/post/…, spec 001 §2): the same post screens as the
 * account's own, outside its layout. The account is the one the address names (`?baId`), else the
 * last one used; it must be one of the user's, and is then remembered so the pages' own links keep
 * it. The header stays, the account's navigation does not.
 */
import { Layout } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ResponseError } from '@/api/errors';
import { CurrentAccountProvider } from '@/api/current-account';
import { useBusinessAccounts } from '@/api/business-accounts';
import { currentBusinessAccountId, getStoredBusinessAccountId, storeBusinessAccountId } from '@/api/session';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { messages } from '@/lib/messages';
import { WriteAccessProvider } from '@/engine/access/write-access';
import { ShellHeader } from '../shell';
import { writeBlockOf } from '@/api/machines/account';

export function UserPostLayout() {
  const { search } = useLocation();
  const baId = currentBusinessAccountId(search, '');
  const accounts = useBusinessAccounts();
  const account = accounts.data?.find((candidate) => String(candidate.id) === baId);
  // Remembered once known to be the user's: the pages' own links (수정, back to the post) carry no
  // `?baId`, and the account must stay the same on them.
  const known = account !== undefined;
  useEffect(() => {
    if (known && baId && getStoredBusinessAccountId() !== baId) storeBusinessAccountId(baId);
  }, [known, baId]);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* The person menu names the person (issue 25), not the account the posts belong to. */}
      <ShellHeader />
      {/* A div, not antd's Layout.Content (a <main>): the main landmark is the one inside. */}
      <div style={{ flex: 'auto', padding: 24, maxWidth: 1024, width: '100%', margin: '0 auto' }}>
        <main>
          {!baId ? (
            <EmptyState
              text={messages.userPost.noAccount}
              action={<LinkButton to={paths.profiles.list.href({})}>{messages.userPost.chooseAccount}</LinkButton>}
            />
          ) : accounts.error ? (
            <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />
          ) : !accounts.data ? (
            <LoadingState />
          ) : !account ? (
            <ErrorState error={new ResponseError(403, null)} />
          ) : (
            <CurrentAccountProvider account={baId}>
              <WriteAccessProvider blockedBecause={writeBlockOf(account)}>
                <Outlet />
              </WriteAccessProvider>
            </CurrentAccountProvider>
          )}
        </main>
      </div>
    </Layout>
  );
}
