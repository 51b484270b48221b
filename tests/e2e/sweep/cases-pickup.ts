/** Sweep cases of the pickup routes built in the pickup area (settlement, onboarding, origin and nutrition). */
import type { RouteCase } from './cases';

export const PICKUP_ROUTE_CASES: Readonly<Record<string, RouteCase>> = {
  '/profile/:baId/pickup/settlement': {
    heading: '픽업 정산',
    mainAction: { role: 'button', name: /입금 상세$/, then: { dialog: /입금 상세/ } },
  },
};
