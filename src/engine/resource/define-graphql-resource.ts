/**
 * `defineGraphqlResource`: `defineResource` for a GraphQL schema (docs/decisions/commerce-engine.md).
 * Operations are typed `…Document`s; each declaration says which variables the engine fills
 * (`bind`: the account, the record id or a route parameter), which one holds the form's body
 * (`body`), and for a list where its rows and page info are. The documents become operations of
 * the one operation table (api/graphql/operations.ts), so the list, detail and form screens, the
 * loaders' prefetch and the query keys serve them as they serve REST operations.
 *
 * @example
 * export const minConditionPriceResource = defineGraphqlResource('commerce', (g) => ({
 *   name: 'minConditionPrice',
 *   label: '최소 주문 금액',
 *   routes: { edit: paths.commerceCatalog.minConditionPrice },
 *   update: g.document(UpdateMinConditionPriceDocument, {
 *     bind: { baId: 'account' },
 *     load: g.op(MinConditionPriceDocument, { bind: { baId: 'account' } }),
 *     title: '최소 주문 금액',
 *     toFormData: (loaded) => ({ minConditionPrice: loaded.minConditionPrice }),
 *   }),
 * }));
 */
import type { ReactNode } from 'react';
import type { DataOf, GraphqlDocument, VariablesOf } from '@/api/graphql/document';
import type { GraphqlSchemaName } from '@/api/graphql/endpoints';
import { registerGraphqlOperation } from '@/api/graphql/operations';
import type { PagingInfo } from '@/api/operations';
import type { ColumnInput, FormInput, MutationActionInput, RemoveInput, ResourceInput } from './define-resource';
import type {
  ActionDef,
  BranchesDef,
  FormRules,
  ColumnDef,
  DocumentDef,
  MissingDocumentDef,
  DetailDef,
  DetailLinkDef,
  DetailSectionDef,
  FilterOptionDef,
  FormDef,
  FormGateDef,
  ListDef,
  ListTabCountsDef,
  ListTabsDef,
  NamedSortDef,
  OperationRef,
  SaveConfirmDef,
  PathBinding,
  RemoveDef,
  ResourceDef,
  RowLinkDef,
  SummaryFigure,
} from './types';
import type { FieldPath } from './typing';

// Documents of any result and variables; each use below is typed by its own document.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDocument = GraphqlDocument<any, any>;
export type { DataOf, VariablesOf } from '@/api/graphql/document';
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;
/** What a document answers: its one root field's value, or the whole `data` when it selects several. */
export type AnswerOf<D> = true extends IsUnion<keyof DataOf<D>> ? DataOf<D> : DataOf<D>[keyof DataOf<D>];

/** Where the engine takes a variable's value: the page's account, the record id, or a route parameter. */
export type VariableBinding = 'account' | 'record' | { readonly route: string };

export interface OperationInput<D> {
  /** Variables the engine fills. */
  bind?: { readonly [K in keyof VariablesOf<D>]?: VariableBinding };
  /** The variable holding the body (`input`); without it the body's fields are the free variables. */
  body?: keyof VariablesOf<D> & string;
  /** Typed errors (union members `…Error`) → the body field each is about. */
  errorFields?: Readonly<Record<string, string>>;
  /** A `BAD_USER_INPUT` sentence that names a field (its Korean name) → that field. */
  messageFields?: readonly (readonly [label: string, field: string])[];
}

/** The body a form of document D edits: its body variable, or its variables the engine does not fill. */
export type FormBodyOf<D, B extends keyof VariablesOf<D> | undefined> = B extends keyof VariablesOf<D>
  ? NonNullable<VariablesOf<D>[B]>
  : VariablesOf<D>;

/** A declared operation, to be used as a form's `load` (its answer is typed). */
export interface GraphqlOperation<D> {
  readonly ref: OperationRef;
  /** Type-level only. */
  readonly document: D;
}

