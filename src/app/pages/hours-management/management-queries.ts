/**
 * The hub's reads, defined once for the route loader (which starts them with the page's code)
 * and the page: the account, its figures, the coupons customers can receive now, the quest in
 * progress and the rewards. Small on purpose: the router imports this module, not the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { startEarly } from '@/api/early-query';
import type { OperationKey } from '@/api/operations';
import { operationQuery, type ScreenArgs } from '@/api/data/queries';

export interface ManagementRead {
  readonly key: OperationKey;
  readonly args: ScreenArgs;
}

export function managementReads(account: string | undefined) {
  return {
    account: { key: 'business-account.getBusinessAccount', args: { account } },
    extra: { key: 'business-account.getBusinessAccountExtra', args: { account } },
    coupons: {
      key: 'coupon.listCouponBoxes',
      args: { account, query: { validity: 'AVAILABLE', page: 1, size: 1 } },
    },
    quest: { key: 'business-account.getQuestInProgress', args: { account } },
    rewards: { key: 'business-account.listQuestRewards', args: { account } },
  } satisfies Record<string, ManagementRead>;
}

/** The route's loader: every read goes out while the page's code downloads. */
export function prefetchManagement(queryClient: QueryClient, account: string | undefined): null {
  if (!account) return null;
  for (const read of Object.values(managementReads(account)))
    startEarly(queryClient, operationQuery(queryClient, read.key, read.args));
  return null;
}
