/**
 * Path parameters bound by declaration: the engine fills each one from where its definition says
 * (the account, a route parameter, the record), never by its position in the path.
 *
 * @example
 * // DELETE /api/v1/posts/{id}/comments/{commentId} in a resource scoped { id: 'postId' }
 * bindPath(remove.op, { account: '101', route: { baId: '101', postId: '7' } }, 31)
 * // → { id: '7', commentId: 31 }
 */
import { createContext, useContext, useMemo } from 'react';
import { useParams } from 'react-router';
import { accountOfParams, useCurrentAccount } from '@/api/current-account';
import { operationInfo, type OperationArgs } from '@/api/operations';
import type { OperationRef, PathBinding } from '../resource/types';
import type { Scope } from '../resource/typing';

/** What the bound path parameters are filled from on a screen. */
export interface Bindings {
  readonly account: string | undefined;
  readonly route: Readonly<Record<string, string | undefined>>;
}

/**
 * Route parameters a part of the screen adds for what it shows: a list row opened to show its
 * children (a comment's replies) binds the row's id as if it were in the address (`commentId`).
 */
export const RowParamsContext = createContext<Readonly<Record<string, string>>>({});

/** The bindings of the current screen: the account of its layout and its route parameters. */
export function useBindings(): Bindings {
  const account = useCurrentAccount();
  const params = useParams();
  const rowParams = useContext(RowParamsContext);
  const route = useMemo(() => ({ ...params, ...rowParams }), [params, rowParams]);
  return useMemo(() => ({ account, route }), [account, route]);
}

/** The bindings a route loader knows: the account is the route's `baId`. */
export function routeBindings(params: Readonly<Record<string, string | undefined>>): Bindings {
  return { account: accountOfParams(params), route: params };
}

/** `row`: a call for a row, by its id (one free parameter) or on the collection with the row in its body (none). */
export type OperationRole = 'collection' | 'record' | 'row';

/** Path parameters read from the row a call is for (`{ commentId: (review) => review.businessComment?.id }`). */
export type RowParams = Readonly<Record<string, (row: unknown) => unknown>>;

/**
 * Binds each path parameter of an operation: the account's (`x-bind: account`), the scope's (a
 * route parameter), and the rest is the record id: none for a collection (a list, a create), one
 * for a record. Throws what the type checker reports first (typing.ts `CollectionCheck`).
 */
export function bindOperation(
  key: OperationRef['key'],
  scope: Scope,
  role: OperationRole,
  rowParams: RowParams = {},
): Readonly<Record<string, PathBinding>> {
  const info = operationInfo(key);
  const bind: Record<string, PathBinding> = {};
  const free: string[] = [];
  for (const name of info.pathParams) {
    const param = scope[name];
    const read = rowParams[name];
    if (info.accountParams.includes(name)) bind[name] = { from: 'account' };
    else if (param !== undefined) bind[name] = { from: 'route', param };
    else if (read) bind[name] = { from: 'row', read };
    else free.push(name);
  }
  const where = `${info.method.toUpperCase()} ${info.path}`;
  for (const name of Object.keys(rowParams))
    if (!info.pathParams.includes(name)) throw new Error(`${where}: params.${name} is not a path parameter`);
  if (role === 'collection' && free.length > 0) throw new Error(unboundMessage(where, free));
  if (role === 'row' && free.length > 1) throw new Error(unboundMessage(where, free));
  if (role === 'record' && free.length !== 1)
    throw new Error(
      free.length === 0
        ? `${where}: no path parameter is left for the record id (all are bound)`
        : unboundMessage(where, free),
    );
  if (free[0] !== undefined) bind[free[0]] = { from: 'record' };
  return bind;
}

function unboundMessage(where: string, free: readonly string[]): string {
  return free
    .map(
      (name) =>
        `${where}: path parameter {${name}} is not bound. Bind it to a route parameter with scope: { ${name}: '<route param>' }, or mark it x-bind: account in the schema if it is the business account`,
    )
    .join('\n');
}

/** Path values of a call: each from its binding; `undefined` where the screen does not know it yet. */
export function bindPath(
  op: OperationRef,
  bindings: Bindings,
  record?: unknown,
  row?: unknown,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(op.bind).map(([name, binding]) => [name, valueOf(binding, bindings, record, row)]),
  );
}

function valueOf(binding: PathBinding, bindings: Bindings, record: unknown, row: unknown): unknown {
  if (binding.from === 'account') return bindings.account;
  if (binding.from === 'route') return bindings.route[binding.param];
  if (binding.from === 'row') return row === undefined ? undefined : binding.read(row);
  return record;
}

/** The arguments of a call for a record (or for the collection when `record` is left out). */
export function bindArgs(
  op: OperationRef,
  bindings: Bindings,
  record?: unknown,
  row?: unknown,
): Pick<OperationArgs, 'account' | 'path'> {
  return { account: bindings.account, path: bindPath(op, bindings, record, row) };
}

export { isBound } from '@/api/data/queries';