export interface GraphqlListInput<Row, Answer> {
  title?: string;
  columns: ColumnInput<Row>[];
  /** Variables offered as filters (kept in the address). */
  filters?: string[];
  /** Variable that takes `field,asc|desc`. */
  sortParam?: string;
  /** Variable values always sent. */
  fixedQuery?: Readonly<Record<string, unknown>>;
  /** Where rows and page info are in the answer (dotted, from the answer; `items`, `totalCount`). */
  paging:
    | { kind: 'page'; pageParam: string; sizeParam: string; firstPage: number; items: string; total: string }
    | { kind: 'offset'; offsetParam: string; limitParam: string; items: string; total: string }
    | { kind: 'cursor'; cursorParam: string; sizeParam: string; items: string; nextCursor: string; hasMore: string }
    | { kind: 'none'; items: string };
  rowActions?: (action: GraphqlActionFactory<Row>) => ActionDef[];
  emptyText?: string;
  createLabel?: string;
  summary?: (answer: Answer) => SummaryFigure[];
  /** The sentence under the heading. */
  description?: string;
  /** Views as tabs (`ListTabsDef`); a tab's query values are variables, its counts `g.tabCounts(…)`. */
  tabs?: ListTabsDef;
  /** An enum variable ordering the list, shown as a select (`NamedSortDef`). */
  namedSort?: NamedSortDef;
  /** A filter's name in the address and its label (`{ query: { param: 'q', title: '상품 이름' } }`). */
  filterOptions?: Readonly<Record<string, FilterOptionDef>>;
  /** Links in each row's 관리 cell (`RowLinkDef`). */
  rowLinks?: RowLinkDef[];
}

/** A detail page: its fields (paths, or drawn their own way), links, sections and actions. */
export interface GraphqlDetailInput<Answer> {
  fields?: (FieldPath<Answer> | GraphqlDetailFieldInput<Answer>)[];
  /** Heading of the fields' panel. */
  fieldsTitle?: string;
  /** Read-only document of the account (no record id): its heading and the sentence under it. */
  document?: { title: string; description?: (answer: Answer) => string | null | undefined };
  links?: (Omit<DetailLinkDef, 'search' | 'visible'> & {
    search?: (answer: Answer) => Readonly<Record<string, string | number | undefined>>;
    visible?: (answer: Answer) => boolean;
  })[];
  sections?: (Omit<DetailSectionDef, 'visible'> & { visible?: (answer: Answer) => boolean })[];
  actions?: (action: GraphqlActionFactory<Answer>) => ActionDef[];
}

export interface GraphqlDetailFieldInput<Answer> {
  field: FieldPath<Answer>;
  title?: string;
  render?: (value: unknown, answer: Answer) => ReactNode;
  note?: (answer: Answer) => string | undefined;
  visible?: (answer: Answer) => boolean;
}

export interface GraphqlActionFactory<Row> {
  <D extends AnyDocument>(
    document: D,
    input: OperationInput<D> & MutationActionInput<Row, unknown> & { body?: never; variables?: (row: Row) => unknown },
  ): ActionDef;
}

export interface GraphqlDocumentInput<Body, Loaded> extends FormInput<Body> {
  title: string;
  toFormData: (loaded: Loaded) => Partial<Body>;
  branches?: BranchesDef | readonly BranchesDef[];
  /** Said instead of an error when the account has no such document (its load answers NOT_FOUND). */
  missing?: MissingDocumentDef;
  /** The sentence under the heading. */
  description?: string;
  /** Where the back link leads (default: the list). */
  back?: DocumentDef['back'];
}

