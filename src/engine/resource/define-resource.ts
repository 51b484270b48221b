/**
 * `defineResource` turns a short, typed description of a resource into the runtime definition the
 * generic list, detail and form screens render. Operations are named by method and path of the
 * service's generated `paths`: an unknown path, a column that is not a field, a filter that is not
 * a query parameter or a body of the wrong shape does not compile.
 *
 * Path parameters are bound by declaration: the business account's (`x-bind: account` in the
 * schema) from the current account, a parent's from a route parameter named in `scope`, and the one
 * left over is the record id. An operation the engine cannot serve (a parameter nothing binds, two
 * left for one record) does not compile, and the error names the parameter and how to bind it.
 *
 * @example
 * // Comments of a post: `{id}` of /api/v1/posts/{id}/comments is the route's :postId.
 * export const postCommentResource = defineResource('post', { scope: { id: 'postId' } }, (r) => ({
 *   name: 'postComment',
 *   label: '댓글',
 *   routes: {},
 *   list: r.list('get', '/api/v1/posts/{id}/comments', { columns: ['content', 'created_at'] }),
 *   remove: r.remove('/api/v1/posts/{id}/comments/{commentId}'),
 * }));
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
import type { ComponentType, ReactNode } from 'react';
import { operationKeyOf, type ServiceName } from '@/api/operations';
import type { RouteDef } from '@/config/paths';
import { bindOperation, type OperationRole, type RowParams } from '../data/bindings';
import type { PageRouteDef } from '../page/types';
import type {
  ActionDef,
  AmongRowsDef,
  ColumnDef,
  ConfirmDef,
  DetailDef,
  DetailSectionDef,
  DerivedParamDef,
  ActionFormDef,
  DocumentDef,
  DownloadDef,
  FieldCheckDef,
  FormContext,
  FormDef,
  FormRuleIssue,
  SaveConfirmDef,
  FormRules,
  FormGateDef,
  InlineFieldDef,
  ListDef,
  ListStatsDef,
  MutationActionDef,
  OperationRef,
  PlaceholdersDef,
  RelatedDef,
  ReorderDef,
  RemoveDef,
  ResourceDef,
  ResourceRoutes,
  SavedViewProps,
  SelectActionDef,
  SummaryFigure,
} from './types';
import { toView, type ViewInput } from './define-view';
import type { ViewDef } from './view-types';
import type {
  BodyOf,
  CheckedScope,
  CollectionCheck,
  FieldPath,
  ListItemOf,
  Method,
  NoScope,
  OkOf,
  OperationAt,
  PathParamsAt,
  PathWith,
  PayloadOf,
  QueryOf,
  RecordCheck,
  RowCallCheck,
  Scope,
} from './typing';

/** A column: a field path of the row, or the path with display options. */
export type ColumnInput<Row> =
  | FieldPath<Row>
  | (Omit<ColumnDef, 'field' | 'render' | 'note'> & {
      field: FieldPath<Row>;
      render?: (value: unknown, row: Row) => React.ReactNode;
      note?: (row: Row) => string | null | undefined;
    });

