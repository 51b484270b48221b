/**
 * The owner's identity verification (KYC) state of a business account, read from its status
 * reasons (spec 000 §3), and the address of the verification provider outside the console.
 */
import type { BusinessAccount } from '@/api/business-accounts';
import type { Environment } from '@/config/env';

export type KycState = 'rejected' | 'imminent' | 'required' | 'pending' | 'done';

/** The most urgent reason wins when an account carries more than one. */
const BY_URGENCY: readonly (readonly [BusinessAccount['statusReasons'][number], KycState])[] = [
  ['KYC_REJECTED', 'rejected'],
  ['KYC_IMMINENT', 'imminent'],
  ['KYC_REQUIRED', 'required'],
  ['KYC_PENDING', 'pending'],
];

export function kycStateOf(account: Pick<BusinessAccount, 'statusReasons'>): KycState {
  return BY_URGENCY.find(([reason]) => account.statusReasons.includes(reason))?.[1] ?? 'done';
}

/** Whether the owner still has to (re)do the verification. */
export function needsVerification(state: KycState): boolean {
  return state === 'rejected' || state === 'imminent' || state === 'required';
}

const KYC_HOSTS: Readonly<Record<Environment, string>> = {
  production: 'https://kyc.dongnemarket.com',
  alpha: 'https://kyc.alpha.dongnemarket.com',
};

/** The provider's verification page for one account (not a console route, so not in `paths`). */
export function kycVerifyUrl(environment: Environment, baId: number): string {
  const url = new URL('/verify', KYC_HOSTS[environment]);
  url.searchParams.set('baId', String(baId));
  return url.toString();
}
