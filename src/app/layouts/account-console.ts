/**
 * What an account's console offers, decided once from what the account has (issue 25): its status
 * (from the account list), whether it has a commerce store (the store's own answer) and its pickup
 * membership (the pickup service's own answer). The side navigation, the store and pickup gates and
 * the account banner all read this one answer, so a screen never offers what the account lacks.
 */
import type { BusinessAccount } from '@/api/business-accounts';
import type { PickupOnboardingStatus } from '@/api/pickup-membership';

export interface AccountFacts {
  readonly status: BusinessAccount['status'];
  /** Whether the account has a commerce store; undefined until the store service answers. */
  readonly hasStore: boolean | undefined;
  /** The pickup onboarding status; undefined until the pickup service answers. */
  readonly pickup: PickupOnboardingStatus | undefined;
}

export interface AccountConsole {
  /** full: 스토어 홈, 상품, 주문, 정산; open: one 스토어 열기 entry; unknown: the store home alone. */
  readonly store: 'full' | 'open' | 'unknown';
  /** member: the pickup screens; apply: 입점 신청; progress: 입점 진행 상황 (under review, rejected). */
  readonly pickup: 'member' | 'apply' | 'progress' | 'unknown';
  /** A dormant account can look but not change; its way back is the customer center. */
  readonly dormant: boolean;
  /** A deleted account has no console: its addresses explain that it was deleted. */
  readonly deleted: boolean;
}

export function accountConsoleOf(facts: AccountFacts): AccountConsole {
  return {
    store: facts.hasStore === undefined ? 'unknown' : facts.hasStore ? 'full' : 'open',
    pickup:
      facts.pickup === undefined
        ? 'unknown'
        : facts.pickup === 'APPROVED'
          ? 'member'
          : facts.pickup === 'NOT_SUBMITTED'
            ? 'apply'
            : 'progress',
    dormant: facts.status === 'DORMANT',
    deleted: facts.status === 'DESTROYED',
  };
}

/** The accounts a chooser offers to work in: deleted ones are not among them. */
export function activeAccounts<T extends Pick<BusinessAccount, 'status'>>(accounts: readonly T[]): T[] {
  return accounts.filter((account) => account.status !== 'DESTROYED');
}
