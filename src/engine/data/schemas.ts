/** Operation schemas for the screens, loaded lazily once (they never change while running). */
import { useQuery } from '@tanstack/react-query';
import { getFormSchema, getOperationDetail, type AnyOperationKey } from '@/api/operations';

const forever = { staleTime: Infinity, gcTime: Infinity } as const;

export const operationDetailQuery = (key: AnyOperationKey) => ({
  queryKey: ['schema', 'operation', key],
  queryFn: () => getOperationDetail(key),
  ...forever,
});

export const formSchemaQuery = (key: AnyOperationKey) => ({
  queryKey: ['schema', 'form', key],
  queryFn: () => getFormSchema(key),
  ...forever,
});

export function useOperationDetail(key: AnyOperationKey | undefined) {
  return useQuery({ ...operationDetailQuery(key!), enabled: key !== undefined });
}

export function useFormSchema(key: AnyOperationKey | undefined) {
  return useQuery({ ...formSchemaQuery(key!), enabled: key !== undefined });
}
