/**
 * The calls of a view: its own record and the other GETs its parts read (`callOf`), bound from the
 * screen like every engine call (the account, nothing else), each with its states.
 */
import { payloadOf } from '@/api/envelope';
import { bindArgs, useBindings } from '../data/bindings';
import { useOperationQuery } from '@/api/data/queries';
import type { ViewCallDef } from '../resource/view-types';

export function useViewCall<Payload = unknown>(call: ViewCallDef) {
  const bindings = useBindings();
  const query = useOperationQuery(call.op.key, {
    ...bindArgs(call.op, bindings),
    ...(call.query ? { query: call.query } : {}),
  });
  return {
    data: query.data === undefined ? undefined : payloadOf<Payload>(query.data),
    error: query.error,
    loading: query.isPending && !query.error,
    retry: () => void query.refetch(),
  };
}