export interface MutationActionInput<Row, Body> {
  /** Button text. */
  label: string;
  /** Request body: a value or a function of the row. */
  body?: Body | ((row: Row) => Body);
  /**
   * Show the action only for rows where this is true. `rows` are the list's rows on screen (on a
   * record's own page, the record alone): e.g. only the owner, who is one of the rows, may hand over.
   */
  visible?: (row: Row, rows: readonly Row[]) => boolean;
  /** Why it is refused for this row: shown disabled with the reason (e.g. a role that may not), never run. */
  refused?: (row: Row, rows: readonly Row[]) => string | undefined;
  /** Other services whose data the call changes (e.g. the account list the header reads). */
  refreshes?: ServiceName[];
  /** Ask before running (dialog with its own error state). */
  confirm?: ConfirmDef;
  /** Toast after success (defaults to a generic "done" text). */
  successToast?: string;
  /** The toast when it ran for one row, naming it; `successToast` for several. */
  rowToast?: (row: Row) => string;
  danger?: boolean;
  /** The merchant types the body first, in a form of the request body (e.g. a review's answer). */
  form?: Omit<ActionFormDef, 'initial' | 'context'> & {
    /** What the form starts with for the row (e.g. the photo's tags as they are). */
    initial?: (row: Row) => Partial<Body>;
    /** What is being answered, shown above the fields (the review a reply answers). */
    context?: (row: Row) => ReactNode;
  };
  /** As a bulk action: one call for every chosen row, with this body (e.g. `{ lpImageIds }`). */
  bulkBody?: (rows: Row[]) => Body;
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

/** A call for one record (a row, the detail page's record): its one free path parameter is the id. */
export interface ActionFactory<S extends ServiceName, Row, Sc extends Scope = NoScope> {
  <M extends Method, P extends PathWith<S, M>, const RP extends string = never>(
    method: M,
    path: P & RowCallCheck<S, M, P, Sc & { readonly [K in RP]: string }>,
    input:
      | (MutationActionInput<Row, BodyOf<OperationAt<S, M, P>>> & {
          /** Path parameters read from the row (beside the record id): e.g. the answer to delete. */
          params?: { readonly [K in RP]: (row: Row) => unknown };
        })
      | SelectActionInput<Row, BodyOf<OperationAt<S, M, P>>>,
  ): ActionDef;
}

/** A call for the whole list (every path parameter bound). */
export interface ReorderFactory<S extends ServiceName, Row, Sc extends Scope = NoScope> {
  <M extends Method, P extends PathWith<S, M>>(
    method: M,
    path: P & CollectionCheck<S, M, P, Sc>,
    body: (rows: Row[]) => BodyOf<OperationAt<S, M, P>>,
  ): ReorderDef;
}

export interface ListInput<S extends ServiceName, Row, Query, Sc extends Scope = NoScope, Response = unknown> {
  /** Page heading; defaults to the resource label. */
  title?: string;
  columns: ColumnInput<Row>[];
  /** Query parameters offered as filters. */
  filters?: (keyof Query & string)[];
  /** Query parameter that takes `field,asc|desc`. */
  sortParam?: keyof Query & string;
  /** Query values always sent. */
  fixedQuery?: Partial<Query>;
  rowActions?: (action: ActionFactory<S, Row, Sc>) => ActionDef[];
  bulkActions?: (action: ActionFactory<S, Row, Sc>) => ActionDef[];
  /** Reordering: the operation and the body for rows in their new order. */
  reorder?: (reorder: ReorderFactory<S, Row, Sc>) => ReorderDef;
  /** Text of the empty state. */
  emptyText?: string;
  /** The sentence under the list's heading (how several discounts combine). */
  description?: string;
  /** Text of the create button; defaults to "‹label› 만들기" (e.g. 댓글 쓰기). */
  createLabel?: string;
  /** Why making a record is refused, from the rows on screen (e.g. the user's role): the button is shown disabled with it. */
  createRefused?: (rows: Row[]) => string | undefined;
  /** Figures above the list, read from the response of its page (e.g. 답글 없는 리뷰). */
  summary?: (response: Response) => SummaryFigure[];
  /**
   * Each row opens to show a nested resource whose scope binds `param` (a comment's replies):
   * the row's id fills that route parameter inside the opened row.
   */
  expand?: { resource: ResourceDef; title: string; param: string; label: (row: Row) => string };
  /** Other kinds of record to make (their own create routes), as links beside the create button. */
  moreCreate?: { label: string; route: RouteDef }[];
  /** Figures of another call above the list, for a date range kept in the address. */
  stats?: (stats: StatsFactory<S, Sc>) => ListStatsDef;
  /** Files of the whole filtered list (every page): e.g. a CSV download. */
  downloads?: (download: DownloadFactory<S, Sc>) => DownloadDef[];
}

export interface StatsFactory<S extends ServiceName, Sc extends Scope = NoScope> {
  <P extends PathWith<S, 'get'>>(
    path: P & CollectionCheck<S, 'get', P, Sc>,
    input: {
      title: string;
      /** Query parameters taking the first and last day of the range. */
      range?: {
        start: keyof QueryOf<OperationAt<S, 'get', P>> & string;
        end: keyof QueryOf<OperationAt<S, 'get', P>> & string;
      };
      figures: (response: OkOf<OperationAt<S, 'get', P>>) => SummaryFigure[];
    },
  ): ListStatsDef;
}

export interface DownloadFactory<S extends ServiceName, Sc extends Scope = NoScope> {
  <P extends PathWith<S, 'get'>>(
    path: P & CollectionCheck<S, 'get', P, Sc>,
    input: { label: string; fileName: string },
  ): DownloadDef;
}

export interface InlineFactory<S extends ServiceName, Sc extends Scope = NoScope> {
  <M extends Method, P extends PathWith<S, M>>(
    method: M,
    path: P & RecordCheck<S, M, P, Sc>,
    input: { field: keyof BodyOf<OperationAt<S, M, P>> & string; saveLabel?: string; successToast?: string },
  ): InlineFieldDef;
}

export interface RelatedInput<Row> {
  title: string;
  columns: ColumnInput<Row>[];
  /** Rows per page (spec: 10 for coupon users). */
  pageSize?: number;
}

/** A scope for one operation: its keys must be path parameters of that operation. */
export type OperationScope<S extends ServiceName, P extends PathWith<S, 'get'>, RS extends Scope> = RS & {
  readonly [K in Exclude<keyof RS, PathParamsAt<S, 'get', P>>]: never;
};

export interface RelatedFactory<S extends ServiceName> {
  /**
   * Rows of another call shown under the record (read only). Its path parameters are bound like
   * any other: `scope: { id: 'couponId' }` fills `{id}` with the detail route's `:couponId`.
   */
  <P extends PathWith<S, 'get'>, const RS extends Scope = NoScope>(
    path: P & CollectionCheck<S, 'get', P, RS>,
    input: RelatedInput<ListItemOf<S, 'get', P>> & { scope?: OperationScope<S, P, RS> },
  ): RelatedDef;
  /**
   * A nested resource's list under the record, with its own create, edit, delete and row actions
   * (defined with a `scope` that binds the parent's id from the detail route).
   */
  (resource: ResourceDef, input: { title: string }): RelatedDef;
}

export interface DetailSectionInput<Record> {
  title: string;
  /** Show the section only for records where this is true. */
  visible?: (record: Record) => boolean;
  component: ComponentType<{ readonly record: Record; readonly id: string }>;
}

export interface DetailInput<S extends ServiceName, Record, Sc extends Scope = NoScope> {
  fields?: FieldPath<Record>[];
  /** Said when the record is gone (404) or the address names none, instead of the error state. */
  notFound?: string;
  /** Panels under the fields for what they cannot show (a post's photos, a survey's results). */
  sections?: DetailSectionInput<Record>[];
  /** Fields edited in place, each saved by its own call (e.g. a customer's memo). */
  inline?: (inline: InlineFactory<S, Sc>) => InlineFieldDef[];
  related?: (related: RelatedFactory<S>) => RelatedDef[];
  actions?: (action: ActionFactory<S, Record, Sc>) => ActionDef[];
}

/** Keys of T that may be left out. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T] & string;

export interface FormInput<Body> {
  fixed?: Partial<Body>;
  /** Optional fields the form neither shows nor sends (e.g. a comment's reply target); dotted for nested ones. */
  omit?: (OptionalKeys<Body> | `${OptionalKeys<Body>}.${string}`)[];
  /** Optional fields this form needs (a survey post needs `additional_data.survey`); dotted for nested ones. */
  require?: (OptionalKeys<Body> | `${OptionalKeys<Body>}.${string}`)[];
  defaults?: Partial<Body>;
  /** The list's query after a save leads back to it (a new product waits in the 검수 중 group). */
  savedListQuery?: Readonly<Record<string, string>>;
  /** Fields a new record takes from the address when it names them (a link to a new product in a category). */
  defaultsFromQuery?: (keyof Body & string)[];
  order?: (keyof Body & string)[];
  /** A short note beside the save buttons (e.g. that a new menu is saved not on sale). */
  note?: string;
  /** Toast after a save; defaults to "‹label›을 만들었어요." / "저장했어요.". */
  successToast?: string;
  /** Fields of the loaded record sent back unchanged though not shown (dotted): a survey's questions. */
  preserve?: string[];
  /** Body fields filled from route parameters (and not shown): `{ parent_id: 'commentId' }`. */
  bodyFromRoute?: Partial<Record<keyof Body & string, string>>;
  /** uiSchema additions by field, dotted for nested fields (`ui:help`, `ui:options`). */
  fieldUi?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Values a new record starts with that a call decides; a failed call is the form's load error (다시 시도). */
  prefill?: (context: FormContext) => Promise<Partial<Body>>;
  /** Placeholder texts of fields that depend on what is chosen in the form. */
  placeholders?: PlaceholdersDef;
  /**
   * Rules across fields that the schema cannot say, checked with the schema's on save and then as
   * the user types: each issue names its field (dotted, `operationTimes.0.closeTime`) and says why.
   * What is typed may be incomplete.
   */
  rules?: (formData: Partial<Body>) => readonly FormRuleIssue[];
  /** A confirmation before the save, saying what it does (what a customer gets from a discount). */
  confirm?: (body: Body) => SaveConfirmDef;
  /** uiSchema additions (as `fieldUi`) from what the form holds now: a field drawn by a choice. */
  dataUi?: (formData: Partial<Body>) => Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** What the form holds after a change (`FormDef.revise`): a choice that resets another field. */
  revise?: (next: Partial<Body>, previous: Partial<Body>, initial: Partial<Body>) => Partial<Body>;
}