/** A record's create or edit form (`create`, `update`): its load, gate and conversions typed by their documents. */
export interface GraphqlFormInput<Body, Loaded> extends FormInput<Body> {
  /** Form data for the loaded record (edit). */
  toFormData?: (loaded: Loaded) => Partial<Body>;
  /** The body sent from what the form holds (see `FormDef.toBody`). */
  toBody?: (formData: Partial<Body>) => unknown;
  branches?: BranchesDef | readonly BranchesDef[];
  /** Asked before a create form: whether a record may be made (`g.gate`). */
  gate?: FormGateDef;
  /** Heading of a create form (default "새 ‹label›"). */
  heading?: string;
  /** A sentence above the edit form about the loaded record. */
  notice?: (loaded: Loaded) => string | undefined;
  /** Why the loaded record is shown but cannot be saved here. */
  readOnly?: (loaded: Loaded) => string | undefined;
  /**
   * A question before an edit is saved, from what is sent and the record as it is saved now;
   * undefined asks nothing (a selling product's price cut by more than half is asked about).
   */
  confirmChange?: (body: Partial<Body>, loaded: Loaded) => SaveConfirmDef | undefined;
}

export interface GraphqlGateInput<Answer> {
  /** Why a record may not be made, from the answer; undefined when it may. */
  blocked: (answer: Answer) => string | undefined;
  /** Where to put it right (filled from the route's parameters). */
  link?: FormGateDef['link'];
}

export interface GraphqlResourceBuilder {
  /** A record's create or edit form: `load` (edit) reads the record, `document` saves it. */
  form<D extends AnyDocument, L extends AnyDocument, const B extends (keyof VariablesOf<D> & string) | undefined>(
    document: D,
    input: OperationInput<D> & { body?: B; load?: GraphqlOperation<L> } & GraphqlFormInput<
        FormBodyOf<D, B>,
        AnswerOf<L>
      >,
  ): FormDef;
  /** A read asked before a create form is shown (`FormDef.gate`). */
  gate<D extends AnyDocument>(document: D, input: OperationInput<D> & GraphqlGateInput<AnswerOf<D>>): FormGateDef;
  /** An operation declared on its own (a form's `load`). */
  op<D extends AnyDocument>(document: D, input?: OperationInput<D>): GraphqlOperation<D>;
  /** One document of the account edited whole on its own page (`load` reads it, `document` saves it). */
  document<D extends AnyDocument, L extends AnyDocument, const B extends (keyof VariablesOf<D> & string) | undefined>(
    document: D,
    input: OperationInput<D> & { body?: B; load: GraphqlOperation<L> } & GraphqlDocumentInput<
        FormBodyOf<D, B>,
        AnswerOf<L>
      >,
  ): FormDef;
  list<D extends AnyDocument, Row>(document: D, input: OperationInput<D> & GraphqlListInput<Row, AnswerOf<D>>): ListDef;
  detail<D extends AnyDocument>(document: D, input?: OperationInput<D> & GraphqlDetailInput<AnswerOf<D>>): DetailDef;
  /** A delete: no body variable, so `body` is the confirmation's sentence (`RemoveInput`). */
  remove<D extends AnyDocument, Row = unknown>(
    document: D,
    input: Omit<OperationInput<D>, 'body'> & RemoveInput<Row>,
  ): RemoveDef;
  /** A list's tab counts: a call bound like any other and each tab's count read from its answer. */
  tabCounts<D extends AnyDocument>(
    document: D,
    input: OperationInput<D> & { read: (answer: AnswerOf<D>) => Readonly<Record<string, number | undefined>> },
  ): ListTabCountsDef;
}

/** Turns a declaration into an operation of the table and its bindings. */
export function graphqlRef<D extends AnyDocument>(
  schema: GraphqlSchemaName,
  document: D,
  input: OperationInput<D> = {},
  paging?: PagingInfo,
): OperationRef {
  const bindings = Object.entries((input.bind ?? {}) as Record<string, VariableBinding>);
  const key = registerGraphqlOperation({
    schema,
    document: document,
    pathVariables: bindings.map(([name]) => name),
    accountVariables: bindings.filter(([, binding]) => binding === 'account').map(([name]) => name),
    bodyVariable: input.body,
    paging: paging ?? null,
    errorFields: input.errorFields,
    messageFields: input.messageFields,
  });
  const bind = Object.fromEntries(
    bindings.map(([name, binding]): [string, PathBinding] => [
      name,
      binding === 'account'
        ? { from: 'account' }
        : binding === 'record'
          ? { from: 'record' }
          : { from: 'route', param: binding.route },
    ]),
  );
  return { key, method: 'post', path: key, bind };
}

