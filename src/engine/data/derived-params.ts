/**
 * Route parameters read from another call's answer (`ResourceDef.derive`): the query that asks for
 * one, shared by the route's loader and the screen, and the value read from its answer.
 */
import type { QueryClient } from '@tanstack/react-query';
import { payloadOf } from '@/api/envelope';
import type { DerivedParamDef } from '../resource/types';
import { bindArgs, type Bindings } from './bindings';
import { operationQuery } from './queries';

export function derivedParamQuery(queryClient: QueryClient, def: DerivedParamDef, bindings: Bindings) {
  return operationQuery(queryClient, def.op.key, bindArgs(def.op, bindings));
}

/** The parameter's value in an answer, as route parameters are: text; undefined when it has none. */
export function derivedValue(def: DerivedParamDef, answer: unknown): string | undefined {
  const value = def.read(payloadOf(answer));
  return value === null || value === undefined || value === '' ? undefined : String(value);
}

/** Every derived parameter of a resource, asked in parallel (a loader: no screen waits on it). */
export async function resolveDerived(
  queryClient: QueryClient,
  derive: Readonly<Record<string, DerivedParamDef>>,
  bindings: Bindings,
): Promise<Record<string, string | undefined>> {
  const entries = await Promise.all(
    Object.entries(derive).map(async ([param, def]) => {
      const answer = await queryClient.query(derivedParamQuery(queryClient, def, bindings));
      return [param, derivedValue(def, answer)] as const;
    }),
  );
  return Object.fromEntries(entries);
}
