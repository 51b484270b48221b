/**
 * The runtime shape of a resource definition, as the generic screens read it. Resources build it
 * with `defineResource` (typed against the generated paths), never by hand.
 */
import type { ComponentType, ReactNode } from 'react';
import type { AnyOperationKey, ServiceName } from '@/api/operations';
import type { GraphqlSchemaName } from '@/api/graphql/endpoints';
import type { RouteDef } from '@/config/paths';
import type { PageRouteDef } from '../page/types';
import type { CardsDef } from '../cards/cards-def';
import type { Method } from './typing';
import type { ViewDef } from './view-types';

/** Where the value of one path parameter comes from when the engine calls an operation. */
export type PathBinding =
  /** The current business account (`x-bind: account` in the schema). */
  | { readonly from: 'account' }
  /** A parameter of the current route (a parent's id, bound by the resource's `scope`). */
  | { readonly from: 'route'; readonly param: string }
  /** The record the call is for (a row, the detail page's record): the one free parameter. */
  | { readonly from: 'record' }
  /** A value of the row the call is for (a review's answer id for deleting that answer). */
  | { readonly from: 'row'; readonly read: (row: unknown) => unknown };

export interface OperationRef {
  readonly key: AnyOperationKey;
  readonly method: Method;
  readonly path: string;
  /** Every path parameter of the operation, bound by declaration (never by position). */
  readonly bind: Readonly<Record<string, PathBinding>>;
}

export interface ColumnDef {
  /** Dotted path into the row (`benefit_request.description`). */
  readonly field: string;
  /** Column title; defaults to the schema's `title`. */
  readonly title?: string;
  readonly width?: number;
  /** The column that names the record: its cell links to the record's detail (or edit) screen. */
  readonly primary?: boolean;
  /** Custom cell; defaults to the renderer of the field's kind. */
  readonly render?: (value: unknown, row: unknown) => ReactNode;
  /** Query value of the list's sort parameter that sorts by this column (`name`). */
  readonly sortKey?: string;
  /** A line under the cell when the row needs one (why a product is rejected). */
  readonly note?: (row: unknown) => string | null | undefined;
  /**
   * The record's state, shown beside its name on a phone's card; by default the column whose
   * field is a `status` or `state`.
   */
  readonly status?: boolean;
}

/** The confirmation of a save: its body names what matters in bold (a ReactNode). */
export interface SaveConfirmDef {
  readonly title: string;
  readonly body: ReactNode;
  readonly ok?: string;
}

export interface ConfirmDef {
  readonly title: string;
  /**
   * The sentence; `**…**` parts are bold. A function names whom the action touches: the row and
   * the current account's name (`**이매니저**님에게 **동네커피**의 대표 관리자를 넘겨요.`).
   */
  readonly body?: string | ((row: unknown, accountName: string) => string);
  readonly ok?: string;
  readonly danger?: boolean;
  /** An irreversible action: the merchant types the account's (shop's) name before OK enables. */
  readonly typeAccountName?: boolean;
}

export interface MutationActionDef {
  readonly kind: 'mutation';
  readonly op: OperationRef;
  readonly label: string;
  readonly body?: (row: unknown) => unknown;
  /** Offered only for rows where this is true; `rows` are the list's rows on screen (the record alone on its page). */
  readonly visible?: (row: unknown, rows: readonly unknown[]) => boolean;
  /** Why the action is refused for this row (shown, but not run: e.g. a role that may not); undefined runs it. */
  readonly refused?: (row: unknown, rows: readonly unknown[]) => string | undefined;
  readonly confirm?: ConfirmDef;
  readonly successToast?: string;
  /** The toast when it ran for one row, naming it ('…' 판매를 멈췄어요.); else `successToast`. */
  readonly rowToast?: (row: unknown) => string;
  readonly danger?: boolean;
  /** The body is typed by the merchant: a form of the operation's request body opens first. */
  readonly form?: ActionFormDef;
  /** Other services whose data the call changes (refreshed with its own after success). */
  readonly refreshes?: readonly ServiceName[];
  /** As a bulk action: one call for all the chosen rows, with this body (else one call a row). */
  readonly bulkBody?: (rows: readonly unknown[]) => unknown;
}