/** The answer's paths as the engine reads them, under the `{ data }` envelope. */
function underData(paging: GraphqlListInput<unknown, unknown>['paging']): PagingInfo {
  const at = (path: string) => `data.${path}`;
  switch (paging.kind) {
    case 'page':
    case 'offset':
      return { ...paging, items: at(paging.items), total: at(paging.total) };
    case 'cursor':
      return { ...paging, items: at(paging.items), nextCursor: at(paging.nextCursor), hasMore: at(paging.hasMore) };
    default:
      return { kind: 'none', items: at(paging.items) };
  }
}

function toColumn(input: ColumnInput<never> | ColumnInput<unknown>): ColumnDef {
  return typeof input === 'string' ? { field: input } : (input as ColumnDef);
}

/**
 * The form options every form shares, once their types are checked at the call site (the
 * operation's own declaration, `bind` … `messageFields`, is the op's and left out).
 */
function formOptions(input: FormInput<never> & { branches?: FormDef['branches'] }): Omit<FormDef, 'op'> {
  const {
    fixed,
    defaults,
    bodyFromRoute,
    prefill,
    rules,
    confirm,
    confirmChange,
    dataUi,
    revise,
    bind: _bind,
    body: _body,
    errorFields: _errorFields,
    messageFields: _messageFields,
    ...rest
  } = input as FormInput<Record<string, unknown>> & {
    branches?: FormDef['branches'];
    confirmChange?: (body: unknown, loaded: unknown) => SaveConfirmDef | undefined;
  } & OperationInput<AnyDocument>;
  const asks: FormDef['confirm'] = confirmChange
    ? (body, record) => (record === undefined ? undefined : confirmChange(body, record))
    : (confirm as FormDef['confirm']);
  return {
    ...rest,
    ...(fixed ? { fixed } : {}),
    ...(defaults ? { defaults } : {}),
    ...(bodyFromRoute ? { bodyFromRoute: bodyFromRoute as Record<string, string> } : {}),
    ...(prefill ? { prefill: prefill } : {}),
    ...(rules ? { rules: rules as FormRules } : {}),
    ...(asks ? { confirm: asks } : {}),
    ...(dataUi ? { dataUi: dataUi as FormDef['dataUi'] } : {}),
    ...(revise ? { revise: revise as FormDef['revise'] } : {}),
  };
}

