/**
 * Which pickup screens need an account that joined the service, and where an account applies.
 * The onboarding screens (kickoff, terms, setup; spec 002 §2) are open to every account.
 */
import { paths } from '@/config/paths';

const ONBOARDING = /^\/profile\/:baId\/pickup\/(kickoff|terms|setup)(\/|$)/;

/** Route patterns the gate guards: every pickup route except the onboarding ones. */
export function isPickupMemberRoute(pattern: string | undefined): boolean {
  return Boolean(pattern?.startsWith('/profile/:baId/pickup/')) && !ONBOARDING.test(pattern ?? '');
}

/** The kickoff screen's address, where an account that has not joined applies. */
export function pickupApplyHref(baId: string): string {
  return paths.pickupArea.kickoff.href({ baId });
}