export interface CheckInput<Body, Payload, Query, Loaded> {
  /** The body field checked while the user types. */
  field: keyof Body & string;
  /** The call's query for the typed value; undefined asks nothing (e.g. the record's own value). */
  query: (value: string, context: { record: Loaded | undefined; formData: Partial<Body> }) => Query | undefined;
  /** The field's error for the answer, or undefined when the value passes (`record`: as for the query). */
  message: (payload: Payload, context: { record: Loaded | undefined }) => string | undefined;
  /** Said when the value passes (e.g. 사용할 수 있는 지점 코드예요). */
  passed?: string;
  /** The message is a warning under the field and does not hold the save. */
  warn?: boolean;
}

/**
 * An as-you-type check of one field: a GET of the service (every path parameter bound) whose
 * answer says whether the typed value may be saved. Debounced; stale answers are ignored.
 */
export interface CheckFactory<S extends ServiceName, Body, Loaded, Sc extends Scope = NoScope> {
  <P extends PathWith<S, 'get'>>(
    path: P & CollectionCheck<S, 'get', P, Sc>,
    input: CheckInput<Body, PayloadOf<OperationAt<S, 'get', P>>, QueryOf<OperationAt<S, 'get', P>>, Loaded>,
  ): FieldCheckDef;
}

/** A GET asked before a create form is shown: `blocked` gives the reason a record may not be made. */
export interface GateFactory<S extends ServiceName, Sc extends Scope = NoScope> {
  <P extends PathWith<S, 'get'>>(
    path: P & CollectionCheck<S, 'get', P, Sc>,
    blocked: (payload: PayloadOf<OperationAt<S, 'get', P>>) => string | undefined,
  ): FormGateDef;
}

