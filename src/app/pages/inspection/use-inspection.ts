/**
 * What every inspection page reads: the account (its latest inspection), the saved request and
 * the account's registered business info, with the phase they add up to.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentAccount } from '@/api/current-account';
import { inspectionMachine } from '@/api/machines/inspection';
import { can } from '@/lib/machine';
import type { RouteDef } from '@/config/paths';
import { paths } from '@/config/paths';
import { accountDetailQuery, additionalInfoQuery, draftQuery } from '@/api/inspection-queries';
import { phaseOf, type StepSlug } from './inspection-rules';

export function useInspection() {
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const detail = useQuery(accountDetailQuery(queryClient, account));
  const draft = useQuery(draftQuery(queryClient, account));
  const info = useQuery(additionalInfoQuery(queryClient, account));
  const error = detail.error ?? draft.error ?? info.error;
  const ready = detail.data && draft.data && info.data;
  return {
    account,
    detail: detail.data,
    draft: draft.data,
    info: info.data,
    phase: ready ? phaseOf(detail.data.inspection, draft.data) : undefined,
    /** Whether the request may be changed now (the inspection machine's `edit`: not while reviewed). */
    editable: ready
      ? can(inspectionMachine, { latest: detail.data.inspection, draft: draft.data }, 'edit', 'merchant')
      : false,
    /** A failed read with nothing to show (a failed refresh keeps the page). */
    error: ready ? undefined : error,
    loading: !ready && !error,
    retry: () => {
      if (detail.error) void detail.refetch();
      if (draft.error) void draft.refetch();
      if (info.error) void info.refetch();
    },
  };
}

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
