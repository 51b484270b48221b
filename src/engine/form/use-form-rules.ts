/**
 * A form's rules with its rule about the list's other rows (`AmongRowsDef`) folded in: the list is
 * read through the data layer (the same query as the list on screen when the form opens over it),
 * and the row being edited is left out. Until the list has answered only the form's own rules run;
 * the server checks again on save.
 */
import { useMemo } from 'react';
import { useOperationQuery } from '@/api/data/queries';
import { operationInfo } from '@/api/operations';
import { bindArgs, type Bindings } from '../data/bindings';
import { readPage } from '../data/paging';
import { idOf } from '../resource/record';
import type { FormDef, FormRules, ResourceDef } from '../resource/types';

export function useFormRules(
  form: FormDef,
  resource: ResourceDef | undefined,
  editing: unknown,
  bindings: Bindings,
): FormRules | undefined {
  const among = form.amongRows;
  const list = useOperationQuery(among?.op.key ?? form.op.key, among ? bindArgs(among.op, bindings) : {}, {
    enabled: among !== undefined,
  });
  const own = form.rules;
  return useMemo(() => {
    if (!among || list.data === undefined) return own;
    const rows = readPage(operationInfo(among.op.key).paging, list.data).items;
    const self = editing !== undefined && resource ? idOf(resource, editing) : undefined;
    const others = self === undefined || !resource ? rows : rows.filter((row) => idOf(resource, row) !== self);
    return (formData) => [...(own?.(formData) ?? []), ...among.issues(formData, others)];
  }, [among, list.data, own, editing, resource]);
}
