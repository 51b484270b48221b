/**
 * The commerce order documents (GraphQL, `src/resources/commerce-order/*.graphql`) and types for the
 * hand-written order pages. They run through the one GraphQL helper (`graphqlRequest`): a read or a
 * mutation answers its data, or throws a `ResponseError` / `FetchError` as REST calls do; a refusal
 * carries the server's code (`graphqlErrorCode`: `CONFLICT`, `NOT_FOUND`, …) and Korean message.
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
} from '@generated/graphql/commerce/graphql';
export { graphqlErrorCode, graphqlRequest } from './graphql/request';

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
