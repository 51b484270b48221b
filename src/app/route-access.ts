/**
 * What each hand-written page needs to show its content (issue 39), in one table: the engine
 * declares its own routes from its resources (engine/routes.tsx). A role that may not make a
 * page's call sees the route's refusal, and the navigation does not offer the page.
 */
import { paths, type RouteDef } from '@/config/paths';
import { declareRouteAccess, type RouteAccess } from '@/engine/access/route-access';

const { status: inspectionStatus, ...inspectionSteps } = paths.inspection;
const catalog = paths.commerceCatalog;

const HAND_WRITTEN: readonly (readonly [readonly RouteDef[], RouteAccess])[] = [
  [
    [paths.pickupArea.settlement, paths.commerceOrders.settlement, paths.commerceOrders.deposit],
    { needs: ['finance.getSettlementReport'], what: '정산', seeing: true },
  ],
  [
    [paths.pickupArea.kickoff, paths.pickupArea.terms, paths.pickupArea.setup, paths.pickupArea.setupComplete],
    { needs: ['pickup.createPickupStore'], what: '픽업 입점 신청', seeing: false },
  ],
  [
    [catalog.requestChecklist, catalog.requestTerms, catalog.requestSettlement, catalog.requestSuccess],
    { needs: ['commerce.CreateStoreRequest'], what: '스토어 입점 신청', seeing: false },
  ],
  [
    [inspectionStatus],
    { needs: ['business-account.getBusinessAccountAdditionalInformation'], what: '사업자 검수', seeing: true },
  ],
  [
    Object.values(inspectionSteps),
    { needs: ['business-account.createInspection'], what: '사업자 검수 요청', seeing: false },
  ],
  [
    [paths.info.registerExtra],
    { needs: ['business-account.partiallyUpdateBusinessAccount'], what: '계정 정보 입력', seeing: false },
  ],
];

export function declareHandWrittenAccess(): void {
  for (const [routes, access] of HAND_WRITTEN) for (const route of routes) declareRouteAccess(route.pattern, access);
}
