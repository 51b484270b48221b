/* eslint-disable */
import * as types from './graphql';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'query ExperimentGroup($businessId: ID!) {\n  experimentGroup(businessId: $businessId) {\n    businessId\n    group\n  }\n}': typeof types.ExperimentGroupDocument;
  'mutation AcceptOrder($orderSheetId: ID!) {\n  acceptOrder(orderSheetId: $orderSheetId) {\n    ...OrderProgress\n  }\n}': typeof types.AcceptOrderDocument;
  'query BulkDeliveryStartStatus($baId: ID!, $uploadId: ID) {\n  bulkDeliveryStartStatus(baId: $baId, uploadId: $uploadId) {\n    id\n    fileName\n    status\n    totalCount\n    successCount\n    failureCount\n    uploadedAt\n    completedAt\n    failures {\n      rowNumber\n      orderSheetId\n      reason\n    }\n  }\n}': typeof types.BulkDeliveryStartStatusDocument;
  'mutation CancelOrder($orderSheetId: ID!, $reason: String!) {\n  cancelOrder(orderSheetId: $orderSheetId, reason: $reason) {\n    ...OrderProgress\n  }\n}': typeof types.CancelOrderDocument;
  'mutation ChangeInvoice($input: InvoiceInput!) {\n  changeInvoice(input: $input) {\n    __typename\n    ... on ChangeInvoicePayload {\n      orderSheet {\n        ...OrderProgress\n      }\n    }\n    ...InvalidDeliveryStatusFields\n    ...InvalidInvoiceFields\n  }\n}': typeof types.ChangeInvoiceDocument;
  'mutation CompleteDelivery($orderSheetId: ID!) {\n  completeDelivery(orderSheetId: $orderSheetId) {\n    ...OrderProgress\n  }\n}': typeof types.CompleteDeliveryDocument;
  'mutation ConfirmPurchase($orderSheetId: ID!) {\n  confirmPurchase(orderSheetId: $orderSheetId) {\n    ...OrderProgress\n  }\n}': typeof types.ConfirmPurchaseDocument;
  'mutation DeleteInvoice($orderSheetId: ID!) {\n  deleteInvoice(orderSheetId: $orderSheetId) {\n    ...OrderProgress\n  }\n}': typeof types.DeleteInvoiceDocument;
  'fragment InvalidDeliveryStatusFields on InvalidDeliveryStatusError {\n  message\n  deliveryStatus\n}\n\nfragment InvalidInvoiceFields on InvalidInvoiceError {\n  message\n  code\n  company\n  invoice\n}': typeof types.InvalidDeliveryStatusFieldsFragmentDoc;
  'fragment OrderProgress on OrderSheet {\n  id\n  status\n  deliveryStatus\n  deliveryTracking {\n    company\n    invoice\n    registeredAt\n  }\n  cancelInfo {\n    canceledAt\n    canceledBy\n    reason\n  }\n  acceptedAt\n  deliveryStartedAt\n  deliveryCompletedAt\n  purchaseConfirmedAt\n}': typeof types.OrderProgressFragmentDoc;
  'fragment OrderRow on OrderSheet {\n  id\n  orderNumber\n  status\n  receiveMethod\n  deliveryStatus\n  deliverySpeed\n  paymentMethod\n  orderedAt\n  amounts {\n    paymentAmount\n  }\n  buyer {\n    userId\n    nickname\n  }\n  orderLines {\n    id\n    productName\n    quantity\n  }\n  deliveryTracking {\n    company\n    invoice\n  }\n  cancelInfo {\n    canceledAt\n    canceledBy\n    reason\n  }\n}': typeof types.OrderRowFragmentDoc;
  'query OrderSheet($orderSheetId: ID!) {\n  orderSheet(orderSheetId: $orderSheetId) {\n    id\n    orderNumber\n    storeId\n    status\n    receiveMethod\n    deliveryStatus\n    deliverySpeed\n    paymentMethod\n    paymentFailureReason\n    amounts {\n      orderAmount\n      discountAmount\n      productDiscountAmount\n      couponDiscountAmount\n      deliveryFee\n      paymentAmount\n    }\n    buyer {\n      userId\n      nickname\n      regionName\n      purchaseCounts {\n        total\n        confirmed\n        canceled\n      }\n    }\n    customerInfo {\n      name\n      phoneNumber\n    }\n    deliveryAddress {\n      recipientName\n      phoneNumber\n      zipCode\n      address\n      detailAddress\n      memo\n    }\n    deliveryTracking {\n      company\n      invoice\n      registeredAt\n    }\n    cancelInfo {\n      canceledAt\n      canceledBy\n      reason\n    }\n    orderLines {\n      id\n      productId\n      productName\n      productType\n      quantity\n      unitPrice\n      amount\n      options {\n        optionId\n        name\n        additionalPrice\n      }\n    }\n    couponName\n    requestMessage\n    orderedAt\n    paidAt\n    acceptedAt\n    deliveryStartedAt\n    deliveryCompletedAt\n    purchaseConfirmedAt\n  }\n}': typeof types.OrderSheetDocument;
  'query OrdersByStoreCursor($baId: ID!, $filter: StoreOrderFilter, $first: Int, $after: String) {\n  ordersByStoreCursor(baId: $baId, filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...OrderRow\n    }\n  }\n}': typeof types.OrdersByStoreCursorDocument;
  'query OrdersByStore($baId: ID!, $filter: StoreOrderFilter, $page: Int, $size: Int) {\n  ordersByStore(baId: $baId, filter: $filter, page: $page, size: $size) {\n    page\n    size\n    totalCount\n    hasNext\n    items {\n      ...OrderRow\n    }\n  }\n}': typeof types.OrdersByStoreDocument;
  'mutation StartDelivery($input: InvoiceInput!) {\n  startDelivery(input: $input) {\n    __typename\n    ... on StartDeliveryPayload {\n      orderSheet {\n        ...OrderProgress\n      }\n    }\n    ...InvalidDeliveryStatusFields\n    ...InvalidInvoiceFields\n    ... on InvalidOrderStatusError {\n      message\n      orderStatus\n    }\n  }\n}': typeof types.StartDeliveryDocument;
  'mutation VisitOrder($orderSheetId: ID!) {\n  visitOrder(orderSheetId: $orderSheetId) {\n    ...OrderProgress\n  }\n}': typeof types.VisitOrderDocument;
  'mutation CreateProduct($baId: ID!, $input: ProductInput!) {\n  createProduct(baId: $baId, input: $input) {\n    ...ProductDetailFields\n  }\n}': typeof types.CreateProductDocument;
  'mutation DeleteProduct($productId: ID!) {\n  deleteProduct(productId: $productId) {\n    deletedProductId\n  }\n}': typeof types.DeleteProductDocument;
  'query ManageProductPage($baId: ID!) {\n  onSale: productsByStore(baId: $baId, statuses: [ACTIVE], page: 1, size: 10) {\n    totalCount\n    hasNext\n    items {\n      ...ProductListItem\n    }\n  }\n  stopped: productsByStore(\n    baId: $baId\n    statuses: [INACTIVE, BANNED, REJECTED]\n    page: 1\n    size: 10\n  ) {\n    totalCount\n    hasNext\n    items {\n      ...ProductListItem\n      rejectReason\n    }\n  }\n}': typeof types.ManageProductPageDocument;
  'query ProductAttributes($categoryId: ID) {\n  productAttributes(categoryId: $categoryId) {\n    id\n    name\n    values\n    required\n    categoryIds\n  }\n}': typeof types.ProductAttributesDocument;
  'query ProductCategories {\n  productCategories {\n    id\n    name\n    parentId\n  }\n}': typeof types.ProductCategoriesDocument;
  'fragment ProductDetailFields on Product {\n  ...ProductListItem\n  storeId\n  receiveMethods\n  validDays\n  simpleOptions {\n    id\n    name\n    stock\n    stockFree\n    additionalPrice {\n      amount\n    }\n    hasAdditionalPrice\n  }\n  categories {\n    id\n    name\n    parentId\n  }\n  attributes {\n    attributeId\n    name\n    value\n  }\n  templates {\n    id\n    name\n    inputGroups {\n      id\n      title\n      nodes {\n        dataKey\n        type\n        label\n        value\n      }\n    }\n  }\n  content\n  rejectReason\n  createdAt\n  updatedAt\n}': typeof types.ProductDetailFieldsFragmentDoc;
  'query ProductDetail($productId: ID!) {\n  product(productId: $productId) {\n    ...ProductDetailFields\n  }\n}': typeof types.ProductDetailDocument;
  'query ProductGroupCounts($baId: ID!) {\n  onSale: productsByStore(baId: $baId, statuses: [ACTIVE], page: 1, size: 1) {\n    totalCount\n  }\n  pending: productsByStore(baId: $baId, statuses: [PENDING], page: 1, size: 1) {\n    totalCount\n  }\n  stopped: productsByStore(\n    baId: $baId\n    statuses: [INACTIVE, REJECTED, BANNED]\n    page: 1\n    size: 1\n  ) {\n    totalCount\n  }\n}': typeof types.ProductGroupCountsDocument;
  'fragment ProductListItem on Product {\n  id\n  name\n  type\n  status\n  price\n  salePrice\n  discount {\n    rate\n    amount\n  }\n  stock\n  stockFree\n  sold\n  outOfStock\n  bookmarkedCount\n  reviewTotalCount\n  thumbnails {\n    id\n    url\n  }\n}': typeof types.ProductListItemFragmentDoc;
  'query ProductTemplates($categoryId: ID) {\n  productTemplates(categoryId: $categoryId) {\n    id\n    name\n    inputGroups {\n      id\n      title\n      nodes {\n        dataKey\n        type\n        label\n        value\n        required\n        minimum\n      }\n    }\n  }\n}': typeof types.ProductTemplatesDocument;
  'query ProductsByStoreCursor($baId: ID!, $statuses: [ProductStatus!], $first: Int, $after: String) {\n  productsByStoreCursor(\n    baId: $baId\n    statuses: $statuses\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...ProductListItem\n    }\n  }\n}': typeof types.ProductsByStoreCursorDocument;
  'query ProductsByStore($baId: ID!, $statuses: [ProductStatus!], $page: Int, $size: Int, $query: String, $sort: ProductSort) {\n  productsByStore(\n    baId: $baId\n    statuses: $statuses\n    page: $page\n    size: $size\n    query: $query\n    sort: $sort\n  ) {\n    page\n    size\n    totalCount\n    hasNext\n    items {\n      ...ProductListItem\n      rejectReason\n    }\n  }\n}': typeof types.ProductsByStoreDocument;
  'query RejectedReasons($baId: ID!) {\n  rejectedReasons(baId: $baId) {\n    rejectedProductCount\n    reasons {\n      productId\n      productName\n      reason\n      rejectedAt\n    }\n  }\n}': typeof types.RejectedReasonsDocument;
  'mutation UpdateProductStatus($productId: ID!, $status: ProductStatus!) {\n  updateProductStatus(productId: $productId, status: $status) {\n    id\n    status\n    updatedAt\n  }\n}': typeof types.UpdateProductStatusDocument;
  'mutation UpdateProduct($productId: ID!, $input: ProductInput!) {\n  updateProduct(productId: $productId, input: $input) {\n    ...ProductDetailFields\n  }\n}': typeof types.UpdateProductDocument;
  'mutation SaveSettlementInfo($input: SettlementInfoInput!) {\n  saveSettlementInfo(input: $input) {\n    baId\n    bankName\n    maskedAccountNumber\n    accountHolder\n    taxInvoiceEmail\n    updatedAt\n  }\n}': typeof types.SaveSettlementInfoDocument;
  'query SettlementAccountCheck($input: SettlementAccountCheckInput!) {\n  settlementAccountCheck(input: $input) {\n    valid\n    holder\n    circuitBreak\n  }\n}': typeof types.SettlementAccountCheckDocument;
  'query SettlementInfo($baId: ID!) {\n  settlementInfo(baId: $baId) {\n    baId\n    bankName\n    maskedAccountNumber\n    accountHolder\n    taxInvoiceEmail\n    updatedAt\n  }\n}': typeof types.SettlementInfoDocument;
  'mutation AgreeToStoreTerms($baId: ID!) {\n  agreeToStoreTerms(baId: $baId) {\n    baId\n    agreedBy\n    agreedAt\n  }\n}': typeof types.AgreeToStoreTermsDocument;
  'query BusinessStatusCheck($businessNumber: String!) {\n  businessStatusCheck(businessNumber: $businessNumber) {\n    businessNumber\n    valid\n    circuitBreak\n    isAlreadyRegistered\n  }\n}': typeof types.BusinessStatusCheckDocument;
  'mutation CreateStoreRequest($input: CreateStoreRequestInput!) {\n  createStoreRequest(input: $input) {\n    unavailability\n    storeRequest {\n      id\n      baId\n      status\n      agreedToTermsOfServiceAt\n      requestedAt\n    }\n  }\n}': typeof types.CreateStoreRequestDocument;
  'query MinConditionPrice($baId: ID!) {\n  minConditionPrice(baId: $baId) {\n    storeId\n    minConditionPrice\n  }\n}': typeof types.MinConditionPriceDocument;
  'query PayAuthCode($deviceId: String!) {\n  payAuthCode(deviceId: $deviceId) {\n    deviceId\n    code\n    expiresAt\n  }\n}': typeof types.PayAuthCodeDocument;
  'mutation RequestOpenAlarm($baId: ID!) {\n  requestOpenAlarm(baId: $baId) {\n    baId\n    requestedAt\n  }\n}': typeof types.RequestOpenAlarmDocument;
  'query StoreDeliverySetting($baId: ID!) {\n  storeDeliverySetting(baId: $baId) {\n    type\n    fee {\n      amount\n    }\n    freeConditionPrice\n    description\n    deliverableRegionGuide\n    deliverableRegionType\n  }\n}': typeof types.StoreDeliverySettingDocument;
  'query StoreInfo($baId: ID!) {\n  storeInfo(baId: $baId) {\n    baId\n    requestUnavailability\n    openAlarmRequested\n    termsAgreement {\n      baId\n      agreedBy\n      agreedAt\n    }\n    store {\n      id\n      name\n      status\n      isSeller\n      minConditionPrice\n      openedAt\n      businessAccount {\n        id\n        name\n        followersCount\n        region {\n          id\n          name\n        }\n        profileImageThumbnail\n        addresses {\n          roadAddress\n          jibunAddress\n          detailAddress\n          isRepresentative\n        }\n        phoneNumber\n        chatRoomScheme\n        category {\n          id\n          name\n        }\n      }\n      deliverySetting {\n        type\n        fee {\n          amount\n        }\n        freeConditionPrice\n        description\n        deliverableRegionGuide\n        deliverableRegionType\n      }\n    }\n    storeRequest {\n      id\n      baId\n      status\n      agreedToTermsOfServiceAt\n      requestedAt\n      rejectInfo {\n        reason\n        rejectedAt\n      }\n      settlement {\n        bankName\n        maskedAccountNumber\n        accountHolder\n      }\n    }\n  }\n}': typeof types.StoreInfoDocument;
  'query StorePreview($baId: ID!) {\n  storePreview(baId: $baId) {\n    id\n    name\n    status\n    activeProductCount\n    businessAccount {\n      id\n      name\n      followersCount\n      profileImageThumbnail\n      region {\n        id\n        name\n      }\n      category {\n        id\n        name\n      }\n    }\n  }\n}': typeof types.StorePreviewDocument;
  'mutation UpdateMinConditionPrice($baId: ID!, $minConditionPrice: Int!) {\n  updateMinConditionPrice(baId: $baId, minConditionPrice: $minConditionPrice) {\n    storeId\n    minConditionPrice\n  }\n}': typeof types.UpdateMinConditionPriceDocument;
  'mutation UpdateStoreDeliverySetting($baId: ID!, $input: DeliverySettingInput!) {\n  updateStoreDeliverySetting(baId: $baId, input: $input) {\n    type\n    fee {\n      amount\n    }\n    freeConditionPrice\n    description\n    deliverableRegionGuide\n    deliverableRegionType\n  }\n}': typeof types.UpdateStoreDeliverySettingDocument;
};
const documents: Documents = {
  'query ExperimentGroup($businessId: ID!) {\n  experimentGroup(businessId: $businessId) {\n    businessId\n    group\n  }\n}':
    types.ExperimentGroupDocument,
  'mutation AcceptOrder($orderSheetId: ID!) {\n  acceptOrder(orderSheetId: $orderSheetId) {\n    ...OrderProgress\n  }\n}':
    types.AcceptOrderDocument,
  'query BulkDeliveryStartStatus($baId: ID!, $uploadId: ID) {\n  bulkDeliveryStartStatus(baId: $baId, uploadId: $uploadId) {\n    id\n    fileName\n    status\n    totalCount\n    successCount\n    failureCount\n    uploadedAt\n    completedAt\n    failures {\n      rowNumber\n      orderSheetId\n      reason\n    }\n  }\n}':
    types.BulkDeliveryStartStatusDocument,
  'mutation CancelOrder($orderSheetId: ID!, $reason: String!) {\n  cancelOrder(orderSheetId: $orderSheetId, reason: $reason) {\n    ...OrderProgress\n  }\n}':
    types.CancelOrderDocument,
  'mutation ChangeInvoice($input: InvoiceInput!) {\n  changeInvoice(input: $input) {\n    __typename\n    ... on ChangeInvoicePayload {\n      orderSheet {\n        ...OrderProgress\n      }\n    }\n    ...InvalidDeliveryStatusFields\n    ...InvalidInvoiceFields\n  }\n}':
    types.ChangeInvoiceDocument,
  'mutation CompleteDelivery($orderSheetId: ID!) {\n  completeDelivery(orderSheetId: $orderSheetId) {\n    ...OrderProgress\n  }\n}':
    types.CompleteDeliveryDocument,
  'mutation ConfirmPurchase($orderSheetId: ID!) {\n  confirmPurchase(orderSheetId: $orderSheetId) {\n    ...OrderProgress\n  }\n}':
    types.ConfirmPurchaseDocument,
  'mutation DeleteInvoice($orderSheetId: ID!) {\n  deleteInvoice(orderSheetId: $orderSheetId) {\n    ...OrderProgress\n  }\n}':
    types.DeleteInvoiceDocument,
  'fragment InvalidDeliveryStatusFields on InvalidDeliveryStatusError {\n  message\n  deliveryStatus\n}\n\nfragment InvalidInvoiceFields on InvalidInvoiceError {\n  message\n  code\n  company\n  invoice\n}':
    types.InvalidDeliveryStatusFieldsFragmentDoc,
  'fragment OrderProgress on OrderSheet {\n  id\n  status\n  deliveryStatus\n  deliveryTracking {\n    company\n    invoice\n    registeredAt\n  }\n  cancelInfo {\n    canceledAt\n    canceledBy\n    reason\n  }\n  acceptedAt\n  deliveryStartedAt\n  deliveryCompletedAt\n  purchaseConfirmedAt\n}':
    types.OrderProgressFragmentDoc,
  'fragment OrderRow on OrderSheet {\n  id\n  orderNumber\n  status\n  receiveMethod\n  deliveryStatus\n  deliverySpeed\n  paymentMethod\n  orderedAt\n  amounts {\n    paymentAmount\n  }\n  buyer {\n    userId\n    nickname\n  }\n  orderLines {\n    id\n    productName\n    quantity\n  }\n  deliveryTracking {\n    company\n    invoice\n  }\n  cancelInfo {\n    canceledAt\n    canceledBy\n    reason\n  }\n}':
    types.OrderRowFragmentDoc,
  'query OrderSheet($orderSheetId: ID!) {\n  orderSheet(orderSheetId: $orderSheetId) {\n    id\n    orderNumber\n    storeId\n    status\n    receiveMethod\n    deliveryStatus\n    deliverySpeed\n    paymentMethod\n    paymentFailureReason\n    amounts {\n      orderAmount\n      discountAmount\n      productDiscountAmount\n      couponDiscountAmount\n      deliveryFee\n      paymentAmount\n    }\n    buyer {\n      userId\n      nickname\n      regionName\n      purchaseCounts {\n        total\n        confirmed\n        canceled\n      }\n    }\n    customerInfo {\n      name\n      phoneNumber\n    }\n    deliveryAddress {\n      recipientName\n      phoneNumber\n      zipCode\n      address\n      detailAddress\n      memo\n    }\n    deliveryTracking {\n      company\n      invoice\n      registeredAt\n    }\n    cancelInfo {\n      canceledAt\n      canceledBy\n      reason\n    }\n    orderLines {\n      id\n      productId\n      productName\n      productType\n      quantity\n      unitPrice\n      amount\n      options {\n        optionId\n        name\n        additionalPrice\n      }\n    }\n    couponName\n    requestMessage\n    orderedAt\n    paidAt\n    acceptedAt\n    deliveryStartedAt\n    deliveryCompletedAt\n    purchaseConfirmedAt\n  }\n}':
    types.OrderSheetDocument,
  'query OrdersByStoreCursor($baId: ID!, $filter: StoreOrderFilter, $first: Int, $after: String) {\n  ordersByStoreCursor(baId: $baId, filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...OrderRow\n    }\n  }\n}':
    types.OrdersByStoreCursorDocument,
  'query OrdersByStore($baId: ID!, $filter: StoreOrderFilter, $page: Int, $size: Int) {\n  ordersByStore(baId: $baId, filter: $filter, page: $page, size: $size) {\n    page\n    size\n    totalCount\n    hasNext\n    items {\n      ...OrderRow\n    }\n  }\n}':
    types.OrdersByStoreDocument,
  'mutation StartDelivery($input: InvoiceInput!) {\n  startDelivery(input: $input) {\n    __typename\n    ... on StartDeliveryPayload {\n      orderSheet {\n        ...OrderProgress\n      }\n    }\n    ...InvalidDeliveryStatusFields\n    ...InvalidInvoiceFields\n    ... on InvalidOrderStatusError {\n      message\n      orderStatus\n    }\n  }\n}':
    types.StartDeliveryDocument,
  'mutation VisitOrder($orderSheetId: ID!) {\n  visitOrder(orderSheetId: $orderSheetId) {\n    ...OrderProgress\n  }\n}':
    types.VisitOrderDocument,
  'mutation CreateProduct($baId: ID!, $input: ProductInput!) {\n  createProduct(baId: $baId, input: $input) {\n    ...ProductDetailFields\n  }\n}':
    types.CreateProductDocument,
  'mutation DeleteProduct($productId: ID!) {\n  deleteProduct(productId: $productId) {\n    deletedProductId\n  }\n}':
    types.DeleteProductDocument,
  'query ManageProductPage($baId: ID!) {\n  onSale: productsByStore(baId: $baId, statuses: [ACTIVE], page: 1, size: 10) {\n    totalCount\n    hasNext\n    items {\n      ...ProductListItem\n    }\n  }\n  stopped: productsByStore(\n    baId: $baId\n    statuses: [INACTIVE, BANNED, REJECTED]\n    page: 1\n    size: 10\n  ) {\n    totalCount\n    hasNext\n    items {\n      ...ProductListItem\n      rejectReason\n    }\n  }\n}':
    types.ManageProductPageDocument,
  'query ProductAttributes($categoryId: ID) {\n  productAttributes(categoryId: $categoryId) {\n    id\n    name\n    values\n    required\n    categoryIds\n  }\n}':
    types.ProductAttributesDocument,
  'query ProductCategories {\n  productCategories {\n    id\n    name\n    parentId\n  }\n}':
    types.ProductCategoriesDocument,
  'fragment ProductDetailFields on Product {\n  ...ProductListItem\n  storeId\n  receiveMethods\n  validDays\n  simpleOptions {\n    id\n    name\n    stock\n    stockFree\n    additionalPrice {\n      amount\n    }\n    hasAdditionalPrice\n  }\n  categories {\n    id\n    name\n    parentId\n  }\n  attributes {\n    attributeId\n    name\n    value\n  }\n  templates {\n    id\n    name\n    inputGroups {\n      id\n      title\n      nodes {\n        dataKey\n        type\n        label\n        value\n      }\n    }\n  }\n  content\n  rejectReason\n  createdAt\n  updatedAt\n}':
    types.ProductDetailFieldsFragmentDoc,
  'query ProductDetail($productId: ID!) {\n  product(productId: $productId) {\n    ...ProductDetailFields\n  }\n}':
    types.ProductDetailDocument,
  'query ProductGroupCounts($baId: ID!) {\n  onSale: productsByStore(baId: $baId, statuses: [ACTIVE], page: 1, size: 1) {\n    totalCount\n  }\n  pending: productsByStore(baId: $baId, statuses: [PENDING], page: 1, size: 1) {\n    totalCount\n  }\n  stopped: productsByStore(\n    baId: $baId\n    statuses: [INACTIVE, REJECTED, BANNED]\n    page: 1\n    size: 1\n  ) {\n    totalCount\n  }\n}':
    types.ProductGroupCountsDocument,
  'fragment ProductListItem on Product {\n  id\n  name\n  type\n  status\n  price\n  salePrice\n  discount {\n    rate\n    amount\n  }\n  stock\n  stockFree\n  sold\n  outOfStock\n  bookmarkedCount\n  reviewTotalCount\n  thumbnails {\n    id\n    url\n  }\n}':
    types.ProductListItemFragmentDoc,
  'query ProductTemplates($categoryId: ID) {\n  productTemplates(categoryId: $categoryId) {\n    id\n    name\n    inputGroups {\n      id\n      title\n      nodes {\n        dataKey\n        type\n        label\n        value\n        required\n        minimum\n      }\n    }\n  }\n}':
    types.ProductTemplatesDocument,
  'query ProductsByStoreCursor($baId: ID!, $statuses: [ProductStatus!], $first: Int, $after: String) {\n  productsByStoreCursor(\n    baId: $baId\n    statuses: $statuses\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...ProductListItem\n    }\n  }\n}':
    types.ProductsByStoreCursorDocument,
  'query ProductsByStore($baId: ID!, $statuses: [ProductStatus!], $page: Int, $size: Int, $query: String, $sort: ProductSort) {\n  productsByStore(\n    baId: $baId\n    statuses: $statuses\n    page: $page\n    size: $size\n    query: $query\n    sort: $sort\n  ) {\n    page\n    size\n    totalCount\n    hasNext\n    items {\n      ...ProductListItem\n      rejectReason\n    }\n  }\n}':
    types.ProductsByStoreDocument,
  'query RejectedReasons($baId: ID!) {\n  rejectedReasons(baId: $baId) {\n    rejectedProductCount\n    reasons {\n      productId\n      productName\n      reason\n      rejectedAt\n    }\n  }\n}':
    types.RejectedReasonsDocument,
  'mutation UpdateProductStatus($productId: ID!, $status: ProductStatus!) {\n  updateProductStatus(productId: $productId, status: $status) {\n    id\n    status\n    updatedAt\n  }\n}':
    types.UpdateProductStatusDocument,
  'mutation UpdateProduct($productId: ID!, $input: ProductInput!) {\n  updateProduct(productId: $productId, input: $input) {\n    ...ProductDetailFields\n  }\n}':
    types.UpdateProductDocument,
  'mutation SaveSettlementInfo($input: SettlementInfoInput!) {\n  saveSettlementInfo(input: $input) {\n    baId\n    bankName\n    maskedAccountNumber\n    accountHolder\n    taxInvoiceEmail\n    updatedAt\n  }\n}':
    types.SaveSettlementInfoDocument,
  'query SettlementAccountCheck($input: SettlementAccountCheckInput!) {\n  settlementAccountCheck(input: $input) {\n    valid\n    holder\n    circuitBreak\n  }\n}':
    types.SettlementAccountCheckDocument,
  'query SettlementInfo($baId: ID!) {\n  settlementInfo(baId: $baId) {\n    baId\n    bankName\n    maskedAccountNumber\n    accountHolder\n    taxInvoiceEmail\n    updatedAt\n  }\n}':
    types.SettlementInfoDocument,
  'mutation AgreeToStoreTerms($baId: ID!) {\n  agreeToStoreTerms(baId: $baId) {\n    baId\n    agreedBy\n    agreedAt\n  }\n}':
    types.AgreeToStoreTermsDocument,
  'query BusinessStatusCheck($businessNumber: String!) {\n  businessStatusCheck(businessNumber: $businessNumber) {\n    businessNumber\n    valid\n    circuitBreak\n    isAlreadyRegistered\n  }\n}':
    types.BusinessStatusCheckDocument,
  'mutation CreateStoreRequest($input: CreateStoreRequestInput!) {\n  createStoreRequest(input: $input) {\n    unavailability\n    storeRequest {\n      id\n      baId\n      status\n      agreedToTermsOfServiceAt\n      requestedAt\n    }\n  }\n}':
    types.CreateStoreRequestDocument,
  'query MinConditionPrice($baId: ID!) {\n  minConditionPrice(baId: $baId) {\n    storeId\n    minConditionPrice\n  }\n}':
    types.MinConditionPriceDocument,
  'query PayAuthCode($deviceId: String!) {\n  payAuthCode(deviceId: $deviceId) {\n    deviceId\n    code\n    expiresAt\n  }\n}':
    types.PayAuthCodeDocument,
  'mutation RequestOpenAlarm($baId: ID!) {\n  requestOpenAlarm(baId: $baId) {\n    baId\n    requestedAt\n  }\n}':
    types.RequestOpenAlarmDocument,
  'query StoreDeliverySetting($baId: ID!) {\n  storeDeliverySetting(baId: $baId) {\n    type\n    fee {\n      amount\n    }\n    freeConditionPrice\n    description\n    deliverableRegionGuide\n    deliverableRegionType\n  }\n}':
    types.StoreDeliverySettingDocument,
  'query StoreInfo($baId: ID!) {\n  storeInfo(baId: $baId) {\n    baId\n    requestUnavailability\n    openAlarmRequested\n    termsAgreement {\n      baId\n      agreedBy\n      agreedAt\n    }\n    store {\n      id\n      name\n      status\n      isSeller\n      minConditionPrice\n      openedAt\n      businessAccount {\n        id\n        name\n        followersCount\n        region {\n          id\n          name\n        }\n        profileImageThumbnail\n        addresses {\n          roadAddress\n          jibunAddress\n          detailAddress\n          isRepresentative\n        }\n        phoneNumber\n        chatRoomScheme\n        category {\n          id\n          name\n        }\n      }\n      deliverySetting {\n        type\n        fee {\n          amount\n        }\n        freeConditionPrice\n        description\n        deliverableRegionGuide\n        deliverableRegionType\n      }\n    }\n    storeRequest {\n      id\n      baId\n      status\n      agreedToTermsOfServiceAt\n      requestedAt\n      rejectInfo {\n        reason\n        rejectedAt\n      }\n      settlement {\n        bankName\n        maskedAccountNumber\n        accountHolder\n      }\n    }\n  }\n}':
    types.StoreInfoDocument,
  'query StorePreview($baId: ID!) {\n  storePreview(baId: $baId) {\n    id\n    name\n    status\n    activeProductCount\n    businessAccount {\n      id\n      name\n      followersCount\n      profileImageThumbnail\n      region {\n        id\n        name\n      }\n      category {\n        id\n        name\n      }\n    }\n  }\n}':
    types.StorePreviewDocument,
  'mutation UpdateMinConditionPrice($baId: ID!, $minConditionPrice: Int!) {\n  updateMinConditionPrice(baId: $baId, minConditionPrice: $minConditionPrice) {\n    storeId\n    minConditionPrice\n  }\n}':
    types.UpdateMinConditionPriceDocument,
  'mutation UpdateStoreDeliverySetting($baId: ID!, $input: DeliverySettingInput!) {\n  updateStoreDeliverySetting(baId: $baId, input: $input) {\n    type\n    fee {\n      amount\n    }\n    freeConditionPrice\n    description\n    deliverableRegionGuide\n    deliverableRegionType\n  }\n}':
    types.UpdateStoreDeliverySettingDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ExperimentGroup($businessId: ID!) {\n  experimentGroup(businessId: $businessId) {\n    businessId\n    group\n  }\n}',
): typeof import('./graphql').ExperimentGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AcceptOrder($orderSheetId: ID!) {\n  acceptOrder(orderSheetId: $orderSheetId) {\n    ...OrderProgress\n  }\n}',
): typeof import('./graphql').AcceptOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query BulkDeliveryStartStatus($baId: ID!, $uploadId: ID) {\n  bulkDeliveryStartStatus(baId: $baId, uploadId: $uploadId) {\n    id\n    fileName\n    status\n    totalCount\n    successCount\n    failureCount\n    uploadedAt\n    completedAt\n    failures {\n      rowNumber\n      orderSheetId\n      reason\n    }\n  }\n}',
): typeof import('./graphql').BulkDeliveryStartStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CancelOrder($orderSheetId: ID!, $reason: String!) {\n  cancelOrder(orderSheetId: $orderSheetId, reason: $reason) {\n    ...OrderProgress\n  }\n}',
): typeof import('./graphql').CancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ChangeInvoice($input: InvoiceInput!) {\n  changeInvoice(input: $input) {\n    __typename\n    ... on ChangeInvoicePayload {\n      orderSheet {\n        ...OrderProgress\n      }\n    }\n    ...InvalidDeliveryStatusFields\n    ...InvalidInvoiceFields\n  }\n}',
): typeof import('./graphql').ChangeInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CompleteDelivery($orderSheetId: ID!) {\n  completeDelivery(orderSheetId: $orderSheetId) {\n    ...OrderProgress\n  }\n}',
): typeof import('./graphql').CompleteDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ConfirmPurchase($orderSheetId: ID!) {\n  confirmPurchase(orderSheetId: $orderSheetId) {\n    ...OrderProgress\n  }\n}',
): typeof import('./graphql').ConfirmPurchaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteInvoice($orderSheetId: ID!) {\n  deleteInvoice(orderSheetId: $orderSheetId) {\n    ...OrderProgress\n  }\n}',
): typeof import('./graphql').DeleteInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment InvalidDeliveryStatusFields on InvalidDeliveryStatusError {\n  message\n  deliveryStatus\n}\n\nfragment InvalidInvoiceFields on InvalidInvoiceError {\n  message\n  code\n  company\n  invoice\n}',
): typeof import('./graphql').InvalidDeliveryStatusFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment OrderProgress on OrderSheet {\n  id\n  status\n  deliveryStatus\n  deliveryTracking {\n    company\n    invoice\n    registeredAt\n  }\n  cancelInfo {\n    canceledAt\n    canceledBy\n    reason\n  }\n  acceptedAt\n  deliveryStartedAt\n  deliveryCompletedAt\n  purchaseConfirmedAt\n}',
): typeof import('./graphql').OrderProgressFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment OrderRow on OrderSheet {\n  id\n  orderNumber\n  status\n  receiveMethod\n  deliveryStatus\n  deliverySpeed\n  paymentMethod\n  orderedAt\n  amounts {\n    paymentAmount\n  }\n  buyer {\n    userId\n    nickname\n  }\n  orderLines {\n    id\n    productName\n    quantity\n  }\n  deliveryTracking {\n    company\n    invoice\n  }\n  cancelInfo {\n    canceledAt\n    canceledBy\n    reason\n  }\n}',
): typeof import('./graphql').OrderRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query OrderSheet($orderSheetId: ID!) {\n  orderSheet(orderSheetId: $orderSheetId) {\n    id\n    orderNumber\n    storeId\n    status\n    receiveMethod\n    deliveryStatus\n    deliverySpeed\n    paymentMethod\n    paymentFailureReason\n    amounts {\n      orderAmount\n      discountAmount\n      productDiscountAmount\n      couponDiscountAmount\n      deliveryFee\n      paymentAmount\n    }\n    buyer {\n      userId\n      nickname\n      regionName\n      purchaseCounts {\n        total\n        confirmed\n        canceled\n      }\n    }\n    customerInfo {\n      name\n      phoneNumber\n    }\n    deliveryAddress {\n      recipientName\n      phoneNumber\n      zipCode\n      address\n      detailAddress\n      memo\n    }\n    deliveryTracking {\n      company\n      invoice\n      registeredAt\n    }\n    cancelInfo {\n      canceledAt\n      canceledBy\n      reason\n    }\n    orderLines {\n      id\n      productId\n      productName\n      productType\n      quantity\n      unitPrice\n      amount\n      options {\n        optionId\n        name\n        additionalPrice\n      }\n    }\n    couponName\n    requestMessage\n    orderedAt\n    paidAt\n    acceptedAt\n    deliveryStartedAt\n    deliveryCompletedAt\n    purchaseConfirmedAt\n  }\n}',
): typeof import('./graphql').OrderSheetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query OrdersByStoreCursor($baId: ID!, $filter: StoreOrderFilter, $first: Int, $after: String) {\n  ordersByStoreCursor(baId: $baId, filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...OrderRow\n    }\n  }\n}',
): typeof import('./graphql').OrdersByStoreCursorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query OrdersByStore($baId: ID!, $filter: StoreOrderFilter, $page: Int, $size: Int) {\n  ordersByStore(baId: $baId, filter: $filter, page: $page, size: $size) {\n    page\n    size\n    totalCount\n    hasNext\n    items {\n      ...OrderRow\n    }\n  }\n}',
): typeof import('./graphql').OrdersByStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation StartDelivery($input: InvoiceInput!) {\n  startDelivery(input: $input) {\n    __typename\n    ... on StartDeliveryPayload {\n      orderSheet {\n        ...OrderProgress\n      }\n    }\n    ...InvalidDeliveryStatusFields\n    ...InvalidInvoiceFields\n    ... on InvalidOrderStatusError {\n      message\n      orderStatus\n    }\n  }\n}',
): typeof import('./graphql').StartDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation VisitOrder($orderSheetId: ID!) {\n  visitOrder(orderSheetId: $orderSheetId) {\n    ...OrderProgress\n  }\n}',
): typeof import('./graphql').VisitOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CreateProduct($baId: ID!, $input: ProductInput!) {\n  createProduct(baId: $baId, input: $input) {\n    ...ProductDetailFields\n  }\n}',
): typeof import('./graphql').CreateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteProduct($productId: ID!) {\n  deleteProduct(productId: $productId) {\n    deletedProductId\n  }\n}',
): typeof import('./graphql').DeleteProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ManageProductPage($baId: ID!) {\n  onSale: productsByStore(baId: $baId, statuses: [ACTIVE], page: 1, size: 10) {\n    totalCount\n    hasNext\n    items {\n      ...ProductListItem\n    }\n  }\n  stopped: productsByStore(\n    baId: $baId\n    statuses: [INACTIVE, BANNED, REJECTED]\n    page: 1\n    size: 10\n  ) {\n    totalCount\n    hasNext\n    items {\n      ...ProductListItem\n      rejectReason\n    }\n  }\n}',
): typeof import('./graphql').ManageProductPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProductAttributes($categoryId: ID) {\n  productAttributes(categoryId: $categoryId) {\n    id\n    name\n    values\n    required\n    categoryIds\n  }\n}',
): typeof import('./graphql').ProductAttributesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProductCategories {\n  productCategories {\n    id\n    name\n    parentId\n  }\n}',
): typeof import('./graphql').ProductCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ProductDetailFields on Product {\n  ...ProductListItem\n  storeId\n  receiveMethods\n  validDays\n  simpleOptions {\n    id\n    name\n    stock\n    stockFree\n    additionalPrice {\n      amount\n    }\n    hasAdditionalPrice\n  }\n  categories {\n    id\n    name\n    parentId\n  }\n  attributes {\n    attributeId\n    name\n    value\n  }\n  templates {\n    id\n    name\n    inputGroups {\n      id\n      title\n      nodes {\n        dataKey\n        type\n        label\n        value\n      }\n    }\n  }\n  content\n  rejectReason\n  createdAt\n  updatedAt\n}',
): typeof import('./graphql').ProductDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProductDetail($productId: ID!) {\n  product(productId: $productId) {\n    ...ProductDetailFields\n  }\n}',
): typeof import('./graphql').ProductDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProductGroupCounts($baId: ID!) {\n  onSale: productsByStore(baId: $baId, statuses: [ACTIVE], page: 1, size: 1) {\n    totalCount\n  }\n  pending: productsByStore(baId: $baId, statuses: [PENDING], page: 1, size: 1) {\n    totalCount\n  }\n  stopped: productsByStore(\n    baId: $baId\n    statuses: [INACTIVE, REJECTED, BANNED]\n    page: 1\n    size: 1\n  ) {\n    totalCount\n  }\n}',
): typeof import('./graphql').ProductGroupCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ProductListItem on Product {\n  id\n  name\n  type\n  status\n  price\n  salePrice\n  discount {\n    rate\n    amount\n  }\n  stock\n  stockFree\n  sold\n  outOfStock\n  bookmarkedCount\n  reviewTotalCount\n  thumbnails {\n    id\n    url\n  }\n}',
): typeof import('./graphql').ProductListItemFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProductTemplates($categoryId: ID) {\n  productTemplates(categoryId: $categoryId) {\n    id\n    name\n    inputGroups {\n      id\n      title\n      nodes {\n        dataKey\n        type\n        label\n        value\n        required\n        minimum\n      }\n    }\n  }\n}',
): typeof import('./graphql').ProductTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProductsByStoreCursor($baId: ID!, $statuses: [ProductStatus!], $first: Int, $after: String) {\n  productsByStoreCursor(\n    baId: $baId\n    statuses: $statuses\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...ProductListItem\n    }\n  }\n}',
): typeof import('./graphql').ProductsByStoreCursorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProductsByStore($baId: ID!, $statuses: [ProductStatus!], $page: Int, $size: Int, $query: String, $sort: ProductSort) {\n  productsByStore(\n    baId: $baId\n    statuses: $statuses\n    page: $page\n    size: $size\n    query: $query\n    sort: $sort\n  ) {\n    page\n    size\n    totalCount\n    hasNext\n    items {\n      ...ProductListItem\n      rejectReason\n    }\n  }\n}',
): typeof import('./graphql').ProductsByStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query RejectedReasons($baId: ID!) {\n  rejectedReasons(baId: $baId) {\n    rejectedProductCount\n    reasons {\n      productId\n      productName\n      reason\n      rejectedAt\n    }\n  }\n}',
): typeof import('./graphql').RejectedReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateProductStatus($productId: ID!, $status: ProductStatus!) {\n  updateProductStatus(productId: $productId, status: $status) {\n    id\n    status\n    updatedAt\n  }\n}',
): typeof import('./graphql').UpdateProductStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateProduct($productId: ID!, $input: ProductInput!) {\n  updateProduct(productId: $productId, input: $input) {\n    ...ProductDetailFields\n  }\n}',
): typeof import('./graphql').UpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SaveSettlementInfo($input: SettlementInfoInput!) {\n  saveSettlementInfo(input: $input) {\n    baId\n    bankName\n    maskedAccountNumber\n    accountHolder\n    taxInvoiceEmail\n    updatedAt\n  }\n}',
): typeof import('./graphql').SaveSettlementInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SettlementAccountCheck($input: SettlementAccountCheckInput!) {\n  settlementAccountCheck(input: $input) {\n    valid\n    holder\n    circuitBreak\n  }\n}',
): typeof import('./graphql').SettlementAccountCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SettlementInfo($baId: ID!) {\n  settlementInfo(baId: $baId) {\n    baId\n    bankName\n    maskedAccountNumber\n    accountHolder\n    taxInvoiceEmail\n    updatedAt\n  }\n}',
): typeof import('./graphql').SettlementInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AgreeToStoreTerms($baId: ID!) {\n  agreeToStoreTerms(baId: $baId) {\n    baId\n    agreedBy\n    agreedAt\n  }\n}',
): typeof import('./graphql').AgreeToStoreTermsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query BusinessStatusCheck($businessNumber: String!) {\n  businessStatusCheck(businessNumber: $businessNumber) {\n    businessNumber\n    valid\n    circuitBreak\n    isAlreadyRegistered\n  }\n}',
): typeof import('./graphql').BusinessStatusCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CreateStoreRequest($input: CreateStoreRequestInput!) {\n  createStoreRequest(input: $input) {\n    unavailability\n    storeRequest {\n      id\n      baId\n      status\n      agreedToTermsOfServiceAt\n      requestedAt\n    }\n  }\n}',
): typeof import('./graphql').CreateStoreRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query MinConditionPrice($baId: ID!) {\n  minConditionPrice(baId: $baId) {\n    storeId\n    minConditionPrice\n  }\n}',
): typeof import('./graphql').MinConditionPriceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PayAuthCode($deviceId: String!) {\n  payAuthCode(deviceId: $deviceId) {\n    deviceId\n    code\n    expiresAt\n  }\n}',
): typeof import('./graphql').PayAuthCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RequestOpenAlarm($baId: ID!) {\n  requestOpenAlarm(baId: $baId) {\n    baId\n    requestedAt\n  }\n}',
): typeof import('./graphql').RequestOpenAlarmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query StoreDeliverySetting($baId: ID!) {\n  storeDeliverySetting(baId: $baId) {\n    type\n    fee {\n      amount\n    }\n    freeConditionPrice\n    description\n    deliverableRegionGuide\n    deliverableRegionType\n  }\n}',
): typeof import('./graphql').StoreDeliverySettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query StoreInfo($baId: ID!) {\n  storeInfo(baId: $baId) {\n    baId\n    requestUnavailability\n    openAlarmRequested\n    termsAgreement {\n      baId\n      agreedBy\n      agreedAt\n    }\n    store {\n      id\n      name\n      status\n      isSeller\n      minConditionPrice\n      openedAt\n      businessAccount {\n        id\n        name\n        followersCount\n        region {\n          id\n          name\n        }\n        profileImageThumbnail\n        addresses {\n          roadAddress\n          jibunAddress\n          detailAddress\n          isRepresentative\n        }\n        phoneNumber\n        chatRoomScheme\n        category {\n          id\n          name\n        }\n      }\n      deliverySetting {\n        type\n        fee {\n          amount\n        }\n        freeConditionPrice\n        description\n        deliverableRegionGuide\n        deliverableRegionType\n      }\n    }\n    storeRequest {\n      id\n      baId\n      status\n      agreedToTermsOfServiceAt\n      requestedAt\n      rejectInfo {\n        reason\n        rejectedAt\n      }\n      settlement {\n        bankName\n        maskedAccountNumber\n        accountHolder\n      }\n    }\n  }\n}',
): typeof import('./graphql').StoreInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query StorePreview($baId: ID!) {\n  storePreview(baId: $baId) {\n    id\n    name\n    status\n    activeProductCount\n    businessAccount {\n      id\n      name\n      followersCount\n      profileImageThumbnail\n      region {\n        id\n        name\n      }\n      category {\n        id\n        name\n      }\n    }\n  }\n}',
): typeof import('./graphql').StorePreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateMinConditionPrice($baId: ID!, $minConditionPrice: Int!) {\n  updateMinConditionPrice(baId: $baId, minConditionPrice: $minConditionPrice) {\n    storeId\n    minConditionPrice\n  }\n}',
): typeof import('./graphql').UpdateMinConditionPriceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateStoreDeliverySetting($baId: ID!, $input: DeliverySettingInput!) {\n  updateStoreDeliverySetting(baId: $baId, input: $input) {\n    type\n    fee {\n      amount\n    }\n    freeConditionPrice\n    description\n    deliverableRegionGuide\n    deliverableRegionType\n  }\n}',
): typeof import('./graphql').UpdateStoreDeliverySettingDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
