import type { BusinessAccount } from '@/api/business-accounts';
import { messages } from '@/lib/messages';

/** Why the account may not change data ("휴면 계정이라"), or nothing when it may (ACTIVE). */
export function writeBlockOf(account: BusinessAccount): string | undefined {
  return account.status === 'ACTIVE' ? undefined : messages.access.blockedBecause[account.status];
}
