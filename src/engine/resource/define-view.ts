/**
 * `r.view(path, input)`: a read-only view of one thing read by a GET with every path parameter
 * bound (the account's, or none for the signed-in person), typed against the generated paths: its
 * fields are paths of the payload and its renderers get the payload's type.
 *
 * @example
 * view: r.view('/api/v2/business_accounts/{id}/extra/additional_information', {
 *   title: '사업자 정보',
 *   sections: [{ fields: ['businessRegistration.companyName', 'mailOrderSaleRegistrationNumber'] }],
 *   links: [{ label: '사업자 인증하기', route: paths.inspection.status, primary: true }],
 * })
 */
import type { ComponentType, ReactNode } from 'react';
import { operationKeyOf, type ServiceName } from '@/api/operations';
import { bindOperation } from '../data/bindings';
import type { InlineFieldDef, OperationRef } from './types';
import type {
  CollectionCheck,
  BodyOf,
  FieldPath,
  Method,
  NoScope,
  OperationAt,
  PathWith,
  QueryOf,
  Scope,
} from './typing';
import type {
  ViewCallDef,
  ViewDef,
  ViewEmptyDef,
  ViewFieldDef,
  ViewInlineDef,
  ViewLinkDef,
  ViewNoticeDef,
  ViewSectionLinkDef,
} from './view-types';

export type ViewFieldInput<Record> =
  | FieldPath<Record>
  | {
      field: FieldPath<Record>;
      title?: string;
      render?: (value: unknown, record: Record) => ReactNode;
      emptyText?: string;
    };

export interface ViewLinkInput<Record> extends Omit<ViewLinkDef, 'primary' | 'visible'> {
  primary?: boolean | ((record: Record) => boolean);
  visible?: (record: Record) => boolean;
}

export interface ViewSectionInput<Record> {
  title?: string;
  /** A link in the section's title (입력하기 while one of its values is missing, else 수정하기). */
  link?: ViewSectionLinkDef;
  visible?: (record: Record) => boolean;
  fields?: ViewFieldInput<Record>[];
  component?: ComponentType<{ readonly record: Record }>;
}

/** A field edited in place on the view, saved by its own call (every path parameter bound). */
export interface ViewInlineFactory<S extends ServiceName, Sc extends Scope = NoScope> {
  <M extends Method, P extends PathWith<S, M>>(
    method: M,
    path: P & CollectionCheck<S, M, P, Sc>,
    input: { field: keyof BodyOf<OperationAt<S, M, P>> & string; at?: string; title?: string; successToast?: string },
  ): ViewInlineDef;
}

export interface ViewInput<S extends ServiceName, Record, Sc extends Scope = NoScope> {
  title: string;
  description?: string | ComponentType;
  back?: ViewDef['back'];
  /** Other calls of the view's parts, started with the route's code (see `callOf`). */
  also?: ViewCallDef[];
  notice?: (record: Record) => ViewNoticeDef | undefined;
  empty?: Omit<ViewEmptyDef, 'when' | 'link'> & { when: (record: Record) => boolean; link?: ViewLinkInput<Record> };
  missingLabel?: string;
  sections: ViewSectionInput<Record>[];
  inline?: (inline: ViewInlineFactory<S, Sc>) => ViewInlineDef[];
  links?: ViewLinkInput<Record>[];
  guard?: ViewDef['guard'];
}

/** Builds the view's definition; `ref` binds an operation of the resource's service. */
export function toView(
  op: OperationRef,
  input: ViewInput<ServiceName, never>,
  inlineRef: (method: Method, path: string) => OperationRef,
): ViewDef {
  const { sections, inline, empty, ...rest } = input as unknown as ViewInput<ServiceName, unknown>;
  return {
    ...(rest as Omit<ViewDef, 'op' | 'sections'>),
    op,
    sections: sections.map((section) => ({
      ...section,
      ...(section.fields ? { fields: section.fields.map(toField) } : {}),
    })),
    ...(empty ? { empty } : {}),
    ...(inline
      ? {
          inline: inline((method: Method, path: string, field: Omit<InlineFieldDef, 'op'>) => ({
            ...field,
            op: inlineRef(method, path),
          })),
        }
      : {}),
  };
}

function toField(input: ViewFieldInput<unknown>): ViewFieldDef {
  return typeof input === 'string' ? { field: input } : input;
}

/**
 * Another GET a view's part reads (every path parameter bound by the account or none), with the
 * query it always sends: `callOf('coupon', '/api/v1/coupon_boxes', { validity: 'AVAILABLE' })`.
 */
export function callOf<S extends ServiceName, P extends PathWith<S, 'get'>>(
  service: S,
  path: P & CollectionCheck<S, 'get', P, NoScope>,
  query?: Partial<QueryOf<OperationAt<S, 'get', P>>>,
): ViewCallDef {
  const key = operationKeyOf(service, 'get', path);
  return {
    op: { key, method: 'get', path, bind: bindOperation(key, {}, 'collection') },
    ...(query ? { query } : {}),
  };
}
