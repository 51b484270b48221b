/**
 * `defineResource` turns a short, typed description of a resource into the runtime definition the
 * generic list, detail and form screens render. Operations are named by method and path of the
 * service's generated `paths`: an unknown path, a column that is not a field, a filter that is not
 * a query parameter or a body of the wrong shape does not compile.
 *
 * @example
 * export const couponResource = defineResource('coupon', (r) => ({
 *   name: 'coupon',
 *   label: '쿠폰',
 *   routes: { list: paths.coupon.list, create: paths.coupon.create },
 *   list: r.list('get', '/api/v1/coupon_boxes', { columns: ['name', 'validity'] }),
 *   create: r.create('post', '/api/v1/coupon_boxes'),
 * }));
 */
import { operationKeyOf, operationInfo, type ServiceName } from '@/api/operations';
import type {
  ActionDef,
  ColumnDef,
  ConfirmDef,
  DetailDef,
  FormDef,
  ListDef,
  MutationActionDef,
  OperationRef,
  RelatedDef,
  ReorderDef,
  RemoveDef,
  ResourceDef,
  ResourceRoutes,
  SelectActionDef,
} from './types';
import type { BodyOf, FieldPath, ListItemOf, Method, OperationAt, PathWith, PayloadOf, QueryOf } from './typing';

/** A column: a field path of the row, or the path with display options. */
export type ColumnInput<Row> =
  | FieldPath<Row>
  | (Omit<ColumnDef, 'field' | 'render'> & {
      field: FieldPath<Row>;
      render?: (value: unknown, row: Row) => React.ReactNode;
    });

export interface MutationActionInput<Row, Body> {
  /** Button text. */
  label: string;
  /** Request body: a value or a function of the row. */
  body?: Body | ((row: Row) => Body);
  /** Show the action only for rows where this is true. */
  visible?: (row: Row) => boolean;
  /** Ask before running (dialog with its own error state). */
  confirm?: ConfirmDef;
  /** Toast after success (defaults to a generic "done" text). */
  successToast?: string;
  danger?: boolean;
}

export interface SelectActionInput<Row, Body> {
  kind: 'select';
  label: string;
  /** The enum field of the body the user picks a value of. */
  field: keyof Body & string;
  /** The row's current value of that field. */
  current: (row: Row) => Body[keyof Body & string];
  successToast?: string;
  /** On a list: show the picker in a column of its own, titled by the label. */
  column?: boolean;
  /** A line under the picker when the row needs one (e.g. why a menu on sale is not seen). */
  note?: (row: Row) => string | undefined;
}

export interface ActionFactory<S extends ServiceName, Row> {
  <M extends Method, P extends PathWith<S, M>>(
    method: M,
    path: P,
    input:
      MutationActionInput<Row, BodyOf<OperationAt<S, M, P>>> | SelectActionInput<Row, BodyOf<OperationAt<S, M, P>>>,
  ): ActionDef;
}

export interface ReorderFactory<S extends ServiceName, Row> {
  <M extends Method, P extends PathWith<S, M>>(
    method: M,
    path: P,
    body: (rows: Row[]) => BodyOf<OperationAt<S, M, P>>,
  ): ReorderDef;
}

export interface ListInput<S extends ServiceName, Row, Query> {
  /** Page heading; defaults to the resource label. */
  title?: string;
  columns: ColumnInput<Row>[];
  /** Query parameters offered as filters. */
  filters?: (keyof Query & string)[];
  /** Query parameter that takes `field,asc|desc`. */
  sortParam?: keyof Query & string;
  /** Query values always sent. */
  fixedQuery?: Partial<Query>;
  rowActions?: (action: ActionFactory<S, Row>) => ActionDef[];
  bulkActions?: (action: ActionFactory<S, Row>) => ActionDef[];
  /** Reordering: the operation and the body for rows in their new order. */
  reorder?: (reorder: ReorderFactory<S, Row>) => ReorderDef;
  /** Text of the empty state. */
  emptyText?: string;
}

export interface RelatedInput<Row> {
  title: string;
  columns: ColumnInput<Row>[];
  /** Rows per page (spec: 10 for coupon users). */
  pageSize?: number;
}

export interface RelatedFactory<S extends ServiceName> {
  <P extends PathWith<S, 'get'>>(path: P, input: RelatedInput<ListItemOf<S, 'get', P>>): RelatedDef;
}

