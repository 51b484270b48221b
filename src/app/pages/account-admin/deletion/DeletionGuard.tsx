/**
 * What both deletion pages show before their own content: the reads' loading and error states,
 * and, when this user may not delete this account now, why (BlockedDeletion). Otherwise `children`
 * gets the reasons and the account as the user's list shows it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DeleteReason } from '@/api/account-deletion';
import { useBusinessAccounts, type BusinessAccount } from '@/api/business-accounts';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { BlockedDeletion } from './BlockedDeletion';
import { deletableQuery, deleteReasonsQuery } from './deletion-queries';
import { deletionGate } from './deletion-rules';

/** The account being deleted, as the user’s account list shows it (its name and the user’s role). */
export function useDeletingAccount(account: string): BusinessAccount | undefined {
  return useBusinessAccounts().data?.find((item) => String(item.id) === account);
}

export function DeletionGuard({
  account,
  children,
}: {
  readonly account: string;
  readonly children: (reasons: readonly DeleteReason[], me: BusinessAccount | undefined) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const deletable = useQuery(deletableQuery(queryClient, account));
  const reasons = useQuery(deleteReasonsQuery(queryClient));
  const accounts = useBusinessAccounts();
  const me = useDeletingAccount(account);

  const error = deletable.error ?? reasons.error ?? accounts.error;
  if (error)
    return (
      <ErrorState
        error={error}
        onRetry={() => {
          if (deletable.error) void deletable.refetch();
          if (reasons.error) void reasons.refetch();
          if (accounts.error) void accounts.refetch();
        }}
      />
    );
  if (!deletable.data || !reasons.data || !accounts.data) return <LoadingState rows={6} />;
  const gate = deletionGate(deletable.data.eligibility, me?.role);
  if (gate.kind !== 'allowed')
    return <BlockedDeletion gate={gate} account={account} onRecheck={() => void deletable.refetch()} />;
  return <>{children(reasons.data, me)}</>;
}