/** A rule about the list's other rows (`AmongRowsDef`): `issues` gets what is typed and the other rows. */
export interface AmongRowsInput<S extends ServiceName, Body, L extends PathWith<S, 'get'>, Sc extends Scope = NoScope> {
  list: L & CollectionCheck<S, 'get', L, Sc>;
  issues: (formData: Partial<Body>, others: readonly ListItemOf<S, 'get', L>[]) => readonly FormRuleIssue[];
}

export interface CreateInput<
  S extends ServiceName,
  Body,
  Saved,
  Sc extends Scope = NoScope,
  L extends PathWith<S, 'get'> = never,
> extends FormInput<Body> {
  /** Checked against the list's rows as the user types (the same discount twice in one period). */
  amongRows?: AmongRowsInput<S, Body, L, Sc>;
  /** A second save button: create, then run this mutation on the created record. */
  saveAndThen?: {
    action: (action: ActionFactory<S, Saved, Sc>) => ActionDef;
    /** Shown when the record was created but the action failed. */
    failureToast: string;
  };
  /** Fields checked against the server as the user types (e.g. a code already taken). */
  checks?: (check: CheckFactory<S, Body, never, Sc>) => FieldCheckDef[];
  /** Asked first: the form is shown only when this call says a record may be made. */
  gate?: (gate: GateFactory<S, Sc>) => FormGateDef;
  /** Heading of the form (default "새 ‹label›"), e.g. 관리자 초대. */
  heading?: string;
  /** Text of the create button (default 만들기), e.g. 올리기 for photos. */
  submitLabel?: string;
  /** In a drawer: shown in place of the form after the create (e.g. the link of an invitation just made). */
  savedView?: ComponentType<SavedViewProps>;
}

export interface UpdateInput<
  S extends ServiceName,
  Body,
  LoadPath extends PathWith<S, 'get'>,
  Sc extends Scope = NoScope,