export interface ActionFormDef {
  /** Title of the form's drawer (e.g. 답글 달기). */
  readonly title: string;
  /** Text of its submit button (default: the action's label). */
  readonly submitLabel?: string;
  /** What the form starts with for the row (e.g. the photo's tags as they are). */
  readonly initial?: (row: unknown) => Readonly<Record<string, unknown>>;
  /**
   * What is being answered, shown above the fields (the review a reply answers): a drawer takes a
   * phone's whole screen, so the row it was opened from is no longer in sight.
   */
  readonly context?: (row: unknown) => ReactNode;
}

/** One figure shown above a list, read from the list's response (e.g. 답글 없는 리뷰 3개). */
export interface SummaryFigure {
  readonly label: string;
  readonly value: ReactNode;
}

/** Pick a value of one enum field of the operation's body (e.g. a menu's status). */
export interface SelectActionDef {
  readonly kind: 'select';
  readonly op: OperationRef;
  readonly label: string;
  readonly field: string;
  readonly current: (row: unknown) => unknown;
  readonly successToast?: string;
  /** On a list: a column of its own, titled by the label, rather than one of the row's actions. */
  readonly column?: boolean;
  /** A line under the picker when the row needs one (e.g. why a menu on sale is not seen). */
  readonly note?: (row: unknown) => string | undefined;
}

export type ActionDef = MutationActionDef | SelectActionDef;

export interface ReorderDef {
  readonly op: OperationRef;
  /** The request body for rows in their new order. */
  readonly body: (rows: readonly unknown[]) => unknown;
}

export interface ListDef {
  readonly op: OperationRef;
  readonly title?: string;
  readonly columns: readonly ColumnDef[];
  /** Query parameters shown as filters (labels and inputs come from their schemas). */
  readonly filters: readonly string[];
  /** Query parameter that carries `field,asc|desc` sorting, when the operation has one. */
  readonly sortParam?: string;
  /** Query values always sent (not shown as filters). */
  readonly fixedQuery?: Readonly<Record<string, unknown>>;
  readonly rowActions: readonly ActionDef[];
  readonly bulkActions: readonly MutationActionDef[];
  readonly reorder?: ReorderDef;
  readonly emptyText?: string;
  /** Text of the create button (default "‹label› 만들기"). */
  readonly createLabel?: string;
  /** Why making a record is refused, from the rows on screen (e.g. the user's role); undefined allows it. */
  readonly createRefused?: (rows: readonly unknown[]) => string | undefined;
  /** Figures above the list, from the response of its current page (e.g. counts beside the items). */
  readonly summary?: (response: unknown) => readonly SummaryFigure[];
  /** Each row opens to show a nested resource bound to the row's id (a comment's replies). */
  readonly expand?: ExpandDef;
  /** Other kinds of record to make, as links beside the create button (설문 소식, 투표 소식). */
  readonly moreCreate?: readonly { readonly label: string; readonly route: RouteDef }[];
  /** Figures of another call above the list, for a date range kept in the address (e.g. 단골 요약). */
  readonly stats?: ListStatsDef;
  /** Files of the whole list as filtered (every page), e.g. a CSV. */
  readonly downloads?: readonly DownloadDef[];
  /** The sentence under the list's heading. */
  readonly description?: string;
  /** Views of the list as tabs, each sending its own query values (판매 중 / 검수 중 / 판매 중지). */
  readonly tabs?: ListTabsDef;
  /** An enum variable that orders the list, shown as a select (NEWEST, BEST_SELLING, …). */
  readonly namedSort?: NamedSortDef;
  /** A filter's name in the address and its label, where they differ from the variable (`query` → `q`). */
  readonly filterOptions?: Readonly<Record<string, FilterOptionDef>>;
  /** Links in each row's 관리 cell to other screens of the record (미리보기). */
  readonly rowLinks?: readonly RowLinkDef[];
  /** Rows drawn as cards by the resource's components instead of a table (engine/cards). */
  readonly cards?: CardsDef;
}

