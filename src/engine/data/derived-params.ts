/**
 * Route parameters read from another call's answer (`ResourceDef.derive`): the query that asks for
 * one, shared by the route's loader and the screen, and the value read from its answer.
 */
import type { QueryClient } from '@tanstack/react-query';
import { backendReady } from '@/api/backend-ready';
import { payloadOf } from '@/api/envelope';
import type { DerivedParamDef } from '../resource/types';
import { bindArgs, type Bindings } from './bindings';
import { operationQuery } from '@/api/data/queries';

export function derivedParamQuery(queryClient: QueryClient, def: DerivedParamDef, bindings: Bindings) {
  return operationQuery(queryClient, def.op.key, bindArgs(def.op, bindings));
}

/** The parameter's value in an answer, as route parameters are: text; undefined when it has none. */
export function derivedValue(def: DerivedParamDef, answer: unknown): string | undefined {
  const value = def.read(payloadOf(answer));
  return value === null || value === undefined || value === '' ? undefined : String(value);
}

/**
 * Every derived parameter of a resource, asked in parallel once the backend answers (a loader: no
 * screen waits on it). A failure is dropped from the cache unless a screen reads it already, so
 * the screen asks afresh, as for any query a loader starts (api/early-query.ts).
 */
export async function resolveDerived(
  queryClient: QueryClient,
  derive: Readonly<Record<string, DerivedParamDef>>,
  bindings: Bindings,
): Promise<Record<string, string | undefined>> {
  await backendReady();
  const entries = await Promise.all(
    Object.entries(derive).map(async ([param, def]) => {
      const options = derivedParamQuery(queryClient, def, bindings);
      try {
        return [param, derivedValue(def, await queryClient.query(options))] as const;
      } catch (error) {
        const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
        if (query?.getObserversCount() === 0) queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
        throw error;
      }
    }),
  );
  return Object.fromEntries(entries);
}
