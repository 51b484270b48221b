/** The calls both deletion screens read beside the eligibility, and the account being deleted. */
import type { BusinessAccount } from '@/api/business-accounts';
import { useBusinessAccounts } from '@/api/business-accounts';
import { callOf } from '@/engine/resource/define-view';

export const deletableCall = callOf('business-account', '/api/v2/business_accounts/{id}/deletable');

export const deleteReasonsCall = callOf('business-account', '/api/v2/business_accounts/extra/deleted_reason');

/** The account being deleted, as the user’s account list shows it (its name and the user’s role). */
export function useDeletingAccount(account: string | undefined): BusinessAccount | undefined {
  return useBusinessAccounts().data?.find((item) => String(item.id) === account);
}
