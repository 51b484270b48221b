/**
 * Our names for the rows of tests/spec/graphql-operations.tsv (the spec describes each operation
 * but leaves its name to us), in row order. Each name is the operation name of one document,
 * `src/**\/*.<schema>.graphql`.
 */
export const GRAPHQL_OPERATION_NAMES: readonly string[] = [
  // commerce: store settings and checks
  'StoreDeliverySetting',
  'UpdateStoreDeliverySetting',
  'MinConditionPrice',
  'UpdateMinConditionPrice',
  'BusinessStatusCheck',
  'SettlementAccountCheck',
  // commerce: products
  'ProductsByStore',
  'ProductsByStoreCursor',
  'CreateProduct',
  'UpdateProduct',
  'UpdateProductStatus',
  'DeleteProduct',
  'ProductDetail',
  'ProductCategories',
  'ProductAttributes',
  'ProductTemplates',
  'ManageProductPage',
  // commerce: orders
  'OrdersByStore',
  'OrdersByStoreCursor',
  'OrderSheet',
  'AcceptOrder',
  'CancelOrder',
  'ConfirmPurchase',
  'CompleteDelivery',
  'StartDelivery',
  'ChangeInvoice',
  'DeleteInvoice',
  'VisitOrder',
  'BulkDeliveryStartStatus',
  // commerce: store request, settlement, misc
  'CreateStoreRequest',
  'StoreInfo',
  'RejectedReasons',
  'RequestOpenAlarm',
  'SaveSettlementInfo',
  'SettlementInfo',
  'ExperimentGroup',
  'PayAuthCode',
  'StorePreview',
  // expert
  'ServiceFields',
  'RegisterContractor',
  // local-profile
  'LocalProfiles',
];
