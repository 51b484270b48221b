/** The addresses of the inspection's pages; what they read is `useInspection` (api/inspection-queries.ts). */
import type { RouteDef } from '@/config/paths';
import { paths } from '@/config/paths';
import type { StepSlug } from './inspection-rules';

const STEP_ROUTES: Readonly<Record<StepSlug | 'complete' | 'status', RouteDef<`/profile/:baId/${string}`>>> = {
  status: paths.inspection.status,
  'bizprofile-info': paths.inspection.bizprofileInfo,
  'business-number': paths.inspection.businessNumber,
  'business-info': paths.inspection.businessInfo,
  'business-registration-image': paths.inspection.businessRegistrationImage,
  'mail-order-sale-registration-number': paths.inspection.mailOrderSaleRegistrationNumber,
  dynamic: paths.inspection.dynamic,
  complete: paths.inspection.complete,
};

/** The address of a step, the review page or the status page of an account. */
export function inspectionHref(baId: string | undefined, where: StepSlug | 'complete' | 'status'): string {
  return STEP_ROUTES[where].href({ baId: baId ?? '' });
}
