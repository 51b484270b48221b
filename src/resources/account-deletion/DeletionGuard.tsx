/**
 * What stands in front of both deletion screens: the user's account list (their role), and, when
 * this user may not delete this account now, why and what to do (BlockedDeletion).
 */
import type { Deletable } from '@/api/account-deletion';
import { useBusinessAccounts } from '@/api/business-accounts';
import { useCurrentAccount } from '@/api/current-account';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import type { ViewGuardProps } from '@/engine/resource/view-types';
import { useViewCall } from '@/engine/view/use-view-call';
import { BlockedDeletion } from './BlockedDeletion';
import { deletableCall, useDeletingAccount } from './deletion-calls';
import { deletionGate } from './deletion-rules';

export function DeletionGuard({ record, children }: ViewGuardProps) {
  const account = useCurrentAccount() ?? '';
  const accounts = useBusinessAccounts();
  const me = useDeletingAccount(account);
  const deletable = useViewCall(deletableCall);
  if (accounts.error) return <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  if (!accounts.data) return <LoadingState rows={6} />;
  const gate = deletionGate((record as Deletable).eligibility, me?.role);
  if (gate.kind !== 'allowed') return <BlockedDeletion gate={gate} account={account} onRecheck={deletable.retry} />;
  return <>{children}</>;
}
