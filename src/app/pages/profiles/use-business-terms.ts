import { payloadOf } from '@/api/envelope';
import type { PayloadOf } from '@/api/operation-types';
import type { ServicePaths } from '@/api/operations';
import { useOperationMutation, useOperationQuery } from '@/api/data/queries';

type Terms = PayloadOf<ServicePaths['auth']['/api/v2/terms/business_users']['get']>;
export type TermsLine = Terms['termsLineList'][number];

/** The business terms and whether each latest version is agreed (GET /api/v2/terms/business_users). */
export function useBusinessTerms() {
  const query = useOperationQuery('auth.listBusinessUserTerms');
  return { ...query, data: query.data === undefined ? undefined : payloadOf<Terms>(query.data).termsLineList };
}

/** Required lines not agreed at their latest version. */
export function missingRequired(lines: readonly TermsLine[]): TermsLine[] {
  return lines.filter((line) => line.required && !line.agreed);
}

/** Agrees to the given lines at their latest version (PUT /api/v1/terms/business_users). */
export function useAgreeTerms() {
  const mutation = useOperationMutation('auth.agreeBusinessUserTerms');
  const agreed = (lines: readonly TermsLine[]) => ({
    agreedTermsLineList: lines.map((line) => ({ type: line.type, version: line.version })),
  });
  return { ...mutation, mutate: (lines: readonly TermsLine[]) => mutation.mutate({ body: agreed(lines) }) };
}
