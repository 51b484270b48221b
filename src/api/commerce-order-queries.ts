/**
 * The commerce order pages' reads and writes, defined once: the pages read them and the routes'
 * loaders (pages/commerce-orders/order-loader.ts) start them with the page's code. Keys are
 * `['commerce', operation, { account, … }]`, so another account's orders are never shown and
 * invalidating `['commerce']` refreshes every commerce read. The bulk delivery upload and the order
 * actions are here too; the pages keep what the screens show of them.
 */
import {
  AcceptOrderDocument,
  BulkDeliveryStartStatusDocument,
  CancelOrderDocument,
  ChangeInvoiceDocument,
  CompleteDeliveryDocument,
  ConfirmPurchaseDocument,
  DeleteInvoiceDocument,
  OrderSheetDocument,
  OrdersByStoreCursorDocument,
  StartDeliveryDocument,
  VisitOrderDocument,
  type Carrier,
  type OrderProgressFragment,
  type OrdersByStoreCursorQuery,
  type StoreOrderFilter,
} from './commerce-orders';
import { documentQueryKey, localQueryKey, serviceQueryKey } from './data/keys';
import { UnexpectedStatusError } from './data/read';
import { graphqlRequest } from './graphql/request';
import type { CommerceOrderAction } from './machines/commerce-order';
import { callApi } from './operations';
import type { DeliveryExcelUpload } from './settlement';

type Account = string | undefined;

export const LIST_PAGE_SIZE = 20;

export const commerceOrderKeys = {
  all: () => serviceQueryKey('commerce'),
  /** Every order list of every account (a bulk upload's result changes them all). */
  lists: () => documentQueryKey('commerce', 'OrdersByStoreCursor', undefined, {}).slice(0, 2),
  /** Every order list (tabs, filters, counts) of one account: a prefix (its query matches any filter). */
  account: (account: Account) => documentQueryKey('commerce', 'OrdersByStoreCursor', account, {}),
  list: (account: Account, filter: StoreOrderFilter) =>
    documentQueryKey('commerce', 'OrdersByStoreCursor', account, { filter }),
  count: (account: Account, filter: StoreOrderFilter) =>
    documentQueryKey('commerce', 'OrdersByStoreCursor', account, { filter }, 'count'),
  detail: (account: Account, orderSheetId: string) =>
    documentQueryKey('commerce', 'OrderSheet', account, { orderSheetId }),
  bulkStatus: (account: Account) => documentQueryKey('commerce', 'BulkDeliveryStartStatus', account, {}),
  /** The sheet uploaded in this visit: kept in the cache, never fetched. */
  sentSheet: (account: Account) => localQueryKey('DeliveryUploadSent', account),
};

export type OrderPage = OrdersByStoreCursorQuery['ordersByStoreCursor'];

export function orderPageQuery(account: Account, filter: StoreOrderFilter) {
  return {
    queryKey: commerceOrderKeys.list(account, filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }: { pageParam: string | undefined }) =>
      graphqlRequest(
        OrdersByStoreCursorDocument,
        { baId: account ?? '', filter, first: LIST_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) },
        { account },
      ).then((data) => data.ordersByStoreCursor),
    getNextPageParam: (last: OrderPage) =>
      last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? undefined) : undefined,
  };
}

/** A tab's count: the total of a one-order page. */
export function countQuery(account: Account, filter: StoreOrderFilter) {
  return {
    queryKey: commerceOrderKeys.count(account, filter),
    queryFn: () =>
      graphqlRequest(OrdersByStoreCursorDocument, { baId: account ?? '', filter, first: 1 }, { account }).then(
        (data) => data.ordersByStoreCursor.totalCount,
      ),
  };
}

export function orderSheetQuery(account: Account, orderSheetId: string) {
  return {
    queryKey: commerceOrderKeys.detail(account, orderSheetId),
    queryFn: () => graphqlRequest(OrderSheetDocument, { orderSheetId }, { account }).then((data) => data.orderSheet),
  };
}

/** The latest bulk delivery-start upload's status. */
export function bulkStatusQuery(account: Account) {
  return {
    queryKey: commerceOrderKeys.bulkStatus(account),
    queryFn: () =>
      graphqlRequest(BulkDeliveryStartStatusDocument, { baId: account ?? '' }, { account }).then(
        (data) => data.bulkDeliveryStartStatus,
      ),
  };
}

/**
 * Uploads the delivery sheet. The finance call's `storeId` is an integer and a commerce store has
 * one per business account, so the account id is sent (designed; see docs/decisions/commerce-orders.md).
 */
export async function uploadDeliveryFile(account: string, file: File): Promise<DeliveryExcelUpload> {
  const { status, data } = await callApi('finance.uploadDeliveryExcel', {
    account,
    body: { file, storeId: Number(account) },
  });
  if (status !== 200 || !data) throw new UnexpectedStatusError(status);
  return data.data;
}

/** What an action needs besides the order. */
export interface ActionInput {
  readonly reason?: string;
  readonly company?: Carrier;
  readonly invoice?: string;
}

/** An order action's call: the order's new progress, or the typed refusal of an invoice action. */
export async function callOrderAction(
  account: Account,
  orderSheetId: string,
  action: CommerceOrderAction,
  input: ActionInput,
) {
  const options = { account };
  const done = (progress: OrderProgressFragment) => ({ ok: true as const, progress });
  switch (action) {
    case 'accept':
      return done((await graphqlRequest(AcceptOrderDocument, { orderSheetId }, options)).acceptOrder);
    case 'cancel':
      return done(
        (await graphqlRequest(CancelOrderDocument, { orderSheetId, reason: input.reason ?? '' }, options)).cancelOrder,
      );
    case 'completeDelivery':
      return done((await graphqlRequest(CompleteDeliveryDocument, { orderSheetId }, options)).completeDelivery);
    case 'visit':
      return done((await graphqlRequest(VisitOrderDocument, { orderSheetId }, options)).visitOrder);
    case 'confirmPurchase':
      return done((await graphqlRequest(ConfirmPurchaseDocument, { orderSheetId }, options)).confirmPurchase);
    case 'deleteInvoice':
      return done((await graphqlRequest(DeleteInvoiceDocument, { orderSheetId }, options)).deleteInvoice);
    case 'startDelivery': {
      const variables = { input: { orderSheetId, company: input.company ?? 'CJ', invoice: input.invoice ?? '' } };
      const answer = (await graphqlRequest(StartDeliveryDocument, variables, options)).startDelivery;
      if (answer.__typename === 'StartDeliveryPayload') return done(answer.orderSheet);
      return { ok: false as const, refused: answer };
    }
    case 'changeInvoice': {
      const variables = { input: { orderSheetId, company: input.company ?? 'CJ', invoice: input.invoice ?? '' } };
      const answer = (await graphqlRequest(ChangeInvoiceDocument, variables, options)).changeInvoice;
      if (answer.__typename === 'ChangeInvoicePayload') return done(answer.orderSheet);
      return { ok: false as const, refused: answer };
    }
  }
}
