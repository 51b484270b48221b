/**
 * Which pickup screens need an account that joined the service, and where an account applies.
 * The onboarding screens (kickoff, terms, setup; spec 002 §2) are open to every account; they are
 * built by the onboarding issue, so the gate links to the kickoff only once that route exists.
 */
import { isConsoleRoute } from '@/config/console-route';

const ONBOARDING = /^\/profile\/:baId\/pickup\/(kickoff|terms|setup)(\/|$)/;

/** Route patterns the gate guards: every pickup route except the onboarding ones. */
export function isPickupMemberRoute(pattern: string | undefined): boolean {
  return Boolean(pattern?.startsWith('/profile/:baId/pickup/')) && !ONBOARDING.test(pattern ?? '');
}

/** The kickoff screen's address, or nothing while the console has no such screen (no link to a 404). */
export function pickupApplyHref(baId: string, exists: (address: string) => boolean = isConsoleRoute) {
  // Built by hand because the route table has no kickoff entry yet; use paths.* once it has.
  const address = `/profile/${encodeURIComponent(baId)}/pickup/kickoff`;
  return exists(address) ? address : undefined;
}
