/**
 * A call for a whole list or the person (every path parameter bound), typed like a resource's
 * operations, for the parts of a screen that are not one of its resource's own: a card list's tab
 * that asks another list, the call a screen makes when it opens.
 *
 * @example
 * // `{type}` is the card list's tab (its `param` is `tab`).
 * collectionCall('notification', 'get', '/api/v1/notifications/{type}/list', { type: 'tab' })
 */
import { operationKeyOf, type ServiceName } from '@/api/operations';
import { bindOperation } from '../data/bindings';
import type { OperationRef } from './types';
import type { CollectionCheck, Method, NoScope, PathWith, Scope } from './typing';

export function collectionCall<
  S extends ServiceName,
  M extends Method,
  P extends PathWith<S, M>,
  const Sc extends Scope = NoScope,
>(service: S, method: M, path: P & CollectionCheck<S, M, P, Sc>, scope?: Sc): OperationRef {
  const key = operationKeyOf(service, method, path);
  return { key, method, path, bind: bindOperation(key, scope ?? {}, 'collection') };
}
