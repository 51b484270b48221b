/**
 * Everything a detail screen does, without markup: the record (its path bound from the account,
 * the route and the record id), its schema, the fields shown, its title and where its links go.
 * `DetailView` only renders what this returns.
 */
import { useNavigate, useSearchParams } from 'react-router';
import { payloadOf } from '@/api/envelope';
import { errorStatus } from '@/api/errors';
import { bindArgs, useBindings } from '../data/bindings';
import { useOperationQuery } from '../data/queries';
import { useOperationDetail } from '../data/schemas';
import { isEmptyValue } from '../fields/display';
import { describeFields, fieldAt } from '../schema/describe-fields';
import type { FieldDescriptor } from '../schema/field';
import { payloadSchemaOf } from '../schema/operation-schemas';
import { listReturnHref } from '../list/list-return';
import { hrefOf, recordHref } from '../resource/hrefs';
import { labelOf, valueAt } from '../resource/record';
import type { DetailDef, ResourceDef } from '../resource/types';

export function useDetailController(resource: ResourceDef) {
  const def = resource.detail as DetailDef;
  const bindings = useBindings();
  const navigate = useNavigate();
  const params = bindings.route;
  const [search] = useSearchParams();
  const id = resource.routeParam
    ? params[resource.routeParam]
    : resource.recordQueryParam
      ? (search.get(resource.recordQueryParam) ?? undefined)
      : undefined;
  const detail = useOperationDetail(def.op.key);
  const query = useOperationQuery(def.op.key, bindArgs(def.op, bindings, id), { enabled: id !== undefined });
  // The list as the merchant left it (its tab, filters and page).
  const listHref = listReturnHref(hrefOf(resource.routes.list, params));

  const record = query.data === undefined ? undefined : payloadOf(query.data);
  const schema = payloadSchemaOf(detail.data) ?? {};
  const fields: FieldDescriptor[] =
    record === undefined
      ? []
      : (def.fields
          ? def.fields.map((path) => fieldAt(schema, path)).filter((field) => field !== undefined)
          : describeFields(schema)
        )
          // A field that applies under a condition only (a coupon's 할인율) is left out where it does not.
          .filter((field) => !field.conditional || !isEmptyValue(valueAt(record, field.path)));

  return {
    def,
    id,
    listHref,
    error: query.error ?? detail.error,
    retry: () => void (query.error ? query.refetch() : detail.refetch()),
    loading: query.isLoading || detail.isLoading || record === undefined,
    /** The record is gone, or the address names none (`?code=` left out). */
    gone: id === undefined || id === '' || errorStatus(query.error) === 404,
    record,
    fields,
    title: labelOf(valueAt(record, 'name') ?? valueAt(record, 'title') ?? valueAt(record, 'nickname'), resource.label),
    editHref: resource.update && id ? recordHref(resource, 'edit', params, id) : undefined,
    /** After the record is deleted: back to its list. */
    onDeleted: () => {
      if (listHref) void navigate(listHref);
    },
  };
}

export type DetailController = ReturnType<typeof useDetailController>;