export interface RowLinkDef {
  readonly label: string;
  /** Filled with the route's parameters and the record id as the resource's `routeParam`. */
  readonly route: RouteDef;
  /** Its query string for the row (the preview's `baId`). */
  readonly search?: (
    row: unknown,
    params: Readonly<Record<string, string | number | undefined>>,
  ) => Readonly<Record<string, string | number | undefined>>;
}

/**
 * Views of one list as tabs kept in the address under `param` (`?group=pending`; the default tab is
 * left out). Each tab sends its own query values; a list value is a set, sent sorted, so the same
 * values in another order are one query key.
 */
export interface ListTabsDef {
  readonly param: string;
  /** Accessible name of the tab list (상품 상태). */
  readonly label: string;
  readonly tabs: readonly ListTabDef[];
  /** The tab shown when the address names none (default: the first). */
  readonly default: string;
  /** A call answering every tab's count, refreshed with the list's service (after an action or delete). */
  readonly counts?: ListTabCountsDef;
}

export interface ListTabDef {
  readonly key: string;
  readonly label: string;
  /** Query values the tab sends (`{ statuses: ['INACTIVE', 'REJECTED', 'BANNED'] }`). */
  readonly query: Readonly<Record<string, unknown>>;
  /** The empty state's sentence on this tab (판매 중인 상품이 없어요.). */
  readonly emptyText?: string;
}

export interface ListTabCountsDef {
  /** A call with every path parameter bound (e.g. by the account). */
  readonly op: OperationRef;
  /** Each tab's count by its key, from the answer's payload. */
  readonly read: (payload: unknown) => Readonly<Record<string, number | undefined>>;
}

/**
 * An enum-valued variable ordering the list (`sort: NEWEST | PRICE_ASC …`), not the REST
 * `field,asc|desc` `sortParam`: a select of Korean labels, kept in the address under its name with
 * the default left out. Always sent (the default too).
 */
export interface NamedSortDef {
  readonly param: string;
  readonly default: string;
  /** Accessible name of the select (default 정렬). */
  readonly label?: string;
  /** Values offered, in order, with labels (default: the variable's enum with its `x-enum-labels`). */
  readonly options?: readonly { readonly value: string; readonly label: string }[];
}

export interface FilterOptionDef {
  /** Name in the address (`q`); default the variable's name. */
  readonly param?: string;
  /** Label of the filter (default the schema's title). */
  readonly title?: string;
}

export interface ExpandDef {
  readonly resource: ResourceDef;
  /** Title of the nested list's panel. */
  readonly title: string;
  /** The route parameter the row's id binds for the nested resource (its `scope` names it). */
  readonly param: string;
  /** Text of the row's open button (e.g. 답글 3). */
  readonly label: (row: unknown) => string;
}

export interface ListStatsDef {
  readonly op: OperationRef;
  readonly title: string;
  /** Query parameters of the call that take the first and last day (KST dates, both included). */
  readonly range?: { readonly start: string; readonly end: string };
  readonly figures: (response: unknown) => readonly SummaryFigure[];
}

export interface DownloadDef {
  /** A call answering a file; it gets the list's filters that are its query parameters. */
  readonly op: OperationRef;
  readonly label: string;
  /** File name when the answer does not name one. */
  readonly fileName: string;
}

/** A field of a record edited in place on its detail page, saved by its own call (a customer's memo). */
export interface InlineFieldDef {
  readonly op: OperationRef;
  /** The body field edited (and the record field shown). */
  readonly field: string;
  /** Text of the save button (default 저장). */
  readonly saveLabel?: string;
  readonly successToast?: string;
}

/** Rows of another call under a record, read only (e.g. the customers who used a coupon). */
export interface RelatedRowsDef {
  readonly kind: 'rows';
  readonly op: OperationRef;
  readonly title: string;
  readonly columns: readonly ColumnDef[];
  readonly pageSize: number;
  /** Query values always sent (a sort). */
  readonly query?: Readonly<Record<string, unknown>>;
  /** Only the first page, without a pager (the latest few). */
  readonly onePage?: boolean;
  /** The empty state's sentence (default 아직 없어요.). */
  readonly emptyText?: string;
}