export function createGraphqlBuilder(schema: GraphqlSchemaName): GraphqlResourceBuilder {
  const action = ((
    document: AnyDocument,
    input: OperationInput<AnyDocument> &
      MutationActionInput<unknown, unknown> & {
        variables?: (row: unknown) => unknown;
      },
  ) => {
    const { bind: _bind, body: _body, errorFields: _e, messageFields: _m, variables, ...rest } = input;
    return {
      kind: 'mutation',
      op: graphqlRef(schema, document, input),
      ...rest,
      ...(variables ? { body: variables } : {}),
    };
  }) as GraphqlActionFactory<unknown>;
  return {
    op: (document, input = {}) => ({ ref: graphqlRef(schema, document, input), document }),
    form: (document, input) => {
      const { load, toFormData, toBody, notice, readOnly, ...form } = input;
      return {
        ...formOptions(form as never),
        op: graphqlRef(schema, document, input),
        ...(load ? { load: load.ref } : {}),
        ...(toFormData ? { toFormData: toFormData as (record: unknown) => unknown } : {}),
        ...(toBody ? { toBody: toBody as (formData: unknown) => unknown } : {}),
        ...(notice ? { notice: notice as (record: unknown) => string | undefined } : {}),
        ...(readOnly ? { readOnly: readOnly as (record: unknown) => string | undefined } : {}),
      };
    },
    gate: (document, input) => ({
      op: graphqlRef(schema, document, input),
      blocked: input.blocked as (payload: unknown) => string | undefined,
      ...(input.link ? { link: input.link } : {}),
    }),
    document: (document, input) => {
      const {
        load,
        title,
        missing,
        description,
        back,
        toFormData,
        keepLoaded: _k,
        ...form
      } = input as typeof input & { keepLoaded?: unknown };
      return {
        ...formOptions(form as never),
        op: graphqlRef(schema, document, input),
        load: load.ref,
        toFormData: toFormData as (record: unknown) => unknown,
        document: {
          title,
          ...(missing ? { missing } : {}),
          ...(description ? { description } : {}),
          ...(back ? { back } : {}),
        },
      };
    },
    list: (document, input) => {
      const paging = underData(input.paging);
      return {
        op: graphqlRef(schema, document, input, paging),
        columns: input.columns.map(toColumn),
        filters: input.filters ?? [],
        rowActions: input.rowActions?.(action as GraphqlActionFactory<never>) ?? [],
        bulkActions: [],
        ...(input.title ? { title: input.title } : {}),
        ...(input.sortParam ? { sortParam: input.sortParam } : {}),
        ...(input.fixedQuery ? { fixedQuery: input.fixedQuery } : {}),
        ...(input.emptyText ? { emptyText: input.emptyText } : {}),
        ...(input.createLabel ? { createLabel: input.createLabel } : {}),
        ...(input.summary ? { summary: input.summary as (response: unknown) => SummaryFigure[] } : {}),
        ...(input.description ? { description: input.description } : {}),
        ...(input.tabs ? { tabs: input.tabs } : {}),
        ...(input.namedSort ? { namedSort: input.namedSort } : {}),
        ...(input.filterOptions ? { filterOptions: input.filterOptions } : {}),
        ...(input.rowLinks ? { rowLinks: input.rowLinks } : {}),
      };
    },
    tabCounts: (document, input) => ({
      op: graphqlRef(schema, document, input),
      read: input.read as ListTabCountsDef['read'],
    }),
    detail: (document, input = {}) => {
      const { fields, fieldsTitle, document: page, links, sections, actions } = input as GraphqlDetailInput<unknown>;
      return {
        op: graphqlRef(schema, document, input),
        ...(fields ? { fields } : {}),
        ...(fieldsTitle ? { fieldsTitle } : {}),
        ...(page ? { document: page } : {}),
        ...(links ? { links } : {}),
        ...(sections ? { sections } : {}),
        related: [],
        actions: actions?.(action) ?? [],
      };
    },
    remove: (document, input) => {
      const { bind, errorFields, messageFields, label, visible, refused, successToast, ...confirm } = input;
      return {
        op: graphqlRef(schema, document, { bind, errorFields, messageFields }),
        ...(Object.keys(confirm).length > 0 ? { confirm } : {}),
        ...(label ? { label } : {}),
        ...(visible ? { visible: visible as (row: unknown, rows: readonly unknown[]) => boolean } : {}),
        ...(refused ? { refused: refused as (row: unknown, rows: readonly unknown[]) => string | undefined } : {}),
        ...(successToast ? { successToast } : {}),
      };
    },
  };
}

export function defineGraphqlResource(
  schema: GraphqlSchemaName,
  build: (builder: GraphqlResourceBuilder) => ResourceInput,
): ResourceDef {
  return {
    service: schema,
    idField: 'id',
    editIn: 'page',
    recordIdPattern: /^[A-Za-z0-9_-]+$/,
    scope: {},
    ...build(createGraphqlBuilder(schema)),
  };
}
