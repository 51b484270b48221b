import type { BusinessAccount } from '@/api/business-accounts';
import { accountMachine } from '@/api/machines/account';
import { can } from '@/lib/machine';
import { messages } from '@/lib/messages';

/**
 * Why the account may not change data ("휴면 계정이라"), or nothing when it may: the account table's
 * `edit` (src/api/machines/account.ts; a dormant account is read-only).
 */
export function writeBlockOf(account: BusinessAccount): string | undefined {
  if (can(accountMachine, account, 'edit')) return undefined;
  return messages.access.blockedBecause[account.status as keyof typeof messages.access.blockedBecause];
}
