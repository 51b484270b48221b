/**
 * Choices for a reference field (`x-ref: pickup.menuOption`): the referenced resource's list,
 * as `{value, label}` pairs, through the operation and fields its schema declares in `x-refs`.
 */
import { useMemo } from 'react';
import { operationInfo, refs, type OperationKey, type RefKey } from '@/api/operations';
import { readPage } from '../data/paging';
import { useOperationQuery } from '@/api/data/queries';

export interface ReferenceOption {
  readonly value: string | number;
  readonly label: string;
}

export function useReferenceOptions(ref: RefKey | undefined) {
  const target = ref ? refs[ref] : undefined;
  const key = (target ? `${target.service}.${target.operationId}` : 'config.getRemoteConfig') as OperationKey;
  const query = useOperationQuery(key, {}, { enabled: Boolean(target) });
  const options = useMemo<ReferenceOption[]>(() => {
    if (!target || query.data === undefined) return [];
    const { items } = readPage(operationInfo(key).paging, query.data);
    return items.map((item) => {
      const record = item as Record<string, unknown>;
      return {
        value: record[target.value] as string | number,
        label: String(record[target.label] ?? record[target.value]),
      };
    });
  }, [key, query.data, target]);
  return { options, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
