/**
 * The order pages' hooks over the data layer (api/commerce-order-hooks.ts): the list and the tab
 * counts for the filters in the address, and the actions with their refusals said in Korean.
 */
import { serverMessageOf } from '@/api/errors';
import {
  useOrderActions as useOrderCalls,
  useOrderCounts,
  useOrderList as useOrderPages,
  type ActionInput,
} from '@/api/commerce-order-hooks';
import { graphqlErrorCode, type OrderProgressFragment } from '@/api/commerce-orders';
import { errorMessage } from '@/components/feedback/error-message';
import { serverFilter, type OrderFilters } from './order-filters';
import { conflictMessage, ORDER_TABS, refusalOf, type OrderAction, type Refusal } from './order-rules';

export { useBulkAccept, useOrderSheet, type ActionInput, type OrderSheet } from '@/api/commerce-order-hooks';

export function useOrderList(filters: OrderFilters) {
  return useOrderPages(serverFilter(filters));
}

export function useTabCounts(filters: OrderFilters) {
  return useOrderCounts(ORDER_TABS.map((tab) => serverFilter(filters, tab)));
}

export type ActionOutcome =
  { readonly ok: true; readonly progress: OrderProgressFragment } | { readonly ok: false; readonly refusal: Refusal };

/** Runs an action on an order; a typed refusal resolves with its Korean sentence. */
export function useOrderActions() {
  const call = useOrderCalls();
  return async (orderSheetId: string, action: OrderAction, input: ActionInput = {}): Promise<ActionOutcome> => {
    const answer = await call(orderSheetId, action, input);
    return answer.ok ? answer : { ok: false, refusal: refusalOf(answer.refused)! };
  };
}

/** The Korean sentence of a failed action that is not a typed refusal. */
export function actionErrorMessage(error: unknown): string {
  const code = graphqlErrorCode(error);
  const message = serverMessageOf(error);
  if (code !== undefined && message) return conflictMessage(code, message) ?? message;
  return errorMessage(error);
}
