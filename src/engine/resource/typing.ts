/**
 * Type-level view of the generated `paths`: from (service, method, path) to the operation key,
 * request body, 200 payload and list item. Resource definitions use these so that an unknown path
 * or a wrong body is a compile error.
 */
import type { OkOf } from '@/api/operation-types';
import type { OperationKey, OperationKeys, OperationTable, ServiceName, ServicePaths } from '@/api/operations';

export type { BodyOf, OkOf, PayloadOf, QueryOf } from '@/api/operation-types';

export type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** Paths of service S that have method M. */
export type PathWith<S extends ServiceName, M extends Method> = {
  [P in keyof ServicePaths[S]]: ServicePaths[S][P] extends Record<M, infer Op>
    ? [Op] extends [undefined]
      ? never
      : P
    : never;
}[keyof ServicePaths[S]] &
  string;

export type OperationAt<S extends ServiceName, M extends Method, P extends PathWith<S, M>> =
  ServicePaths[S][P] extends Record<M, infer Op> ? Op : never;

export type KeyAt<S extends ServiceName, M extends Method, P extends PathWith<S, M>> = P extends keyof OperationKeys[S]
  ? M extends keyof OperationKeys[S][P]
    ? OperationKeys[S][P][M] & OperationKey
    : never
  : never;

/** Reads a dotted path type: Get<{a:{b:number}}, 'a.b'> = number. */
export type Get<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Get<NonNullable<T>[Head & keyof NonNullable<T>], Rest>
  : NonNullable<T>[Path & keyof NonNullable<T>];

type ItemsPath<K extends OperationKey> = OperationTable[K]['paging'] extends { items: infer I extends string }
  ? I
  : never;

/** Item type of a list operation, found through its `x-paging.items` path. */
export type ListItemOf<S extends ServiceName, M extends Method, P extends PathWith<S, M>> =
  Get<OkOf<OperationAt<S, M, P>>, ItemsPath<KeyAt<S, M, P>>> extends readonly (infer Item)[] ? Item : never;

type Prev = [never, 0, 1, 2];

/** Dotted paths into T (objects only, not arrays), two levels deep: `name`, `benefit_request.description`. */
export type FieldPath<T, Depth extends number = 2> = [Depth] extends [never]
  ? never
  : {
      [K in keyof T & string]: NonNullable<T[K]> extends readonly unknown[]
        ? K
        : NonNullable<T[K]> extends object
          ? K | `${K}.${FieldPath<NonNullable<T[K]>, Prev[Depth]>}`
          : K;
    }[keyof T & string];

/**
 * Route parameters bound to path parameters by name: `{ id: 'postId' }` fills the `{id}` of
 * `/api/v1/posts/{id}/comments` with the route's `:postId`.
 */
export type Scope = Readonly<Record<string, string>>;

/** A scope without bindings (the operation's only free parameter is the record id, if any). */
export type NoScope = Readonly<Record<never, string>>;

type InfoAt<S extends ServiceName, M extends Method, P extends PathWith<S, M>> = OperationTable[KeyAt<S, M, P>];

/** Path parameter names of an operation. */
export type PathParamsAt<S extends ServiceName, M extends Method, P extends PathWith<S, M>> = InfoAt<
  S,
  M,
  P
>['pathParams'][number];

/** Path parameters the client fills with the current business account (`x-bind: account`). */
export type AccountParamsAt<S extends ServiceName, M extends Method, P extends PathWith<S, M>> = InfoAt<
  S,
  M,
  P
>['accountParams'][number];

/** Path parameters neither the account nor the scope binds: the record id, if any. */
export type FreeParams<S extends ServiceName, M extends Method, P extends PathWith<S, M>, Sc extends Scope> = Exclude<
  PathParamsAt<S, M, P>,
  AccountParamsAt<S, M, P> | keyof Sc
>;

/** Every path parameter name of a service (what a resource's scope may bind). */
export type ServicePathParams<S extends ServiceName> = {
  [K in OperationKey]: OperationTable[K]['service'] extends S ? OperationTable[K]['pathParams'][number] : never;
}[OperationKey];

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

/** A compile error that reads as a sentence: the argument is not assignable to this key. */
type Problem<Message extends string> = { readonly [K in Message]: never };

type Where<M extends Method, P extends string> = `${Uppercase<M>} ${P}`;

/** The sentence of an unbound parameter (written out where it is used, so the error shows it). */
type UnboundText<
  M extends Method,
  P extends string,
  F extends string,
> = `${Where<M, P>}: path parameter {${F}} is not bound. Bind it to a route parameter with scope: { ${F}: '<route param>' }, or mark it x-bind: account in the schema if it is the business account`;

/**
 * `unknown` when the operation can be called for a list or a new record (every path parameter is
 * bound), else a compile error naming the unbound parameter and how to bind it.
 */
export type CollectionCheck<S extends ServiceName, M extends Method, P extends PathWith<S, M>, Sc extends Scope> = [
  FreeParams<S, M, P, Sc>,
] extends [never]
  ? unknown
  : Problem<UnboundText<M, P, FreeParams<S, M, P, Sc>>>;

/**
 * `unknown` when the operation can be called for one record (exactly one path parameter is left
 * for the record id), else a compile error saying what to bind.
 */
export type RecordCheck<S extends ServiceName, M extends Method, P extends PathWith<S, M>, Sc extends Scope> = [
  FreeParams<S, M, P, Sc>,
] extends [never]
  ? Problem<`${Where<M, P>}: no path parameter is left for the record id (all are bound)`>
  : true extends IsUnion<FreeParams<S, M, P, Sc>>
    ? Problem<UnboundText<M, P, FreeParams<S, M, P, Sc>>>
    : unknown;

/**
 * `unknown` when the operation can be called for a row: one path parameter left for the row's id,
 * or none (a call on the collection whose body names the row, e.g. pin `{ lpImageIds: [id] }`).
 */
export type RowCallCheck<S extends ServiceName, M extends Method, P extends PathWith<S, M>, Sc extends Scope> = [
  FreeParams<S, M, P, Sc>,
] extends [never]
  ? unknown
  : RecordCheck<S, M, P, Sc>;

/** A scope whose every key is a path parameter of the service (a misspelt key does not compile). */
export type CheckedScope<S extends ServiceName, Sc extends Scope> = Sc & {
  readonly [
    K in Exclude<keyof Sc, ServicePathParams<S>>
  ]: Problem<`scope: ${K & string} is not a path parameter of any operation of this service`>;
};