export interface DetailInput<S extends ServiceName, Record> {
  fields?: FieldPath<Record>[];
  related?: (related: RelatedFactory<S>) => RelatedDef[];
  actions?: (action: ActionFactory<S, Record>) => ActionDef[];
}

export interface FormInput<Body> {
  fixed?: Partial<Body>;
  defaults?: Partial<Body>;
  order?: (keyof Body & string)[];
  /** A short note beside the save buttons (e.g. that a new menu is saved not on sale). */
  note?: string;
}

export interface CreateInput<S extends ServiceName, Body, Saved> extends FormInput<Body> {
  /** A second save button: create, then run this mutation on the created record. */
  saveAndThen?: {
    action: (action: ActionFactory<S, Saved>) => ActionDef;
    /** Shown when the record was created but the action failed. */
    failureToast: string;
  };
}

export interface UpdateInput<S extends ServiceName, Body, LoadPath extends PathWith<S, 'get'>> extends FormInput<Body> {
  /** The GET whose payload fills the form; defaults to the detail operation. */
  load?: LoadPath;
  toFormData?: (record: PayloadOf<OperationAt<S, 'get', LoadPath>>) => Partial<Body>;
  /** Actions on the edit screen, for the loaded record. */
  actions?: (action: ActionFactory<S, PayloadOf<OperationAt<S, 'get', LoadPath>>>) => ActionDef[];
}

export interface UpdateFromRowInput<
  S extends ServiceName,
  Body,
  ListPath extends PathWith<S, 'get'>,
> extends FormInput<Body> {
  /** The list whose row is edited (the API has no GET for one record). */
  list: ListPath;
  toFormData: (row: ListItemOf<S, 'get', ListPath>) => Partial<Body>;
}

export interface ResourceBuilder<S extends ServiceName> {
  list<M extends Method, P extends PathWith<S, M>>(
    method: M,
    path: P,
    input: ListInput<S, ListItemOf<S, M, P>, QueryOf<OperationAt<S, M, P>>>,
  ): ListDef;
  detail<P extends PathWith<S, 'get'>>(path: P, input?: DetailInput<S, PayloadOf<OperationAt<S, 'get', P>>>): DetailDef;
  create<M extends Method, P extends PathWith<S, M>>(
    method: M,
    path: P,
    input?: CreateInput<S, BodyOf<OperationAt<S, M, P>>, PayloadOf<OperationAt<S, M, P>>>,
  ): FormDef;
  update<M extends Method, P extends PathWith<S, M>, L extends PathWith<S, 'get'> = never>(
    method: M,
    path: P,
    input?: UpdateInput<S, BodyOf<OperationAt<S, M, P>>, L>,
  ): FormDef;
  /** An update whose form starts from the list row, for APIs without a GET of one record. */
  updateFromRow<M extends Method, P extends PathWith<S, M>, L extends PathWith<S, 'get'>>(
    method: M,
    path: P,
    input: UpdateFromRowInput<S, BodyOf<OperationAt<S, M, P>>, L>,
  ): FormDef;
  remove<P extends PathWith<S, 'delete'>>(path: P, confirm?: Partial<ConfirmDef>): RemoveDef;
}

export interface ResourceInput {
  name: string;
  label: string;
  idField?: string;
  routeParam?: string;
  newRecordParam?: string;
  recordIdPattern?: RegExp;
  routes: ResourceRoutes;
  editIn?: 'page' | 'drawer';
  list?: ListDef;
  detail?: DetailDef;
  create?: FormDef;
  update?: FormDef;
  remove?: RemoveDef;
}

/** Record ids of the backend services are positive integers unless a resource says otherwise. */
const POSITIVE_INTEGER = /^[1-9][0-9]*$/;

export function defineResource<S extends ServiceName>(
  service: S,
  build: (builder: ResourceBuilder<S>) => ResourceInput,
): ResourceDef {
  const input = build(createBuilder(service));
  return { service, idField: 'id', editIn: 'page', recordIdPattern: POSITIVE_INTEGER, ...input };
}

