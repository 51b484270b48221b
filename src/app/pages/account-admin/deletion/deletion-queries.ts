/** The deletion pages' reads (the engine's queries, so a loader and the page share them). */
import type { QueryClient } from '@tanstack/react-query';
import type { Deletable, DeleteReason } from '@/api/account-deletion';
import { startEarly } from '@/api/early-query';
import { payloadOf } from '@/api/envelope';
import { operationQuery } from '@/api/data/queries';

type Account = string | undefined;

export const deletableQuery = (queryClient: QueryClient, account: Account) => ({
  ...operationQuery(queryClient, 'business-account.getBusinessAccountDeletable', { account }),
  select: (body: unknown) => payloadOf<Deletable>(body),
});

export const deleteReasonsQuery = (queryClient: QueryClient) => ({
  ...operationQuery(queryClient, 'business-account.listDeleteReasons', {}),
  select: (body: unknown) =>
    [...payloadOf<{ items: DeleteReason[] }>(body).items].sort((a, b) => a.displayOrder - b.displayOrder),
});

export function prefetchDeletion(queryClient: QueryClient, account: Account): null {
  startEarly(queryClient, deletableQuery(queryClient, account));
  startEarly(queryClient, deleteReasonsQuery(queryClient));
  return null;
}