/** A nested resource's list under its parent's record, with its own forms and actions. */
export interface RelatedResourceDef {
  readonly kind: 'resource';
  readonly resource: ResourceDef;
  readonly title: string;
}

export type RelatedDef = RelatedRowsDef | RelatedResourceDef;

/** What a detail section's component gets: the record as loaded and its id from the address. */
export interface DetailSectionProps {
  readonly record: unknown;
  readonly id: string;
}

/**
 * A part of a detail page the schema cannot describe as fields (a post's photos, its survey's
 * results): a titled panel under the record's fields, rendered by a component of the resource.
 */
export interface DetailSectionDef {
  /** The panel's heading; a section without one is a plain panel (or says its own heading). */
  readonly title?: string;
  /** Shown only for records where this is true (a vote's tally only on a vote post). */
  readonly visible?: (record: unknown) => boolean;
  /** Drawn as it is, not in a panel (an alert that may have nothing to say). */
  readonly bare?: boolean;
  readonly component: ComponentType<DetailSectionProps>;
}

/** A field of a detail page drawn its own way (a status with its sentence, a fee from three values). */
export interface DetailFieldDef {
  /** Dotted path into the record. */
  readonly field: string;
  /** Its label; defaults to the schema's `title`. */
  readonly title?: string;
  readonly render?: (value: unknown, record: unknown) => ReactNode;
  /** A sentence after the value (what a store's status means). */
  readonly note?: (record: unknown) => string | undefined;
  /** Shown only for records where this is true (a store's figures only when there is a store). */
  readonly visible?: (record: unknown) => boolean;
}

/** A link from a detail page to another screen (배송 설정, 상품 관리), filled from the route's parameters. */
export interface DetailLinkDef {
  readonly label: string;
  readonly route: RouteDef;
  readonly search?: (record: unknown) => Readonly<Record<string, string | number | undefined>>;
  /** The page's main way on. */
  readonly primary?: boolean;
  readonly visible?: (record: unknown) => boolean;
}

/**
 * A read-only document of the account on its own page (the store): no record id, loaded by the
 * detail call bound to the account, headed by a fixed title.
 */
export interface DetailDocumentDef {
  readonly title: string;
  /** The sentence under the heading, from the record (the store's name). */
  readonly description?: (record: unknown) => string | null | undefined;
}

export interface DetailDef {
  readonly op: OperationRef;
  /** Fields shown, in order; defaults to every field of the payload. */
  readonly fields?: readonly (string | DetailFieldDef)[];
  /** Heading of the fields' panel. */
  readonly fieldsTitle?: string;
  /** Links to other screens, beside the actions. */
  readonly links?: readonly DetailLinkDef[];
  /** The page is one document of the account, not a record of a list. */
  readonly document?: DetailDocumentDef;
  readonly related: readonly RelatedDef[];
  readonly actions: readonly ActionDef[];
  /** Fields edited in place (shown in the descriptions with a save button). */
  readonly inline?: readonly InlineFieldDef[];
  /** Panels under the fields, before the related lists, for what fields cannot show. */
  readonly sections?: readonly DetailSectionDef[];
  /** What the page says when the record is gone (404) or the address names none (default: the error state). */
  readonly notFound?: string;
}

