/** Operation schemas for the screens, loaded lazily once (they never change while running). */
import { useQuery } from '@tanstack/react-query';
import { getFormSchema, getOperationDetail, type OperationKey } from '@/api/operations';

export function useOperationDetail(key: OperationKey | undefined) {
  return useQuery({
    queryKey: ['schema', 'operation', key],
    queryFn: () => getOperationDetail(key!),
    enabled: key !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useFormSchema(key: OperationKey | undefined) {
  return useQuery({
    queryKey: ['schema', 'form', key],
    queryFn: () => getFormSchema(key!),
    enabled: key !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
