/**
 * A mutation that refreshes nothing after it succeeds: for a call after which the screen leaves
 * what it showed (deleting the account itself: asking its data again would only meet a 404).
 */
import { useMutation } from '@tanstack/react-query';
import { callOperation, type AnyOperationKey, type OperationArgs } from '@/api/operations';

export function useOperationCall(key: AnyOperationKey) {
  return useMutation({ mutationFn: (args: OperationArgs) => callOperation(key, args) });
}
