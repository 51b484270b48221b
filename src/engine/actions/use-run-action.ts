/** Runs one mutation action for one record, refreshes its service's data and says so in a toast. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callOperation, operationInfo } from '@/api/operations';
import { serviceQueryKey } from '@/api/data/keys';
import { toast } from '@/components/toast/toast-store';
import { messages } from '@/lib/messages';
import { bindArgs, useBindings } from '../data/bindings';
import type { OperationRef } from '../resource/types';

export interface RunActionArgs {
  readonly op: OperationRef;
  readonly id?: unknown;
  /** The row the call is for, when path parameters are read from it. */
  readonly row?: unknown;
  readonly body?: unknown;
  readonly successToast?: string;
  /** Skip the toast (all but the last call of a bulk action). */
  readonly quiet?: boolean;
  /** Other services whose data the call changes, refreshed with its own. */
  readonly refreshes?: readonly string[];
}

/** Its path parameters are bound from the screen (account, parent ids) and the record's `id`. */
export function useRunAction() {
  const queryClient = useQueryClient();
  const bindings = useBindings();
  return useCallback(
    async ({ op, id, row, body, successToast, quiet, refreshes = [] }: RunActionArgs) => {
      await callOperation(op.key, { ...bindArgs(op, bindings, id, row), ...(body !== undefined ? { body } : {}) });
      await Promise.all(
        [operationInfo(op.key).service, ...refreshes].map((service) =>
          queryClient.invalidateQueries({ queryKey: serviceQueryKey(service) }),
        ),
      );
      if (!quiet) toast.success(successToast ?? messages.form.saved);
    },
    [queryClient, bindings],
  );
}
