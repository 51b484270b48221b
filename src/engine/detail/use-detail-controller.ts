/**
 * Everything a detail screen does, without markup: the record (its path bound from the account,
 * the route and the record id), its schema, the fields shown, its title and where its links go.
 * `DetailView` only renders what this returns.
 */
import { useNavigate, useSearchParams } from 'react-router';
import { payloadOf } from '@/api/envelope';
import { errorStatus } from '@/api/errors';
import { bindArgs, useBindings } from '../data/bindings';
import { useOperationQuery } from '@/api/data/queries';
import { useOperationDetail } from '../data/schemas';
import { isEmptyValue } from '../fields/display';
import { describeFields, fieldAt } from '../schema/describe-fields';
import type { FieldDescriptor } from '../schema/field';
import { payloadSchemaOf } from '../schema/operation-schemas';
import { listReturnHref } from '../list/list-return';
import { hrefOf, recordHref, type RouteValues } from '../resource/hrefs';
import { labelOf, valueAt } from '../resource/record';
import type { JsonSchema } from '@/api/operations';
import type { DetailDef, DetailFieldDef, ResourceDef } from '../resource/types';

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
  const query = useOperationQuery(def.op.key, bindArgs(def.op, bindings, id), {
    enabled: id !== undefined || def.document !== undefined,
  });
  // The list as the merchant left it (its tab, filters and page).
  const listHref = listReturnHref(hrefOf(resource.routes.list, params));

  const record = query.data === undefined ? undefined : payloadOf(query.data);
  const schema = payloadSchemaOf(detail.data) ?? {};
  const fields: DetailField[] =
    record === undefined
      ? []
      : (def.fields ? def.fields.flatMap((field) => declared(schema, field, record)) : describeFields(schema))
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
    title:
      def.document?.title ??
      labelOf(valueAt(record, 'name') ?? valueAt(record, 'title') ?? valueAt(record, 'nickname'), resource.label),
    description: record === undefined ? undefined : (def.document?.description?.(record) ?? undefined),
    links: record === undefined ? [] : detailLinks(def, params, record),
    editHref: resource.update && id ? recordHref(resource, 'edit', params, id) : undefined,
    /** After the record is deleted: back to its list. */
    onDeleted: () => {
      if (listHref) void navigate(listHref);
    },
  };
}

export type DetailController = ReturnType<typeof useDetailController>;

/** A field as the page shows it: its descriptor, and its own way of drawing when declared. */
export type DetailField = FieldDescriptor & Pick<DetailFieldDef, 'render' | 'note'>;

function declared(schema: JsonSchema, field: string | DetailFieldDef, record: unknown): DetailField[] {
  const def = typeof field === 'string' ? { field } : field;
  if (def.visible && !def.visible(record)) return [];
  const described = fieldAt(schema, def.field);
  if (!described) return [];
  return [
    {
      ...described,
      ...(def.title ? { title: def.title } : {}),
      ...(def.render ? { render: def.render } : {}),
      ...(def.note ? { note: def.note } : {}),
    },
  ];
}

function detailLinks(def: DetailDef, params: RouteValues, record: unknown) {
  return (def.links ?? [])
    .filter((link) => !link.visible || link.visible(record))
    .map((link) => ({ ...link, href: link.route.href(params, link.search?.(record)) }));
}
