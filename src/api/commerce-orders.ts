/**
 * The commerce order calls (GraphQL, `src/resources/commerce-order/*.graphql`) for the hand-written
 * order pages, as promises for TanStack Query: a read or a mutation answers its data, or throws —
 * the HTTP error (`ResponseError` / `FetchError`, as REST calls throw) or a `GraphqlCallError` with
 * the server's code (`CONFLICT`, `NOT_FOUND`, `BAD_USER_INPUT`, …) and Korean message.
 */
import type { AnyVariables, Client, CombinedError, TypedDocumentNode } from '@urql/core';
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
} from '@generated/graphql/commerce/graphql';
import { createGraphqlClient } from './graphql/client';

export type {
  BulkDeliveryStartStatusQuery,
  OrderProgressFragment,
  OrderRowFragment,
  OrderSheetQuery,
  OrdersByStoreCursorQuery,
  StartDeliveryMutation,
} from '@generated/graphql/commerce/graphql';
export type {
  BulkUploadStatus,
  Carrier,
  CommerceRole,
  DeliverySpeed,
  DeliveryStatus,
  OrderStatus,
  PaymentFailureReason,
  PaymentMethod,
  ReceiveMethod,
  StoreOrderFilter,
} from '@generated/graphql/commerce/schema';

export {
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
};

/** A GraphQL error answer (HTTP 200 with `errors`): the server's code and its Korean message. */
export class GraphqlCallError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

let shared: Client | undefined;
/** One client for the order pages, made on first use (no cache: every read asks the server). */
function commerceClient(): Client {
  shared ??= createGraphqlClient();
  return shared;
}

async function settle<Data>(pending: Promise<{ data?: Data; error?: CombinedError | undefined }>): Promise<Data> {
  const { data, error } = await pending;
  if (error?.networkError) throw error.networkError;
  const first = error?.graphQLErrors[0];
  if (first) {
    const code = first.extensions?.code;
    throw new GraphqlCallError(first.message, typeof code === 'string' ? code : undefined);
  }
  if (data === undefined || data === null) throw new GraphqlCallError('빈 응답이에요.', undefined);
  return data;
}

/** Reads a commerce query afresh (network only). */
export function commerceQuery<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  return settle(commerceClient().query(document, variables, { requestPolicy: 'network-only' }).toPromise());
}

/** Runs a commerce mutation. */
export function commerceMutation<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  return settle(commerceClient().mutation(document, variables).toPromise());
}
