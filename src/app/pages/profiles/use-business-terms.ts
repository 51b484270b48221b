import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '@/api/clients';

const TERMS_KEY = ['auth', 'listBusinessUserTerms'] as const;

/** The business terms and whether each latest version is agreed (GET /api/v2/terms/business_users). */
export function useBusinessTerms() {
  return useQuery({
    queryKey: TERMS_KEY,
    queryFn: async () => {
      const { data } = await client('auth').GET('/api/v2/terms/business_users');
      return data?.data.termsLineList ?? [];
    },
  });
}

export type TermsLine = NonNullable<ReturnType<typeof useBusinessTerms>['data']>[number];

/** Required lines not agreed at their latest version. */
export function missingRequired(lines: readonly TermsLine[]): TermsLine[] {
  return lines.filter((line) => line.required && !line.agreed);
}

/** Agrees to the given lines at their latest version (PUT /api/v1/terms/business_users). */
export function useAgreeTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: readonly TermsLine[]) => {
      await client('auth').PUT('/api/v1/terms/business_users', {
        body: { agreedTermsLineList: lines.map((line) => ({ type: line.type, version: line.version })) },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TERMS_KEY }),
  });
}
