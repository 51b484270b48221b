/**
 * Typed builders of a page's panels (page/types.ts): a call is named by service and path of the
 * generated `paths`, so an unknown path, a query value it does not take or a component that reads
 * a field its call does not answer does not compile.
 *
 * @example
 * const quest = panelRead('business-account', '/api/v1/business_account_quests/in_progress');
 * viewPanel({ title: '퀘스트', reads: { quest }, component: QuestChecklist }); // ({ data: { quest } })
 */
import type { ComponentType } from 'react';
import { operationKeyOf, type ServiceName } from '@/api/operations';
import { bindOperation } from '../data/bindings';
import type { ColumnInput } from '../resource/define-resource';
import type { ColumnDef, RelatedRowsDef } from '../resource/types';
import type {
  CollectionCheck,
  ListItemOf,
  NoScope,
  OperationAt,
  PathWith,
  PayloadOf,
  QueryOf,
} from '../resource/typing';
import type { FigureDef, PageGateDef, PanelReadDef, ViewPanelDef, ViewPanelProps } from './types';

/** A call a panel reads, carrying the type of its payload. */
export interface PanelRead<Payload> extends PanelReadDef {
  readonly payload?: Payload;
}

type PayloadsOf<Reads> = { readonly [K in keyof Reads]: Reads[K] extends PanelRead<infer P> ? P : never };

function ref(service: ServiceName, path: string) {
  const key = operationKeyOf(service, 'get', path);
  return { key, method: 'get' as const, path, bind: bindOperation(key, {}, 'collection') };
}

/** A GET whose path parameters are all bound (by the account); `optional` reads give `undefined` when they fail. */
export function panelRead<S extends ServiceName, P extends PathWith<S, 'get'>, const Optional extends boolean = false>(
  service: S,
  path: P & CollectionCheck<S, 'get', P, NoScope>,
  options: {
    query?: Partial<QueryOf<OperationAt<S, 'get', P>>>;
    optional?: Optional;
    missing?: string;
  } = {},
): PanelRead<PayloadOf<OperationAt<S, 'get', P>> | (Optional extends true ? undefined : never)> {
  return {
    op: ref(service, path),
    ...(options.query ? { query: options.query } : {}),
    ...(options.optional ? { optional: true } : {}),
    ...(options.missing ? { missing: options.missing } : {}),
  };
}

/** A panel the resource's component draws from the payloads of its reads, by name. */
export function viewPanel<const Reads extends Readonly<Record<string, PanelRead<unknown>>>>(input: {
  title?: string;
  reads: Reads;
  component: ComponentType<{ readonly data: PayloadsOf<Reads> }>;
}): ViewPanelDef {
  return { kind: 'view', ...input, component: input.component as ComponentType<ViewPanelProps> };
}

/** One number of a figures panel, read from a call's payload. */
export function figure<Payload>(
  label: string,
  read: PanelRead<Payload>,
  value: (payload: Payload) => number,
  unit?: string,
): FigureDef {
  return { label, read, value: value as FigureDef['value'], ...(unit ? { unit } : {}) };
}

/** Whether the merchant may make records here, from a call's payload (undefined: they may). */
export function pageGate<Payload>(
  read: PanelRead<Payload>,
  input: Omit<PageGateDef, 'read' | 'blocked'> & { blocked: (payload: Payload) => string | undefined },
): PageGateDef {
  return { read, ...input, blocked: input.blocked as PageGateDef['blocked'] };
}

/** Rows of a list call as a read-only table; `onePage` shows its first page without a pager (the latest few). */
export function rowsPanel<S extends ServiceName, P extends PathWith<S, 'get'>>(
  service: S,
  path: P & CollectionCheck<S, 'get', P, NoScope>,
  input: {
    title: string;
    columns: ColumnInput<ListItemOf<S, 'get', P>>[];
    query?: Partial<QueryOf<OperationAt<S, 'get', P>>>;
    pageSize?: number;
    onePage?: boolean;
    emptyText?: string;
  },
): { readonly kind: 'rows'; readonly rows: RelatedRowsDef } {
  return {
    kind: 'rows',
    rows: {
      kind: 'rows',
      op: ref(service, path),
      title: input.title,
      columns: input.columns.map((column) => (typeof column === 'string' ? { field: column } : (column as ColumnDef))),
      pageSize: input.pageSize ?? 10,
      ...(input.query ? { query: input.query } : {}),
      ...(input.onePage ? { onePage: true } : {}),
      ...(input.emptyText ? { emptyText: input.emptyText } : {}),
    },
  };
}