export interface FormDef {
  readonly op: OperationRef;
  /** Body values always sent and never shown (e.g. coupon update's `status: ACTIVE`). */
  readonly fixed?: Readonly<Record<string, unknown>>;
  /** Optional body fields neither shown nor sent (dotted for nested ones: `additional_data.vote`). */
  readonly omit?: readonly string[];
  /** Optional body fields this form needs (dotted for nested ones: `additional_data.survey`). */
  readonly require?: readonly string[];
  /** Initial values of a new record beyond the schema defaults. */
  readonly defaults?: Readonly<Record<string, unknown>>;
  /** The list's query after a save leads back to it (a new product waits in the 검수 중 group). */
  readonly savedListQuery?: Readonly<Record<string, string>>;
  /** Fields a new record takes from the address when it names them (`?categoryId=cat-mug`). */
  readonly defaultsFromQuery?: readonly string[];
  /** What an edit form loads; defaults to the detail operation. */
  readonly load?: OperationRef;
  /** Form data for a loaded record; defaults to the record's fields that the body has. */
  readonly toFormData?: (record: unknown) => unknown;
  /** Field order; fields not named keep schema order after these. */
  readonly order?: readonly string[];
  /** Edit from the list's row (the API has no GET for one record). */
  readonly fromListRow?: boolean;
  /**
   * One document of the account edited whole on its own page (a price list saved by one call):
   * no record id, loaded by `load` (a call for the account), and the page stays after a save.
   */
  readonly document?: DocumentDef;
  /** Body fields sent as the loaded record has them and never shown (a document's account id). */
  readonly keepLoaded?: readonly string[];
  /** Actions shown on the edit screen (e.g. a menu's status, which has its own call). */
  readonly actions?: readonly ActionDef[];
  /** A short note beside the save buttons: what saving does that the form does not show. */
  readonly note?: string;
  /** Toast after a save (default "‹label›을 만들었어요." or "저장했어요."). */
  readonly successToast?: string;
  /** A second save button: save, then run this action on the saved record (e.g. 저장하고 판매 시작). */
  readonly saveAndThen?: SaveAndThenDef;
  /** Fields of the loaded record sent back unchanged though the form does not show them (dotted). */
  readonly preserve?: readonly string[];
  /** Body values taken from route parameters (`{ parent_id: 'commentId' }`: a reply to the row's comment). */
  readonly bodyFromRoute?: Readonly<Record<string, string>>;
  /** uiSchema additions by field (dotted for nested ones): `ui:description` (text or a component), `ui:options`, … */
  readonly fieldUi?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Values a new record starts with that a call decides (a new post's template); a failure is a load error. */
  readonly prefill?: (context: FormContext) => Promise<Readonly<Record<string, unknown>>>;
  /** Placeholder texts of fields that depend on what is chosen (e.g. per post type). */
  readonly placeholders?: PlaceholdersDef;
  /** Checks asked of the server as the user types (e.g. a name already taken), one per field. */
  readonly checks?: readonly FieldCheckDef[];
  /** A call asked before the form is shown: whether a record may be made at all, and why not. */
  readonly gate?: FormGateDef;
  /** Heading of a create form (default "새 ‹label›"), e.g. 관리자 초대. */
  readonly heading?: string;
  /** Text of a create form's button (default 만들기). */
  readonly submitLabel?: string;
  /** Shown in the drawer in place of the form after a create (e.g. the invitation link just made). */
  readonly savedView?: ComponentType<SavedViewProps>;
  /** Fields shown only for some values of a choice (배송비 only for a paid fee type): see `BranchesDef`. */
  readonly branches?: BranchesDef | readonly BranchesDef[];
  /** Rules across fields that a schema cannot say (closing after opening), checked like the schema's. */
  readonly rules?: FormRules;
  /** A rule about the other rows of a list (the same discount twice in one period): see `AmongRowsDef`. */
  readonly amongRows?: AmongRowsDef;
  /**
   * The request body from what the form holds (hidden fields already pruned), when the merchant
   * edits a friendlier shape than the API's (paragraphs for content blocks); `toFormData`'s inverse.
   */
  readonly toBody?: (formData: unknown) => unknown;
  /** uiSchema additions from what the form holds now (a field drawn by the way chosen above it). */
  readonly dataUi?: (formData: unknown) => Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /**
   * What the form holds after a change, when a choice decides another field's value (another way
   * chosen drops what was typed for the old one); `initial` is what the form started from.
   */
  readonly revise?: (next: unknown, previous: unknown, initial: unknown) => unknown;
  /** A sentence above an edit form about the loaded record (a rejected product's reason). */
  readonly notice?: (record: unknown) => string | undefined;
  /**
   * A confirmation before the save, from what will be sent (what a customer gets from a discount)
   * and, on an edit, the record as it is saved now; undefined when this save needs no question
   * (a selling product's price is asked about only when it is cut by more than half).
   */
  readonly confirm?: (body: unknown, record: unknown) => SaveConfirmDef | undefined;
  /** uiSchema additions for the loaded record (edit): fields its state makes read-only, a floor said under a field. */
  readonly recordUi?: (record: unknown) => Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Why the loaded record is shown but cannot be saved here (a kind this console does not know yet). */
  readonly readOnly?: (record: unknown) => string | undefined;
}

export interface SavedViewProps {
  /** The created record (the answer's payload). */
  readonly saved: unknown;
  readonly onClose: () => void;
}

/**
 * Fields of the body shown (validated, sent) only while a choice field holds one of some values:
 * `{ field: 'type', fields: { feeAmount: ['FIXED', 'CONDITIONAL_FREE'] }, require: true }`. The form
 * schema gets the JSON Schema `if`/`then` the engine renders and prunes on save, so a value typed
 * before another choice is not sent. For schemas that cannot say it themselves (GraphQL inputs).
 */
export interface BranchesDef {
  readonly field: string;
  readonly fields: Readonly<Record<string, readonly (string | number | boolean)[]>>;
  /** Whether a shown field must be filled. */
  readonly require?: boolean;
}

/** A document form's page: heading, the sentence under it, where its back link leads, the missing state. */
export interface DocumentDef {
  readonly title: string;
  readonly description?: string;
  /** The back link (default: the resource's list, 목록으로). */
  readonly back?: { readonly label: string; readonly route: RouteDef };
  readonly missing?: MissingDocumentDef;
}

/** What a document form says when the account has no such document (its load answers 404). */
export interface MissingDocumentDef {
  readonly text: string;
  /** Where to get one (filled from the current route's parameters). */
  readonly link?: { readonly label: string; readonly route: RouteDef };
}

/** A broken rule of a form: the field it is shown on (dotted, array items by index) and why. */
export interface FormRuleIssue {
  readonly field: string;
  readonly message: string;
}

/** A form's own rules: the issues of what is typed (possibly incomplete), none when it may be saved. */
export type FormRules = (formData: unknown) => readonly FormRuleIssue[];

/**
 * A rule about the other records of a list, which the server checks on save (the same discount twice
 * in one period): the form reads the list through the data layer and checks what is typed against
 * its rows as the merchant types, so the save is refused on the field before any question is asked.
 * The row being edited is left out. The list must answer whole (not paged on the server).
 */
export interface AmongRowsDef {
  /** The list: a GET with every path parameter bound. */
  readonly op: OperationRef;
  readonly issues: (formData: unknown, others: readonly unknown[]) => readonly FormRuleIssue[];
}

/** What a form's calls of its own may read. */
export interface FormContext {
  readonly account: string | undefined;
  readonly route: Readonly<Record<string, string | undefined>>;
}

export interface PlaceholdersDef {
  /** What the texts depend on in the form's data; `undefined` asks nothing. */
  readonly key: (formData: unknown) => string | undefined;
  /** Placeholder text by field for that key. */
  readonly load: (key: string, context: FormContext) => Promise<Readonly<Record<string, string>>>;
}

/**
 * A field checked against the server while the user types: asked after a pause in typing
 * (debounced), and an answer for a value the field no longer holds is ignored.
 */
export interface FieldCheckDef {
  /** The body field checked (top level). */
  readonly field: string;
  /** A GET with every path parameter bound; the typed value goes in its query. */
  readonly op: OperationRef;
  /** The call's query for a value, or undefined to ask nothing (empty, or the record's own value). */
  readonly query: (value: string, context: FieldCheckContext) => Readonly<Record<string, unknown>> | undefined;
  /** The field's error for the answer's payload, or undefined when the value passes. */
  readonly message: (payload: unknown, context: FieldCheckContext) => string | undefined;
  /** Said (politely, to screen readers too) when the value passes, e.g. 사용할 수 있는 지점 코드예요. */
  readonly passed?: string;
  /**
   * The message is a warning said under the field, not an error: it does not hold the save (e.g.
   * a local profile of the same name nearby, which may be the merchant's own). Several checks may
   * watch one field; the field says the first that has something to say.
   */
  readonly warn?: boolean;
}

export interface FieldCheckContext {
  /** The record being edited (its loaded payload); undefined on a create form. */
  readonly record: unknown;
  /** What the form holds now: a check may send other fields too (a name with the chosen address). */
  readonly formData: unknown;
}

export interface FormGateDef {
  /** A GET with every path parameter bound. */
  readonly op: OperationRef;
  /** Why a record may not be made, from the answer's payload; undefined when it may. */
  readonly blocked: (payload: unknown) => string | undefined;
  /** Where to put it right (the store a product needs), filled from the route's parameters. */
  readonly link?: { readonly label: string; readonly route: RouteDef };
}

export interface SaveAndThenDef {
  /** Its label is the button's text, its success toast the one shown when both calls succeed. */
  readonly action: MutationActionDef;
  /** Shown when the record was saved but the action failed (the form is left either way). */
  readonly failureToast: string;
}

export interface RemoveDef {
  readonly op: OperationRef;
  readonly confirm?: Partial<ConfirmDef>;
  /** The confirmation's body for the row: what deleting it does to what it holds (bold counts). */
  readonly confirmBody?: (row: unknown) => ReactNode;
  /** Button text (default 삭제). */
  readonly label?: string;
  /** Offered only for rows where this is true (`rows`: the list's rows on screen). */
  readonly visible?: (row: unknown, rows: readonly unknown[]) => boolean;
  /** Why deleting this row is refused (shown, but not run); undefined allows it. */
  readonly refused?: (row: unknown, rows: readonly unknown[]) => string | undefined;
  /** Toast after success (default 삭제했어요.). */
  readonly successToast?: string;
}

/**
 * A route parameter a resource's screens take from another call's answer, not from the address:
 * the local profile whose images are listed is the account's, asked by the account's id.
 */
export interface DerivedParamDef {
  /** A GET with every path parameter bound (e.g. by the account). */
  readonly op: OperationRef;
  /** The value in the answer's payload. */
  readonly read: (payload: unknown) => string | number | null | undefined;
  /** Said instead of an error when the call answers 404 (there is nothing to show yet). */
  readonly missing?: string;
}

export interface ResourceRoutes {
  readonly list?: RouteDef;
  readonly create?: RouteDef;
  readonly detail?: RouteDef;
  readonly edit?: RouteDef;
}

export interface ResourceDef {
  /** A REST service, or the GraphQL schema of a `defineGraphqlResource`. */
  readonly service: ServiceName | GraphqlSchemaName;
  /** Unique name, used for query keys and test ids. */
  readonly name: string;
  /** Path parameters bound to route parameters for every operation (a nested resource's parent ids). */
  readonly scope: Readonly<Record<string, string>>;
  /** Route parameters read from another call's answer before the screen's own calls (see `paramFromCall`). */
  readonly derive?: Readonly<Record<string, DerivedParamDef>>;
  /** Korean name of one record (`쿠폰`, `메뉴`), used in generated copy. */
  readonly label: string;
  /** The record field that holds its id. */
  readonly idField: string;
  /** The route parameter that carries the record id (`couponId`). */
  readonly routeParam?: string;
  /** The query parameter that carries it instead, where the address is given (an invitation link's `?code=`). */
  readonly recordQueryParam?: string;
  /** Path value that means "a new record" when create and edit share a route (`new`). */
  readonly newRecordParam?: string;
  /** What a record id in the address looks like; anything else is "not found" (default: 1, 2, …). */
  readonly recordIdPattern: RegExp;
  readonly routes: ResourceRoutes;
  /** Where create and edit forms open: their own page, or a drawer over the list. */
  readonly editIn: 'page' | 'drawer';
  readonly list?: ListDef;
  readonly detail?: DetailDef;
  readonly create?: FormDef;
  readonly update?: FormDef;
  readonly remove?: RemoveDef;
  /** A read-only view of one thing with no record id, at the `detail` route (`r.view`). */
  readonly view?: ViewDef;
  /** Pages of panels at routes of their own (a hub of the account, an upload). */
  readonly pages?: readonly PageRouteDef[];
}