function createBuilder<S extends ServiceName>(service: S): ResourceBuilder<S> {
  const ref = (method: Method, path: string): OperationRef => {
    const key = operationKeyOf(service, method, path);
    if (operationInfo(key).pathParams.length > 1)
      throw new Error(`${key}: the engine passes one id per call; ${path} has more path parameters`);
    return { key, method, path };
  };
  const action = ((
    method: Method,
    path: string,
    input: MutationActionInput<unknown, unknown> | SelectActionInput<unknown, Record<string, unknown>>,
  ) => toAction(ref(method, path), input)) as ActionFactory<S, unknown>;

  return {
    list: (method, path, input) => {
      const reorder = input.reorder?.(((m: Method, p: string, body: (rows: unknown[]) => unknown) => ({
        op: ref(m, p),
        body: body as (rows: readonly unknown[]) => unknown,
      })) as ReorderFactory<S, never>);
      return {
        op: ref(method, path),
        columns: input.columns.map(toColumn),
        filters: input.filters ?? [],
        rowActions: input.rowActions?.(action as never) ?? [],
        bulkActions: (input.bulkActions?.(action as never) ?? []).filter(
          (a): a is MutationActionDef => a.kind === 'mutation',
        ),
        ...(input.title ? { title: input.title } : {}),
        ...(input.sortParam ? { sortParam: input.sortParam } : {}),
        ...(input.fixedQuery ? { fixedQuery: input.fixedQuery } : {}),
        ...(reorder ? { reorder } : {}),
        ...(input.emptyText ? { emptyText: input.emptyText } : {}),
      };
    },
    detail: (path, input = {}) => ({
      op: ref('get', path),
      ...(input.fields ? { fields: input.fields } : {}),
      related:
        input.related?.(((p: string, related: RelatedInput<unknown>) => ({
          op: ref('get', p),
          title: related.title,
          columns: related.columns.map(toColumn),
          pageSize: related.pageSize ?? 10,
        })) as RelatedFactory<S>) ?? [],
      actions: input.actions?.(action as never) ?? [],
    }),
    create: (method, path, input = {}) => {
      const then = input.saveAndThen;
      const thenAction = then?.action(action as never);
      if (thenAction && thenAction.kind !== 'mutation') throw new Error(`${path}: saveAndThen takes a mutation`);
      return {
        ...toForm(ref(method, path), input),
        ...(then && thenAction ? { saveAndThen: { action: thenAction, failureToast: then.failureToast } } : {}),
      };
    },
    update: (method, path, input = {}) => ({
      ...toForm(ref(method, path), input),
      ...(input.load ? { load: ref('get', input.load) } : {}),
      ...(input.toFormData ? { toFormData: input.toFormData as (record: unknown) => unknown } : {}),
      ...(input.actions ? { actions: input.actions(action as never) } : {}),
    }),
    updateFromRow: (method, path, input) => ({
      ...toForm(ref(method, path), input),
      fromListRow: true,
      toFormData: input.toFormData as (record: unknown) => unknown,
    }),
    remove: (path, confirm) => ({ op: ref('delete', path), ...(confirm ? { confirm } : {}) }),
  };
}

function toColumn(input: ColumnInput<never> | ColumnInput<unknown>): ColumnDef {
  return typeof input === 'string' ? { field: input } : (input as ColumnDef);
}

/** Loose view of any `FormInput` once its types have been checked at the call site. */
interface AnyFormInput {
  fixed?: object;
  defaults?: object;
  order?: string[];
  note?: string;
}

function toForm(op: OperationRef, input: AnyFormInput): FormDef {
  return {
    op,
    ...(input.fixed ? { fixed: input.fixed as Record<string, unknown> } : {}),
    ...(input.defaults ? { defaults: input.defaults as Record<string, unknown> } : {}),
    ...(input.order ? { order: input.order } : {}),
    ...(input.note ? { note: input.note } : {}),
  };
}

function toAction(
  op: OperationRef,
  input: MutationActionInput<unknown, unknown> | SelectActionInput<unknown, Record<string, unknown>>,
): ActionDef {
  if ('kind' in input && input.kind === 'select') {
    const select: SelectActionDef = {
      kind: 'select',
      op,
      label: input.label,
      field: input.field,
      current: input.current,
      ...(input.successToast ? { successToast: input.successToast } : {}),
      ...(input.column ? { column: true } : {}),
      ...(input.note ? { note: input.note } : {}),
    };
    return select;
  }
  const mutation = input as MutationActionInput<unknown, unknown>;
  const body = mutation.body;
  return {
    kind: 'mutation',
    op,
    label: mutation.label,
    ...(body !== undefined
      ? { body: typeof body === 'function' ? (body as (row: unknown) => unknown) : () => body }
      : {}),
    ...(mutation.visible ? { visible: mutation.visible } : {}),
    ...(mutation.confirm ? { confirm: mutation.confirm } : {}),
    ...(mutation.successToast ? { successToast: mutation.successToast } : {}),
    ...(mutation.danger ? { danger: mutation.danger } : {}),
  };
}
