/**
 * The scope every query key carries (api/query-keys.ts): the signed-in person and the account.
 * Apart from the operation table so that the GraphQL layer can key its reads without a cycle.
 */
import { currentPerson } from '../session';

export type KeyView = string | number | boolean | null;

export interface KeyScope {
  readonly person: string | null;
  readonly account: string | null;
  readonly path: Readonly<Record<string, unknown>>;
  readonly query: Readonly<Record<string, unknown>>;
}

export type ScopedKey = readonly [string, string, KeyScope, ...KeyView[]];

export function keyScope(account: string | null, path: KeyScope['path'] = {}, query: KeyScope['query'] = {}): KeyScope {
  return { person: currentPerson() ?? null, account, path, query };
}

/** A GraphQL document's read (`commerce.StoreInfo`), keyed like the engine's GraphQL operations. */
export function documentQueryKey(
  schema: string,
  operationName: string,
  account: string | undefined,
  variables: Readonly<Record<string, unknown>>,
  ...view: KeyView[]
): ScopedKey {
  return [schema, operationName, keyScope(account ?? null, {}, variables), ...view];
}

/**
 * A query that is not a call of the backend (a schema chunk, a form's prepared values, the remote
 * config): under `local`, still scoped to the person and account, so the reset and the placeholder
 * rule treat it like any other.
 */
export function localQueryKey(name: string, account: string | undefined | null, ...view: KeyView[]): ScopedKey {
  return ['local', name, keyScope(account ?? null), ...view];
}

/** The scope of a key the constructor made; undefined for any other key (never trusted). */
export function scopeOf(key: readonly unknown[]): KeyScope | undefined {
  const candidate = key[2];
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const fields = candidate as Partial<Record<keyof KeyScope, unknown>>;
  const nullableString = (value: unknown) => value === null || typeof value === 'string';
  return nullableString(fields.person) && nullableString(fields.account) && typeof fields.path === 'object'
    ? (candidate as KeyScope)
    : undefined;
}
