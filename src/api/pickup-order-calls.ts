/**
 * The board's other calls (pickup service): the finished orders' pages, the menus of the 영업 관리
 * drawer, and the writes (order actions, 품절, 영업 임시 중지, the customer's number, printing).
 * Apart from pickup-order-queries.ts, which the router imports: these load with the board.
 */
import type { QueryClient } from '@tanstack/react-query';
import { operationPrefixKey, operationQueryKey } from './data/keys';
import { readPayload, UnexpectedStatusError } from './data/read';
import type { PickupOrderAction } from './machines/pickup-order';
import { callApi, type CallArgs } from './operations';

type Account = string | undefined;

/** The order actions' mutations, so a count they changed on the screen (optimistic 접수) is not taken for news. */
export const orderActionMutationKey = ['pickup', 'order-action'] as const;

/** A page of finished orders (20 by `cursorCreatedAt`); another status than 200 is an error for this page. */
export async function finishedOrdersPage(
  account: Account,
  query: CallArgs<'pickup.listFinishedOrders'>['query'],
  signal: AbortSignal,
) {
  const { status, data } = await callApi('pickup.listFinishedOrders', { account, signal, query });
  if (status !== 200 || !data) throw new UnexpectedStatusError(status);
  return data.data;
}

export async function customerPhone(account: Account, id: number) {
  const { data } = await callApi('pickup.getOrderCustomerPhoneNumber', { account, path: { id } });
  return data.data;
}

export async function printOrder(account: Account, id: number) {
  const { status } = await callApi('pickup.printOrder', { account, path: { id } });
  if (status !== 200) throw new UnexpectedStatusError(status);
}

/** An order action and what it sends: 접수 the preparation time, 취소 the reason. */
export type ActionVariables =
  | {
      readonly id: number;
      readonly action: 'accept';
      readonly estimatedPreparationTime: string;
      readonly preparationMinutes: number;
    }
  | { readonly id: number; readonly action: 'cancel'; readonly reason: string }
  | { readonly id: number; readonly action: Exclude<PickupOrderAction, 'accept' | 'cancel'> };

/** The call of each action, with the body its operation asks for. */
export function sendOrderAction(account: Account, variables: ActionVariables) {
  const path = { id: variables.id };
  switch (variables.action) {
    case 'accept': {
      const { estimatedPreparationTime, preparationMinutes } = variables;
      return callApi('pickup.acceptOrder', { account, path, body: { estimatedPreparationTime, preparationMinutes } });
    }
    case 'cancel':
      return callApi('pickup.cancelOrder', { account, path, body: { reason: variables.reason } });
    case 'completePreparation':
      return callApi('pickup.completePreparation', { account, path });
    case 'reNotify':
      return callApi('pickup.reNotifyPreparationComplete', { account, path });
    case 'completePickup':
      return callApi('pickup.completePickup', { account, path });
  }
}

/** The store's menus (the 품절 switches). */
export function menusQuery(queryClient: QueryClient, account: Account) {
  const queryKey = operationQueryKey('pickup.listMenus', { account });
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      readPayload(queryClient, 'pickup.listMenus', { account, signal, queryKey }, (payload) => payload.items),
  };
}

/** Every menu search of the menu screens (they read these menus too). */
export const menuSearchesKey = () => operationPrefixKey('pickup.searchMenus');

export async function updateMenuStatus(account: Account, menuId: number, soldOut: boolean) {
  const { status, data } = await callApi('pickup.updateMenuStatus', {
    account,
    path: { menuId },
    body: { status: soldOut ? 'SOLD_OUT' : 'OPEN' },
  });
  if (status !== 200) throw new UnexpectedStatusError(status);
  return data.data;
}

export async function updateManualClosure(
  account: Account,
  body: { readonly closed: boolean; readonly closedUntil?: string | null },
) {
  const { status, data } = await callApi('pickup.updateManualClosure', { account, body });
  if (status !== 200) throw new UnexpectedStatusError(status);
  return data.data;
}
