/**
 * "본인 인증 상태": puts one of the demo user's business accounts into a KYC state (spec 000 §3
 * status reasons), so a newcomer can see every state of `/kyc/auth-verification` and the account
 * notices — and, after 본인 인증하기, play the provider by setting 완료 or 확인 중.
 */
import { reconcileSignInList } from '../services/business-account/sign-in-list';
import type { Schemas } from '../services/business-account/state';
import type { MockRuntime } from '../runtime';

type Reason = Schemas['BusinessAccountStatusReason'];

export const DEMO_KYC_CHOICES = [
  { value: 'DONE', label: '완료' },
  { value: 'KYC_REQUIRED', label: '본인 확인 필요' },
  { value: 'KYC_IMMINENT', label: '본인 확인 기한 임박' },
  { value: 'KYC_PENDING', label: '본인 확인 중' },
  { value: 'KYC_REJECTED', label: '본인 확인 반려' },
] as const satisfies readonly { value: Reason | 'DONE'; label: string }[];

export type DemoKycChoice = (typeof DEMO_KYC_CHOICES)[number]['value'];

const KYC_REASONS: readonly Reason[] = ['KYC_REQUIRED', 'KYC_IMMINENT', 'KYC_PENDING', 'KYC_REJECTED'];

/** The account's current KYC reason, or DONE. */
export function demoKycOf(runtime: Pick<MockRuntime, 'db'>, accountId: number): DemoKycChoice {
  const account = runtime.db.state.businessAccount.accounts.find((row) => row.id === accountId);
  const reason = account?.statusReasons.find((candidate) => KYC_REASONS.includes(candidate));
  return (reason as DemoKycChoice | undefined) ?? 'DONE';
}

/** Replaces the account's KYC reason (none for DONE); false when the account does not exist. */
export function setDemoKyc(runtime: Pick<MockRuntime, 'db'>, accountId: number, choice: DemoKycChoice): boolean {
  const { state } = runtime.db;
  const account = state.businessAccount.accounts.find((row) => row.id === accountId);
  if (!account) return false;
  account.statusReasons = account.statusReasons.filter((reason) => !KYC_REASONS.includes(reason));
  if (choice !== 'DONE') account.statusReasons.push(choice);
  reconcileSignInList(state);
  runtime.db.persist();
  return true;
}