> extends FormInput<Body> {
  /** The GET whose payload fills the form; defaults to the detail operation. */
  load?: LoadPath & RecordCheck<S, 'get', LoadPath, Sc>;
  toFormData?: (record: PayloadOf<OperationAt<S, 'get', LoadPath>>) => Partial<Body>;
  /** Actions on the edit screen, for the loaded record. */
  actions?: (action: ActionFactory<S, PayloadOf<OperationAt<S, 'get', LoadPath>>, Sc>) => ActionDef[];
  /** Fields checked against the server as the user types; `record` is the loaded record. */
  checks?: (check: CheckFactory<S, Body, PayloadOf<OperationAt<S, 'get', LoadPath>>, Sc>) => FieldCheckDef[];
  /** A sentence above the form about the loaded record (why some fields cannot change). */
  notice?: (record: PayloadOf<OperationAt<S, 'get', LoadPath>>) => string | undefined;
  /** uiSchema additions for the loaded record: fields its state makes read-only, a floor under a field. */
  recordUi?: (
    record: PayloadOf<OperationAt<S, 'get', LoadPath>>,
  ) => Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export interface UpdateFromRowInput<
  S extends ServiceName,
  Body,
  ListPath extends PathWith<S, 'get'>,
> extends FormInput<Body> {
  /** The list whose row is edited (the API has no GET for one record). */
  list: ListPath;
  toFormData: (row: ListItemOf<S, 'get', ListPath>) => Partial<Body>;
  /** Checked against the list's other rows as the user types (the same discount twice in one period). */
  amongRows?: (formData: Partial<Body>, others: readonly ListItemOf<S, 'get', ListPath>[]) => readonly FormRuleIssue[];
}

export interface DocumentInput<
  Body,
  Loaded,
  S extends ServiceName = ServiceName,
  Sc extends Scope = NoScope,
> extends FormInput<Body> {
  /** Page heading. */
  title: string;
  /** The sentence under the heading. */
  description?: string;
  /** Where the back link leads when that is not a list (default: the list, 목록으로). */
  back?: DocumentDef['back'];
  /** Fields checked against the server as the user types; `record` is the loaded document. */
  checks?: (check: CheckFactory<S, Body, Loaded, Sc>) => FieldCheckDef[];
  /** Form data for the loaded document. */
  toFormData: (loaded: Loaded) => Partial<Body>;
  /** Body fields sent as the loaded document has them and never shown (its account id). */
  keepLoaded?: (keyof Body & keyof Loaded & string)[];
}

export interface RemoveInput<Row> extends Partial<ConfirmDef> {
  /** What deleting this row does to whom or to what it holds (names and counts in bold); instead of `body`. */
  confirmBody?: (row: Row) => ReactNode;
  /** Button text; defaults to 삭제 (e.g. 내보내기 for a member). */
  label?: string;
  /** Offer it only for rows where this is true (e.g. not the owner); `rows` as for actions. */
  visible?: (row: Row, rows: readonly Row[]) => boolean;
  /** Why deleting this row is refused: shown disabled with the reason, never run. */
  refused?: (row: Row, rows: readonly Row[]) => string | undefined;
  /** Toast after success; defaults to 삭제했어요. */
  successToast?: string;
}

/**
 * Operations of a resource by method and path. Lists and creates are calls for the collection
 * (every path parameter bound), the rest calls for one record (one parameter left: its id).
 */
export interface ResourceBuilder<S extends ServiceName, Sc extends Scope = NoScope> {
  list<M extends Method, P extends PathWith<S, M>>(
    method: M,
    path: P & CollectionCheck<S, M, P, Sc>,
    input: ListInput<S, ListItemOf<S, M, P>, QueryOf<OperationAt<S, M, P>>, Sc, OkOf<OperationAt<S, M, P>>>,
  ): ListDef;
  detail<P extends PathWith<S, 'get'>>(
    path: P & RecordCheck<S, 'get', P, Sc>,
    input?: DetailInput<S, PayloadOf<OperationAt<S, 'get', P>>, Sc>,
  ): DetailDef;
  create<M extends Method, P extends PathWith<S, M>, L extends PathWith<S, 'get'> = never>(
    method: M,
    path: P & CollectionCheck<S, M, P, Sc>,
    input?: CreateInput<S, BodyOf<OperationAt<S, M, P>>, PayloadOf<OperationAt<S, M, P>>, Sc, L>,
  ): FormDef;
  update<M extends Method, P extends PathWith<S, M>, L extends PathWith<S, 'get'> = never>(
    method: M,
    path: P & RecordCheck<S, M, P, Sc>,
    input?: UpdateInput<S, BodyOf<OperationAt<S, M, P>>, L, Sc>,
  ): FormDef;
  /** An update whose form starts from the list row, for APIs without a GET of one record. */
  updateFromRow<M extends Method, P extends PathWith<S, M>, L extends PathWith<S, 'get'>>(
    method: M,
    path: P & RecordCheck<S, M, P, Sc>,
    input: UpdateFromRowInput<S, BodyOf<OperationAt<S, M, P>>, L>,
  ): FormDef;
  /**
   * One document of the account edited whole on its own page (no record id): `load` reads it, the
   * call saves it (every path parameter of both bound, e.g. a price list by the account).
   */
  document<M extends Method, P extends PathWith<S, M>, L extends PathWith<S, 'get'>>(
    method: M,
    path: P & CollectionCheck<S, M, P, Sc>,
    input: DocumentInput<BodyOf<OperationAt<S, M, P>>, PayloadOf<OperationAt<S, 'get', L>>, S, Sc> & {
      load: L & CollectionCheck<S, 'get', L, Sc>;
    },
  ): FormDef;
  /** A read-only view of one thing read by a GET with every path parameter bound (no record id). */
  view<P extends PathWith<S, 'get'>>(
    path: P & CollectionCheck<S, 'get', P, Sc>,
    input: ViewInput<S, PayloadOf<OperationAt<S, 'get', P>>, Sc>,
  ): ViewDef;
  /** Delete one record; `visible` may name the row's type (`ListItemOf` of the list). */
  remove<P extends PathWith<S, 'delete'>, Row = unknown>(
    path: P & RecordCheck<S, 'delete', P, Sc>,
    input?: RemoveInput<Row>,
  ): RemoveDef;
}

export interface ResourceInput {
  name: string;
  label: string;
  idField?: string;
  routeParam?: string;
  recordQueryParam?: string;
  newRecordParam?: string;
  recordIdPattern?: RegExp;
  routes: ResourceRoutes;
  editIn?: 'page' | 'drawer';
  list?: ListDef;
  detail?: DetailDef;
  create?: FormDef;
  update?: FormDef;
  remove?: RemoveDef;
  view?: ViewDef;
  pages?: readonly PageRouteDef[];
}

/** Record ids of the backend services are positive integers unless a resource says otherwise. */
const POSITIVE_INTEGER = /^[1-9][0-9]*$/;

export interface ResourceOptions<S extends ServiceName, Sc extends Scope> {
  /**
   * Path parameters bound to route parameters for every operation of the resource (a nested
   * resource's parent ids): `{ id: 'postId' }`. Its routes must carry those parameters.
   */
  scope: CheckedScope<S, Sc>;
  /**
   * Route parameters the scope names that come from another call's answer, not the address:
   * `{ localProfileId: paramFromCall('business-account', '/api/v1/local_profile/by-ba/{baId}', (p) => p.id) }`.
   */
  derive?: Readonly<Record<string, DerivedParamDef>>;
}

/**
 * A route parameter read from the answer of a GET whose path parameters are all bound (by the
 * account): the screen asks it first, then binds the value like a parameter of the address.
 */
export function paramFromCall<S2 extends ServiceName, P extends PathWith<S2, 'get'>>(
  service: S2,
  path: P & CollectionCheck<S2, 'get', P, NoScope>,
  read: (payload: PayloadOf<OperationAt<S2, 'get', P>>) => string | number | null | undefined,
  options: { missing?: string } = {},
): DerivedParamDef {
  const key = operationKeyOf(service, 'get', path);
  return {
    op: { key, method: 'get', path, bind: bindOperation(key, {}, 'collection') },
    read: read as DerivedParamDef['read'],
    ...(options.missing ? { missing: options.missing } : {}),
  };
}

export function defineResource<S extends ServiceName>(
  service: S,
  build: (builder: ResourceBuilder<S>) => ResourceInput,
): ResourceDef;
export function defineResource<S extends ServiceName, const Sc extends Scope>(
  service: S,
  options: ResourceOptions<S, Sc>,
  build: (builder: ResourceBuilder<S, Sc>) => ResourceInput,
): ResourceDef;
export function defineResource<S extends ServiceName>(
  service: S,
  ...args:
    | [(builder: ResourceBuilder<S>) => ResourceInput]
    | [{ scope: Scope; derive?: Readonly<Record<string, DerivedParamDef>> }, (builder: never) => ResourceInput]
): ResourceDef {
  const [options, build] = args.length === 1 ? [{ scope: {} as Scope, derive: undefined }, args[0]] : args;
  const input = (build as (builder: ResourceBuilder<S>) => ResourceInput)(createBuilder(service, options.scope));
  const resource: ResourceDef = {
    service,
    idField: 'id',
    editIn: 'page',
    recordIdPattern: POSITIVE_INTEGER,
    scope: options.scope,
    ...(options.derive ? { derive: options.derive } : {}),
    ...input,
  };
  checkRoutesCarryScope(resource);
  return resource;
}

/** A route of a scoped resource that lacks a bound parameter could never fill it. */
function checkRoutesCarryScope(resource: ResourceDef): void {
  // A derived parameter is read from a call, not the address.
  const needed = new Set(Object.values(resource.scope).filter((param) => !resource.derive?.[param]));
  for (const kind of ['list', 'create', 'detail', 'edit'] as const) {
    const route = resource.routes[kind];
    for (const param of needed)
      if (route && !route.pattern.includes(`:${param}`))
        throw new Error(`${resource.name}: route ${kind} (${route.pattern}) lacks :${param}, which its scope binds`);
  }
}

function createBuilder<S extends ServiceName>(service: S, scope: Scope): ResourceBuilder<S> {
  const ref = (
    method: Method,
    path: string,
    role: OperationRole,
    own: Scope = scope,
    rowParams: RowParams = {},
  ): OperationRef => {
    const key = operationKeyOf(service, method, path);
    return { key, method, path, bind: bindOperation(key, own, role, rowParams) };
  };
  const check = ((path: string, input: CheckInput<Record<string, unknown>, unknown, object, unknown>) => ({
    field: input.field,
    op: ref('get', path, 'collection'),
    query: input.query as FieldCheckDef['query'],
    message: input.message as FieldCheckDef['message'],
    ...(input.passed ? { passed: input.passed } : {}),
    ...(input.warn ? { warn: true } : {}),
  })) as unknown as CheckFactory<S, never, never>;
  const gate = ((path: string, blocked: (payload: unknown) => string | undefined) => ({
    op: ref('get', path, 'collection'),
    blocked,
  })) as unknown as GateFactory<S>;
  const action = ((
    method: Method,
    path: string,
    input:
      | (MutationActionInput<unknown, unknown> & { params?: RowParams })
      | SelectActionInput<unknown, Record<string, unknown>>,
  ) => toAction(ref(method, path, 'row', scope, 'params' in input ? input.params : {}), input)) as ActionFactory<
    S,
    unknown
  >;

  return {
    list: (method, path, input) => {
      const reorder = input.reorder?.(((m: Method, p: string, body: (rows: unknown[]) => unknown) => ({
        op: ref(m, p, 'collection'),
        body: body as (rows: readonly unknown[]) => unknown,
      })) as ReorderFactory<S, never>);
      return {
        op: ref(method, path, 'collection'),
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
        ...(input.description ? { description: input.description } : {}),
        ...(input.createLabel ? { createLabel: input.createLabel } : {}),
        ...(input.createRefused ? { createRefused: input.createRefused as ListDef['createRefused'] } : {}),
        ...(input.summary ? { summary: input.summary as (response: unknown) => SummaryFigure[] } : {}),
        ...(input.expand ? { expand: input.expand as ListDef['expand'] } : {}),
        ...(input.moreCreate ? { moreCreate: input.moreCreate } : {}),
        ...(input.stats
          ? {
              stats: input.stats(((path: string, stats: Omit<ListStatsDef, 'op'>) => ({
                ...stats,
                op: ref('get', path, 'collection'),
              })) as StatsFactory<S, never>),
            }
          : {}),
        ...(input.downloads
          ? {
              downloads: input.downloads((path: string, download: Omit<DownloadDef, 'op'>) => ({
                ...download,
                op: ref('get', path, 'collection'),
              })),
            }
          : {}),
      };
    },
    detail: (path, input = {}) => ({
      op: ref('get', path, 'record'),
      ...(input.fields ? { fields: input.fields } : {}),
      related:
        input.related?.(((target: string | ResourceDef, related: RelatedInput<unknown> & { scope?: Scope }) =>
          typeof target === 'string'
            ? {
                kind: 'rows',
                op: ref('get', target, 'collection', related.scope ?? {}),
                title: related.title,
                columns: related.columns.map(toColumn),
                pageSize: related.pageSize ?? 10,
              }
            : { kind: 'resource', resource: target, title: related.title }) as RelatedFactory<S>) ?? [],
      actions: input.actions?.(action as never) ?? [],
      ...(input.sections ? { sections: input.sections as unknown as DetailSectionDef[] } : {}),
      ...(input.notFound ? { notFound: input.notFound } : {}),
      ...(input.inline
        ? {
            inline: input.inline((method: Method, path: string, inline: Omit<InlineFieldDef, 'op'>) => ({
              ...inline,
              op: ref(method, path, 'record'),
            })),
          }
        : {}),
    }),
    create: (method, path, input = {}) => {
      const then = input.saveAndThen;
      const thenAction = then?.action(action as never);
      if (thenAction && thenAction.kind !== 'mutation') throw new Error(`${path}: saveAndThen takes a mutation`);
      return {
        ...toForm(ref(method, path, 'collection'), input),
        ...(then && thenAction ? { saveAndThen: { action: thenAction, failureToast: then.failureToast } } : {}),
        ...(input.checks ? { checks: input.checks(check) } : {}),
        ...(input.gate ? { gate: input.gate(gate) } : {}),
        ...(input.amongRows
          ? {
              amongRows: {
                op: ref('get', input.amongRows.list, 'collection'),
                issues: input.amongRows.issues as AmongRowsDef['issues'],
              },
            }
          : {}),
        ...(input.savedView ? { savedView: input.savedView } : {}),
        ...(input.heading ? { heading: input.heading } : {}),
        ...(input.submitLabel ? { submitLabel: input.submitLabel } : {}),
      };
    },
    update: (method, path, input = {}) => ({
      ...toForm(ref(method, path, 'record'), input),
      ...(input.load ? { load: ref('get', input.load, 'record') } : {}),
      ...(input.toFormData ? { toFormData: input.toFormData as (record: unknown) => unknown } : {}),
      ...(input.actions ? { actions: input.actions(action as never) } : {}),
      ...(input.checks ? { checks: input.checks(check) } : {}),
      ...(input.notice ? { notice: input.notice as FormDef['notice'] } : {}),
      ...(input.recordUi ? { recordUi: input.recordUi as FormDef['recordUi'] } : {}),
    }),
    updateFromRow: (method, path, input) => ({
      ...toForm(ref(method, path, 'record'), input),
      fromListRow: true,
      toFormData: input.toFormData as (record: unknown) => unknown,
      ...(input.amongRows
        ? { amongRows: { op: ref('get', input.list, 'collection'), issues: input.amongRows as AmongRowsDef['issues'] } }
        : {}),
    }),
    document: (method, path, input) => ({
      ...toForm(ref(method, path, 'collection'), input),
      load: ref('get', input.load, 'collection'),
      toFormData: input.toFormData as (record: unknown) => unknown,
      document: {
        title: input.title,
        ...(input.description ? { description: input.description } : {}),
        ...(input.back ? { back: input.back } : {}),
      },
      ...(input.keepLoaded ? { keepLoaded: input.keepLoaded } : {}),
      ...(input.checks ? { checks: input.checks(check) } : {}),
    }),
    view: (path, input) =>
      toView(ref('get', path, 'collection'), input as unknown as ViewInput<ServiceName, never>, (method, inlinePath) =>
        ref(method, inlinePath, 'collection'),
      ),
    remove: (path, input = {}) => {
      const { label, visible, refused, successToast, confirmBody, ...confirm } = input;
      return {
        op: ref('delete', path, 'record'),
        ...(confirmBody ? { confirmBody: confirmBody as RemoveDef['confirmBody'] } : {}),
        ...(Object.keys(confirm).length > 0 ? { confirm } : {}),
        ...(label ? { label } : {}),
        ...(visible ? { visible: visible as (row: unknown, rows: readonly unknown[]) => boolean } : {}),
        ...(refused ? { refused: refused as RemoveDef['refused'] } : {}),
        ...(successToast ? { successToast } : {}),
      };
    },
  };
}

function toColumn(input: ColumnInput<never> | ColumnInput<unknown>): ColumnDef {
  return typeof input === 'string' ? { field: input } : (input as ColumnDef);
}

/** Loose view of any `FormInput` once its types have been checked at the call site. */
interface AnyFormInput {
  fixed?: object;
  omit?: string[];
  require?: string[];
  defaults?: object;
  order?: string[];
  note?: string;
  successToast?: string;
  bodyFromRoute?: Record<string, string | undefined>;
  preserve?: string[];
  fieldUi?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  prefill?: (context: FormContext) => Promise<object>;
  placeholders?: PlaceholdersDef;
  rules?: (formData: never) => readonly FormRuleIssue[];
  confirm?: (body: never, record: never) => SaveConfirmDef | undefined;
  dataUi?: (formData: never) => Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  revise?: (next: never, previous: never, initial: never) => unknown;
}

function toForm(op: OperationRef, input: AnyFormInput): FormDef {
  return {
    op,
    ...(input.preserve ? { preserve: input.preserve } : {}),
    ...(input.bodyFromRoute ? { bodyFromRoute: input.bodyFromRoute as Record<string, string> } : {}),
    ...(input.fieldUi ? { fieldUi: input.fieldUi } : {}),
    ...(input.prefill ? { prefill: input.prefill as FormDef['prefill'] } : {}),
    ...(input.placeholders ? { placeholders: input.placeholders } : {}),
    ...(input.rules ? { rules: input.rules as FormRules } : {}),
    ...(input.fixed ? { fixed: input.fixed as Record<string, unknown> } : {}),
    ...(input.omit ? { omit: input.omit } : {}),
    ...(input.require ? { require: input.require } : {}),
    ...(input.defaults ? { defaults: input.defaults as Record<string, unknown> } : {}),
    ...(input.order ? { order: input.order } : {}),
    ...(input.note ? { note: input.note } : {}),
    ...(input.successToast ? { successToast: input.successToast } : {}),
    ...(input.confirm ? { confirm: input.confirm as FormDef['confirm'] } : {}),
    ...(input.dataUi ? { dataUi: input.dataUi as FormDef['dataUi'] } : {}),
    ...(input.revise ? { revise: input.revise as FormDef['revise'] } : {}),
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
    ...(mutation.refused ? { refused: mutation.refused } : {}),
    ...(mutation.refreshes ? { refreshes: mutation.refreshes } : {}),
    ...(mutation.confirm ? { confirm: mutation.confirm } : {}),
    ...(mutation.successToast ? { successToast: mutation.successToast } : {}),
    ...(mutation.rowToast ? { rowToast: mutation.rowToast } : {}),
    ...(mutation.danger ? { danger: mutation.danger } : {}),
    ...(mutation.form ? { form: mutation.form } : {}),
    ...(mutation.bulkBody ? { bulkBody: mutation.bulkBody as (rows: readonly unknown[]) => unknown } : {}),
  };
}
