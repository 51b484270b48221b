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
