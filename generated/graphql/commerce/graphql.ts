/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** 설계: 일괄 업로드 처리 상태 */
export type BulkUploadStatus =
  /** 완료 */
  | 'COMPLETED'
  /** 실패 */
  | 'FAILED'
  /** 처리 중 */
  | 'PROCESSING';

/** 택배사 */
export type Carrier =
  /** CJ대한통운 */
  | 'CJ'
  /** 대신택배 */
  | 'DAESHIN'
  /** 건영택배 */
  | 'GEONYOUNG'
  /** 경동택배 */
  | 'GYEONGDONG'
  /** 한진택배 */
  | 'HANJIN'
  /** 일양로지스 */
  | 'ILYANG'
  /** 로젠택배 */
  | 'LOGEN'
  /** 롯데택배 */
  | 'LOTTE'
  /** 농협택배 */
  | 'NONGHYUP'
  /** 우체국택배 */
  | 'POST_OFFICE'
  /** SLX택배 */
  | 'SLX'
  /** 용마로지스 */
  | 'YONGMA';

/** 커머스 화면의 관점 */
export type CommerceRole =
  /** 구매자 */
  | 'BUYER'
  /** 판매자 */
  | 'SELLER';

/** 입점 신청 입력 */
export type CreateStoreRequestInput = {
  /** 이용약관 동의(true여야 해요) */
  agreedToTermsOfService: boolean;
  baId: string;
};

/** 설계: 배송 가능 지역 범위 */
export type DeliverableRegionType =
  /** 수도권 */
  | 'CAPITAL_AREA'
  /** 전국 */
  | 'NATIONWIDE'
  /** 가게 근처 동네만 */
  | 'NEIGHBORHOOD';

/** 배송비 방식 */
export type DeliveryFeeType =
  /** 조건부 무료(일정 금액 이상 무료) */
  | 'CONDITIONAL_FREE'
  /** 고정 배송비 */
  | 'FIXED'
  /** 무료 배송 */
  | 'FREE';

/** 배송 설정 입력. FIXED·CONDITIONAL_FREE는 feeAmount가, CONDITIONAL_FREE는 freeConditionPrice가 있어야 해요(BAD_USER_INPUT). */
export type DeliverySettingInput = {
  /** 배송 가능 지역 안내 문구(최대 200자) */
  deliverableRegionGuide?: string | null | undefined;
  /** 배송 가능 지역 */
  deliverableRegionType?: DeliverableRegionType | null | undefined;
  /** 배송 안내 문구(최대 200자) */
  description?: string | null | undefined;
  /** 배송비(원, 0~100,000) */
  feeAmount?: number | null | undefined;
  /** 무료 배송 조건 금액(원) */
  freeConditionPrice?: number | null | undefined;
  /** 배송비 방식 */
  type: DeliveryFeeType;
};

/** 배송 속도 */
export type DeliverySpeed =
  /** 일반 배송 */
  | 'NORMAL'
  /** 오늘 배송 */
  | 'SAME_DAY';

/** 배송 상태 */
export type DeliveryStatus =
  /** 배송 전 */
  | 'BEFORE_DELIVERY'
  /** 배송 완료 */
  | 'DELIVERY_COMPLETED'
  /** 배송 준비 */
  | 'DELIVERY_PREPARE'
  /** 배송 중 */
  | 'DELIVERY_STARTED';

export type ExperimentGroupName = 'CONTROL' | 'TREATMENT' | 'UNASSIGNED';

/** 입력 노드 종류 */
export type InputNodeType = 'CHECKBOX' | 'CONTENT' | 'DATE_INPUT' | 'NUMBER_INPUT' | 'TEXTAREA' | 'TEXT_INPUT';

export type InputNodeValueInput = {
  dataKey: string;
  value: string;
};

/** 운송장 오류 코드 */
export type InvoiceErrorCode = 'INVALID_INVOICE';

/** 운송장 입력(배송 시작·운송장 변경). 운송장 번호는 숫자만 10~14자리예요. */
export type InvoiceInput = {
  company: Carrier;
  invoice: string;
  orderSheetId: string;
};

/** 주문 상태 */
export type OrderStatus =
  /** 주문 접수 */
  | 'ORDER_ACCEPTED'
  /** 주문 취소 */
  | 'ORDER_CANCELED'
  /** 주문 대기 */
  | 'ORDER_PENDING'
  /** 결제 완료(신규 주문) */
  | 'PAYMENT_COMPLETED'
  /** 결제 대기 */
  | 'PAYMENT_PENDING'
  /** 구매 확정 */
  | 'PURCHASE_CONFIRMED';

/** 결제 실패 사유 */
export type PaymentFailureReason =
  | 'BILL_KEY_ERROR'
  | 'CARD_LOSS_REPORTED'
  | 'HANDLE_BY_FINANCE'
  | 'INSUFFICIENT_BALANCE'
  | 'INVALID_BANK'
  | 'INVALID_CARD'
  | 'INVALID_COUPON'
  | 'INVALID_ORDER'
  | 'INVALID_PRODUCTS'
  | 'INVALID_STORE'
  | 'OUT_OF_STOCK'
  | 'UNKNOWN';

/** 결제 수단 */
export type PaymentMethod =
  /** 카드 */
  | 'CARD'
  /** 당근머니 */
  | 'DAANGN_MONEY'
  /** 결제 없음(0원) */
  | 'NONE'
  /** 간편 카드 */
  | 'SIMPLE_CARD'
  /** 가상 계좌 */
  | 'VBA';

export type ProductAttributeInput = {
  attributeId: string;
  value: string;
};

/** 상품 입력(등록·수정) */
export type ProductInput = {
  attributes?: Array<ProductAttributeInput> | null | undefined;
  /** 하위 카테고리 */
  categoryId: string;
  /** 상세 내용(JSON 문자열) */
  content?: string | null | undefined;
  /** 상품 이름(2~50자) */
  name: string;
  /** 정가(원, 100 ~ 999,999,999) */
  price: number;
  /** 받는 방법 */
  receiveMethods?: Array<ReceiveMethod> | null | undefined;
  /** 판매가(원, 정가 이하). 없으면 정가예요. */
  salePrice?: number | null | undefined;
  simpleOptions?: Array<SimpleOptionInput> | null | undefined;
  /** 재고(0 이상) */
  stock?: number | null | undefined;
  /** 재고 제한 없이 팔기 */
  stockFree?: boolean | null | undefined;
  templates?: Array<ProductTemplateInput> | null | undefined;
  /** 사진 주소(최대 10장) */
  thumbnailUrls?: Array<string> | null | undefined;
  /** 상품 종류 */
  type: ProductType;
  /** 유효 기간(일, 0 이상) */
  validDays?: number | null | undefined;
};

/** 설계: 상품 목록 순서 */
export type ProductSort =
  /** 많이 팔린 순 */
  | 'BEST_SELLING'
  /** 최근 등록 순 */
  | 'NEWEST'
  /** 낮은 가격 순 */
  | 'PRICE_ASC'
  /** 높은 가격 순 */
  | 'PRICE_DESC';

/** 상품 상태. 판매 중지 묶음은 INACTIVE, REJECTED, BANNED예요. */
export type ProductStatus =
  /** 판매 중 */
  | 'ACTIVE'
  /** 판매 금지 */
  | 'BANNED'
  /** 판매 중지 */
  | 'INACTIVE'
  /** 검수 중 */
  | 'PENDING'
  /** 반려 */
  | 'REJECTED';

export type ProductTemplateInput = {
  nodes: Array<InputNodeValueInput>;
  templateId: string;
};

/** 상품 종류 */
export type ProductType =
  /** 배송 상품 */
  | 'DELIVERY'
  /** 물품(receiveMethods로 받는 방법이 있어요) */
  | 'GOODS'
  /** 서비스(validDays로 유효 기간이 있어요) */
  | 'SERVICE'
  /** 교환권 */
  | 'VOUCHER'
  /** 회차권 */
  | 'VOUCHER_TICKET';

/** 받는 방법 */
export type ReceiveMethod =
  /** 배송 */
  | 'DELIVERY'
  /** 매장 픽업 */
  | 'PICKUP';

/** 설계: 정산 계좌 확인 입력 */
export type SettlementAccountCheckInput = {
  /** 계좌번호(숫자 10~14자리) */
  accountNumber: string;
  /** 은행 이름(예: 국민은행) */
  bankName: string;
};

/** 정산 정보 입력 */
export type SettlementInfoInput = {
  /** 예금주(2~20자) */
  accountHolder: string;
  /** 계좌번호(숫자 10~14자리) */
  accountNumber: string;
  baId: string;
  bankName: string;
  taxInvoiceEmail?: string | null | undefined;
};

export type SimpleOptionInput = {
  /** 추가 금액(원) */
  additionalPrice?: number | null | undefined;
  /** 옵션 이름 */
  name: string;
  /** 옵션 재고(0 이상) */
  stock?: number | null | undefined;
  /** 재고 무제한 */
  stockFree?: boolean | null | undefined;
};

/** 주문 목록 필터 */
export type StoreOrderFilter = {
  /** 주문일 끝(YYYY-MM-DD, 한국 날짜, 포함) */
  endDate?: string | null | undefined;
  /** 설계: 조회 관점. SELLER(기본)는 스토어가 받은 주문, BUYER는 이 계정이 구매자인 주문이에요. */
  role?: CommerceRole | null | undefined;
  /** 주문일 시작(YYYY-MM-DD, 한국 날짜, 포함) */
  startDate?: string | null | undefined;
  statuses?: Array<OrderStatus> | null | undefined;
  /** 구매자 id */
  userId?: string | null | undefined;
};

/** 입점 신청 상태 */
export type StoreRequestStatus =
  /** 승인 */
  | 'APPROVED'
  /** 삭제 */
  | 'DELETED'
  /** 반려 */
  | 'REJECTED'
  /** 신청(심사 중) */
  | 'REQUESTED';

/** 입점 신청할 수 없는 이유 */
export type StoreRequestUnavailability =
  /** 이미 신청했어요 */
  | 'ALREADY_REQUESTED'
  /** 스토어가 이미 있어요 */
  | 'STORE_EXISTS'
  /** 입점할 수 없는 업종이에요 */
  | 'UNAVAILABLE_CATEGORY'
  /** 입점할 수 없는 지역이에요 */
  | 'UNAVAILABLE_REGION'
  /** 입점할 수 없는 계정 종류예요 */
  | 'UNAVAILABLE_TYPE';

/** 스토어 상태 */
export type StoreStatus =
  /** 운영 중 */
  | 'ACTIVE'
  /** 이용 제한 */
  | 'BLOCKED'
  /** 삭제 */
  | 'DELETED'
  /** 운영 중지 */
  | 'INACTIVE'
  /** 심사 중 */
  | 'PENDING'
  /** 반려 */
  | 'REJECTED';

export type ExperimentGroupQueryVariables = Exact<{
  businessId: string;
}>;

export type ExperimentGroupQuery = { experimentGroup: { businessId: string; group: ExperimentGroupName } };

export type AcceptOrderMutationVariables = Exact<{
  orderSheetId: string;
}>;

export type AcceptOrderMutation = {
  acceptOrder: {
    id: string;
    status: OrderStatus;
    deliveryStatus: DeliveryStatus;
    acceptedAt: string | null;
    deliveryStartedAt: string | null;
    deliveryCompletedAt: string | null;
    purchaseConfirmedAt: string | null;
    deliveryTracking: { company: Carrier; invoice: string; registeredAt: string } | null;
    cancelInfo: { canceledAt: string; canceledBy: CommerceRole; reason: string } | null;
  };
};

export type BulkDeliveryStartStatusQueryVariables = Exact<{
  baId: string;
  uploadId?: string | null | undefined;
}>;

export type BulkDeliveryStartStatusQuery = {
  bulkDeliveryStartStatus: {
    id: string;
    fileName: string;
    status: BulkUploadStatus;
    totalCount: number;
    successCount: number;
    failureCount: number;
    uploadedAt: string;
    completedAt: string | null;
    failures: Array<{ rowNumber: number; orderSheetId: string | null; reason: string }>;
  } | null;
};

export type CancelOrderMutationVariables = Exact<{
  orderSheetId: string;
  reason: string;
}>;

export type CancelOrderMutation = {
  cancelOrder: {
    id: string;
    status: OrderStatus;
    deliveryStatus: DeliveryStatus;
    acceptedAt: string | null;
    deliveryStartedAt: string | null;
    deliveryCompletedAt: string | null;
    purchaseConfirmedAt: string | null;
    deliveryTracking: { company: Carrier; invoice: string; registeredAt: string } | null;
    cancelInfo: { canceledAt: string; canceledBy: CommerceRole; reason: string } | null;
  };
};

export type ChangeInvoiceMutationVariables = Exact<{
  input: InvoiceInput;
}>;

export type ChangeInvoiceMutation = {
  changeInvoice:
    | {
        __typename: 'ChangeInvoicePayload';
        orderSheet: {
          id: string;
          status: OrderStatus;
          deliveryStatus: DeliveryStatus;
          acceptedAt: string | null;
          deliveryStartedAt: string | null;
          deliveryCompletedAt: string | null;
          purchaseConfirmedAt: string | null;
          deliveryTracking: { company: Carrier; invoice: string; registeredAt: string } | null;
          cancelInfo: { canceledAt: string; canceledBy: CommerceRole; reason: string } | null;
        };
      }
    | { __typename: 'InvalidDeliveryStatusError'; message: string; deliveryStatus: DeliveryStatus }
    | { __typename: 'InvalidInvoiceError'; message: string; code: InvoiceErrorCode; company: Carrier; invoice: string };
};

export type CompleteDeliveryMutationVariables = Exact<{
  orderSheetId: string;
}>;

export type CompleteDeliveryMutation = {
  completeDelivery: {
    id: string;
    status: OrderStatus;
    deliveryStatus: DeliveryStatus;
    acceptedAt: string | null;
    deliveryStartedAt: string | null;
    deliveryCompletedAt: string | null;
    purchaseConfirmedAt: string | null;
    deliveryTracking: { company: Carrier; invoice: string; registeredAt: string } | null;
    cancelInfo: { canceledAt: string; canceledBy: CommerceRole; reason: string } | null;
  };
};

export type ConfirmPurchaseMutationVariables = Exact<{
  orderSheetId: string;
}>;

export type ConfirmPurchaseMutation = {
  confirmPurchase: {
    id: string;
    status: OrderStatus;
    deliveryStatus: DeliveryStatus;
    acceptedAt: string | null;
    deliveryStartedAt: string | null;
    deliveryCompletedAt: string | null;
    purchaseConfirmedAt: string | null;
    deliveryTracking: { company: Carrier; invoice: string; registeredAt: string } | null;
    cancelInfo: { canceledAt: string; canceledBy: CommerceRole; reason: string } | null;
  };
};

export type DeleteInvoiceMutationVariables = Exact<{
  orderSheetId: string;
}>;

export type DeleteInvoiceMutation = {
  deleteInvoice: {
    id: string;
    status: OrderStatus;
    deliveryStatus: DeliveryStatus;
    acceptedAt: string | null;
    deliveryStartedAt: string | null;
    deliveryCompletedAt: string | null;
    purchaseConfirmedAt: string | null;
    deliveryTracking: { company: Carrier; invoice: string; registeredAt: string } | null;
    cancelInfo: { canceledAt: string; canceledBy: CommerceRole; reason: string } | null;
  };
};

export type InvalidDeliveryStatusFieldsFragment = { message: string; deliveryStatus: DeliveryStatus };

export type InvalidInvoiceFieldsFragment = {
  message: string;
  code: InvoiceErrorCode;
  company: Carrier;
  invoice: string;
};

export type OrderProgressFragment = {
  id: string;
  status: OrderStatus;
  deliveryStatus: DeliveryStatus;
  acceptedAt: string | null;
  deliveryStartedAt: string | null;
  deliveryCompletedAt: string | null;
  purchaseConfirmedAt: string | null;
  deliveryTracking: { company: Carrier; invoice: string; registeredAt: string } | null;
  cancelInfo: { canceledAt: string; canceledBy: CommerceRole; reason: string } | null;
};

export type OrderRowFragment = {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  receiveMethod: ReceiveMethod;
  deliveryStatus: DeliveryStatus;
  deliverySpeed: DeliverySpeed;
  paymentMethod: PaymentMethod;
  orderedAt: string;
  amounts: { paymentAmount: number };
  buyer: { userId: string; nickname: string };
  orderLines: Array<{ id: string; productName: string; quantity: number }>;
  deliveryTracking: { company: Carrier; invoice: string } | null;
  cancelInfo: { canceledAt: string; canceledBy: CommerceRole; reason: string } | null;
};

export type OrderSheetQueryVariables = Exact<{
  orderSheetId: string;
}>;

export type OrderSheetQuery = {
  orderSheet: {
    id: string;
    orderNumber: string;
    storeId: string;
    status: OrderStatus;
    receiveMethod: ReceiveMethod;
    deliveryStatus: DeliveryStatus;
    deliverySpeed: DeliverySpeed;
    paymentMethod: PaymentMethod;
    paymentFailureReason: PaymentFailureReason | null;
    couponName: string | null;
    requestMessage: string | null;
    orderedAt: string;
    paidAt: string | null;
    acceptedAt: string | null;
    deliveryStartedAt: string | null;
    deliveryCompletedAt: string | null;
    purchaseConfirmedAt: string | null;
    amounts: {
      orderAmount: number;
      discountAmount: number;
      productDiscountAmount: number;
      couponDiscountAmount: number;
      deliveryFee: number;
      paymentAmount: number;
    };
    buyer: {
      userId: string;
      nickname: string;
      regionName: string;
      purchaseCounts: { total: number; confirmed: number; canceled: number };
    };
    customerInfo: { name: string; phoneNumber: string };
    deliveryAddress: {
      recipientName: string;
      phoneNumber: string;
      zipCode: string;
      address: string;
      detailAddress: string | null;
      memo: string | null;
    } | null;
    deliveryTracking: { company: Carrier; invoice: string; registeredAt: string } | null;
    cancelInfo: { canceledAt: string; canceledBy: CommerceRole; reason: string } | null;
    orderLines: Array<{
      id: string;
      productId: string;
      productName: string;
      productType: ProductType;
      quantity: number;
      unitPrice: number;
      amount: number;
      options: Array<{ optionId: string; name: string; additionalPrice: number }>;
    }>;
  };
};

export type OrdersByStoreCursorQueryVariables = Exact<{
  baId: string;
  filter?: StoreOrderFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type OrdersByStoreCursorQuery = {
  ordersByStoreCursor: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Array<{
      id: string;
      orderNumber: string;
      status: OrderStatus;
      receiveMethod: ReceiveMethod;
      deliveryStatus: DeliveryStatus;
      deliverySpeed: DeliverySpeed;
      paymentMethod: PaymentMethod;
      orderedAt: string;
      amounts: { paymentAmount: number };
      buyer: { userId: string; nickname: string };
      orderLines: Array<{ id: string; productName: string; quantity: number }>;
      deliveryTracking: { company: Carrier; invoice: string } | null;
      cancelInfo: { canceledAt: string; canceledBy: CommerceRole; reason: string } | null;
    }>;
  };
};

export type OrdersByStoreQueryVariables = Exact<{
  baId: string;
  filter?: StoreOrderFilter | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;

export type OrdersByStoreQuery = {
  ordersByStore: {
    page: number;
    size: number;
    totalCount: number;
    hasNext: boolean;
    items: Array<{
      id: string;
      orderNumber: string;
      status: OrderStatus;
      receiveMethod: ReceiveMethod;
      deliveryStatus: DeliveryStatus;
      deliverySpeed: DeliverySpeed;
      paymentMethod: PaymentMethod;
      orderedAt: string;
      amounts: { paymentAmount: number };
      buyer: { userId: string; nickname: string };
      orderLines: Array<{ id: string; productName: string; quantity: number }>;
      deliveryTracking: { company: Carrier; invoice: string } | null;
      cancelInfo: { canceledAt: string; canceledBy: CommerceRole; reason: string } | null;
    }>;
  };
};

export type StartDeliveryMutationVariables = Exact<{
  input: InvoiceInput;
}>;

export type StartDeliveryMutation = {
  startDelivery:
    | { __typename: 'InvalidDeliveryStatusError'; message: string; deliveryStatus: DeliveryStatus }
    | { __typename: 'InvalidInvoiceError'; message: string; code: InvoiceErrorCode; company: Carrier; invoice: string }
    | { __typename: 'InvalidOrderStatusError'; message: string; orderStatus: OrderStatus }
    | {
        __typename: 'StartDeliveryPayload';
        orderSheet: {
          id: string;
          status: OrderStatus;
          deliveryStatus: DeliveryStatus;
          acceptedAt: string | null;
          deliveryStartedAt: string | null;
          deliveryCompletedAt: string | null;
          purchaseConfirmedAt: string | null;
          deliveryTracking: { company: Carrier; invoice: string; registeredAt: string } | null;
          cancelInfo: { canceledAt: string; canceledBy: CommerceRole; reason: string } | null;
        };
      };
};

export type VisitOrderMutationVariables = Exact<{
  orderSheetId: string;
}>;

export type VisitOrderMutation = {
  visitOrder: {
    id: string;
    status: OrderStatus;
    deliveryStatus: DeliveryStatus;
    acceptedAt: string | null;
    deliveryStartedAt: string | null;
    deliveryCompletedAt: string | null;
    purchaseConfirmedAt: string | null;
    deliveryTracking: { company: Carrier; invoice: string; registeredAt: string } | null;
    cancelInfo: { canceledAt: string; canceledBy: CommerceRole; reason: string } | null;
  };
};

export type CreateProductMutationVariables = Exact<{
  baId: string;
  input: ProductInput;
}>;

export type CreateProductMutation = {
  createProduct: {
    storeId: string;
    receiveMethods: Array<ReceiveMethod>;
    validDays: number;
    content: string;
    rejectReason: string | null;
    createdAt: string;
    updatedAt: string;
    id: string;
    name: string;
    type: ProductType;
    status: ProductStatus;
    price: number;
    salePrice: number;
    stock: number;
    stockFree: boolean;
    sold: number;
    outOfStock: boolean;
    bookmarkedCount: number;
    reviewTotalCount: number;
    simpleOptions: Array<{
      id: string;
      name: string;
      stock: number;
      stockFree: boolean;
      hasAdditionalPrice: boolean;
      additionalPrice: { amount: number };
    }>;
    categories: Array<{ id: string; name: string; parentId: string | null }>;
    attributes: Array<{ attributeId: string; name: string; value: string }>;
    templates: Array<{
      id: string;
      name: string;
      inputGroups: Array<{
        id: string;
        title: string;
        nodes: Array<{ dataKey: string; type: InputNodeType; label: string; value: string }>;
      }>;
    }>;
    discount: { rate: number; amount: number } | null;
    thumbnails: Array<{ id: string; url: string }>;
  };
};

export type DeleteProductMutationVariables = Exact<{
  productId: string;
}>;

export type DeleteProductMutation = { deleteProduct: { deletedProductId: string } };

export type ManageProductPageQueryVariables = Exact<{
  baId: string;
}>;

export type ManageProductPageQuery = {
  onSale: {
    totalCount: number;
    hasNext: boolean;
    items: Array<{
      id: string;
      name: string;
      type: ProductType;
      status: ProductStatus;
      price: number;
      salePrice: number;
      stock: number;
      stockFree: boolean;
      sold: number;
      outOfStock: boolean;
      bookmarkedCount: number;
      reviewTotalCount: number;
      discount: { rate: number; amount: number } | null;
      thumbnails: Array<{ id: string; url: string }>;
    }>;
  };
  stopped: {
    totalCount: number;
    hasNext: boolean;
    items: Array<{
      rejectReason: string | null;
      id: string;
      name: string;
      type: ProductType;
      status: ProductStatus;
      price: number;
      salePrice: number;
      stock: number;
      stockFree: boolean;
      sold: number;
      outOfStock: boolean;
      bookmarkedCount: number;
      reviewTotalCount: number;
      discount: { rate: number; amount: number } | null;
      thumbnails: Array<{ id: string; url: string }>;
    }>;
  };
};

export type ProductAttributesQueryVariables = Exact<{
  categoryId?: string | null | undefined;
}>;

export type ProductAttributesQuery = {
  productAttributes: Array<{
    id: string;
    name: string;
    values: Array<string>;
    required: boolean;
    categoryIds: Array<string>;
  }>;
};

export type ProductCategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type ProductCategoriesQuery = {
  productCategories: Array<{ id: string; name: string; parentId: string | null }>;
};

export type ProductDetailFieldsFragment = {
  storeId: string;
  receiveMethods: Array<ReceiveMethod>;
  validDays: number;
  content: string;
  rejectReason: string | null;
  createdAt: string;
  updatedAt: string;
  id: string;
  name: string;
  type: ProductType;
  status: ProductStatus;
  price: number;
  salePrice: number;
  stock: number;
  stockFree: boolean;
  sold: number;
  outOfStock: boolean;
  bookmarkedCount: number;
  reviewTotalCount: number;
  simpleOptions: Array<{
    id: string;
    name: string;
    stock: number;
    stockFree: boolean;
    hasAdditionalPrice: boolean;
    additionalPrice: { amount: number };
  }>;
  categories: Array<{ id: string; name: string; parentId: string | null }>;
  attributes: Array<{ attributeId: string; name: string; value: string }>;
  templates: Array<{
    id: string;
    name: string;
    inputGroups: Array<{
      id: string;
      title: string;
      nodes: Array<{ dataKey: string; type: InputNodeType; label: string; value: string }>;
    }>;
  }>;
  discount: { rate: number; amount: number } | null;
  thumbnails: Array<{ id: string; url: string }>;
};

export type ProductDetailQueryVariables = Exact<{
  productId: string;
}>;

export type ProductDetailQuery = {
  product: {
    storeId: string;
    receiveMethods: Array<ReceiveMethod>;
    validDays: number;
    content: string;
    rejectReason: string | null;
    createdAt: string;
    updatedAt: string;
    id: string;
    name: string;
    type: ProductType;
    status: ProductStatus;
    price: number;
    salePrice: number;
    stock: number;
    stockFree: boolean;
    sold: number;
    outOfStock: boolean;
    bookmarkedCount: number;
    reviewTotalCount: number;
    simpleOptions: Array<{
      id: string;
      name: string;
      stock: number;
      stockFree: boolean;
      hasAdditionalPrice: boolean;
      additionalPrice: { amount: number };
    }>;
    categories: Array<{ id: string; name: string; parentId: string | null }>;
    attributes: Array<{ attributeId: string; name: string; value: string }>;
    templates: Array<{
      id: string;
      name: string;
      inputGroups: Array<{
        id: string;
        title: string;
        nodes: Array<{ dataKey: string; type: InputNodeType; label: string; value: string }>;
      }>;
    }>;
    discount: { rate: number; amount: number } | null;
    thumbnails: Array<{ id: string; url: string }>;
  };
};

export type ProductGroupCountsQueryVariables = Exact<{
  baId: string;
}>;

export type ProductGroupCountsQuery = {
  onSale: { totalCount: number };
  pending: { totalCount: number };
  stopped: { totalCount: number };
};

export type ProductListItemFragment = {
  id: string;
  name: string;
  type: ProductType;
  status: ProductStatus;
  price: number;
  salePrice: number;
  stock: number;
  stockFree: boolean;
  sold: number;
  outOfStock: boolean;
  bookmarkedCount: number;
  reviewTotalCount: number;
  discount: { rate: number; amount: number } | null;
  thumbnails: Array<{ id: string; url: string }>;
};

export type ProductTemplatesQueryVariables = Exact<{
  categoryId?: string | null | undefined;
}>;

export type ProductTemplatesQuery = {
  productTemplates: Array<{
    id: string;
    name: string;
    inputGroups: Array<{
      id: string;
      title: string;
      nodes: Array<{ dataKey: string; type: InputNodeType; label: string; value: string }>;
    }>;
  }>;
};

export type ProductsByStoreCursorQueryVariables = Exact<{
  baId: string;
  statuses?: Array<ProductStatus> | ProductStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type ProductsByStoreCursorQuery = {
  productsByStoreCursor: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Array<{
      id: string;
      name: string;
      type: ProductType;
      status: ProductStatus;
      price: number;
      salePrice: number;
      stock: number;
      stockFree: boolean;
      sold: number;
      outOfStock: boolean;
      bookmarkedCount: number;
      reviewTotalCount: number;
      discount: { rate: number; amount: number } | null;
      thumbnails: Array<{ id: string; url: string }>;
    }>;
  };
};

export type ProductsByStoreQueryVariables = Exact<{
  baId: string;
  statuses?: Array<ProductStatus> | ProductStatus | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
  query?: string | null | undefined;
  sort?: ProductSort | null | undefined;
}>;

export type ProductsByStoreQuery = {
  productsByStore: {
    page: number;
    size: number;
    totalCount: number;
    hasNext: boolean;
    items: Array<{
      id: string;
      name: string;
      type: ProductType;
      status: ProductStatus;
      price: number;
      salePrice: number;
      stock: number;
      stockFree: boolean;
      sold: number;
      outOfStock: boolean;
      bookmarkedCount: number;
      reviewTotalCount: number;
      discount: { rate: number; amount: number } | null;
      thumbnails: Array<{ id: string; url: string }>;
    }>;
  };
};

export type RejectedReasonsQueryVariables = Exact<{
  baId: string;
}>;

export type RejectedReasonsQuery = {
  rejectedReasons: {
    rejectedProductCount: number;
    reasons: Array<{ productId: string; productName: string; reason: string; rejectedAt: string }>;
  };
};

export type UpdateProductStatusMutationVariables = Exact<{
  productId: string;
  status: ProductStatus;
}>;

export type UpdateProductStatusMutation = {
  updateProductStatus: { id: string; status: ProductStatus; updatedAt: string };
};

export type UpdateProductMutationVariables = Exact<{
  productId: string;
  input: ProductInput;
}>;

export type UpdateProductMutation = {
  updateProduct: {
    storeId: string;
    receiveMethods: Array<ReceiveMethod>;
    validDays: number;
    content: string;
    rejectReason: string | null;
    createdAt: string;
    updatedAt: string;
    id: string;
    name: string;
    type: ProductType;
    status: ProductStatus;
    price: number;
    salePrice: number;
    stock: number;
    stockFree: boolean;
    sold: number;
    outOfStock: boolean;
    bookmarkedCount: number;
    reviewTotalCount: number;
    simpleOptions: Array<{
      id: string;
      name: string;
      stock: number;
      stockFree: boolean;
      hasAdditionalPrice: boolean;
      additionalPrice: { amount: number };
    }>;
    categories: Array<{ id: string; name: string; parentId: string | null }>;
    attributes: Array<{ attributeId: string; name: string; value: string }>;
    templates: Array<{
      id: string;
      name: string;
      inputGroups: Array<{
        id: string;
        title: string;
        nodes: Array<{ dataKey: string; type: InputNodeType; label: string; value: string }>;
      }>;
    }>;
    discount: { rate: number; amount: number } | null;
    thumbnails: Array<{ id: string; url: string }>;
  };
};

export type SaveSettlementInfoMutationVariables = Exact<{
  input: SettlementInfoInput;
}>;

export type SaveSettlementInfoMutation = {
  saveSettlementInfo: {
    baId: string;
    bankName: string;
    maskedAccountNumber: string;
    accountHolder: string;
    taxInvoiceEmail: string | null;
    updatedAt: string;
  };
};

export type SettlementAccountCheckQueryVariables = Exact<{
  input: SettlementAccountCheckInput;
}>;

export type SettlementAccountCheckQuery = {
  settlementAccountCheck: { valid: boolean; holder: string | null; circuitBreak: boolean };
};

export type SettlementInfoQueryVariables = Exact<{
  baId: string;
}>;

export type SettlementInfoQuery = {
  settlementInfo: {
    baId: string;
    bankName: string;
    maskedAccountNumber: string;
    accountHolder: string;
    taxInvoiceEmail: string | null;
    updatedAt: string;
  } | null;
};

export type BusinessStatusCheckQueryVariables = Exact<{
  businessNumber: string;
}>;

export type BusinessStatusCheckQuery = {
  businessStatusCheck: { businessNumber: string; valid: boolean; circuitBreak: boolean; isAlreadyRegistered: boolean };
};

export type CreateStoreRequestMutationVariables = Exact<{
  input: CreateStoreRequestInput;
}>;

export type CreateStoreRequestMutation = {
  createStoreRequest: {
    unavailability: StoreRequestUnavailability | null;
    storeRequest: {
      id: string;
      baId: string;
      status: StoreRequestStatus;
      agreedToTermsOfServiceAt: string;
      requestedAt: string;
    } | null;
  };
};

export type MinConditionPriceQueryVariables = Exact<{
  baId: string;
}>;

export type MinConditionPriceQuery = { minConditionPrice: { storeId: string; minConditionPrice: number } };

export type PayAuthCodeQueryVariables = Exact<{
  deviceId: string;
}>;

export type PayAuthCodeQuery = { payAuthCode: { deviceId: string; code: string; expiresAt: string } };

export type RequestOpenAlarmMutationVariables = Exact<{
  baId: string;
}>;

export type RequestOpenAlarmMutation = { requestOpenAlarm: { baId: string; requestedAt: string } };

export type StoreDeliverySettingQueryVariables = Exact<{
  baId: string;
}>;

export type StoreDeliverySettingQuery = {
  storeDeliverySetting: {
    type: DeliveryFeeType;
    freeConditionPrice: number | null;
    description: string | null;
    deliverableRegionGuide: string | null;
    deliverableRegionType: DeliverableRegionType | null;
    fee: { amount: number };
  };
};

export type StoreInfoQueryVariables = Exact<{
  baId: string;
}>;

export type StoreInfoQuery = {
  storeInfo: {
    baId: string;
    requestUnavailability: StoreRequestUnavailability | null;
    openAlarmRequested: boolean;
    store: {
      id: string;
      name: string;
      status: StoreStatus;
      isSeller: boolean;
      minConditionPrice: number;
      openedAt: string;
      businessAccount: {
        id: string;
        name: string;
        followersCount: number;
        profileImageThumbnail: string | null;
        phoneNumber: string | null;
        chatRoomScheme: string | null;
        region: { id: string; name: string };
        addresses: Array<{
          roadAddress: string;
          jibunAddress: string | null;
          detailAddress: string | null;
          isRepresentative: boolean;
        }>;
        category: { id: string; name: string };
      };
      deliverySetting: {
        type: DeliveryFeeType;
        freeConditionPrice: number | null;
        description: string | null;
        deliverableRegionGuide: string | null;
        deliverableRegionType: DeliverableRegionType | null;
        fee: { amount: number };
      };
    } | null;
    storeRequest: {
      id: string;
      baId: string;
      status: StoreRequestStatus;
      agreedToTermsOfServiceAt: string;
      requestedAt: string;
      rejectInfo: { reason: string; rejectedAt: string } | null;
      settlement: { bankName: string; maskedAccountNumber: string; accountHolder: string } | null;
    } | null;
  };
};

export type StorePreviewQueryVariables = Exact<{
  baId: string;
}>;

export type StorePreviewQuery = {
  storePreview: {
    id: string;
    name: string;
    status: StoreStatus;
    activeProductCount: number;
    businessAccount: {
      id: string;
      name: string;
      followersCount: number;
      profileImageThumbnail: string | null;
      region: { id: string; name: string };
      category: { id: string; name: string };
    };
  } | null;
};

export type UpdateMinConditionPriceMutationVariables = Exact<{
  baId: string;
  minConditionPrice: number;
}>;

export type UpdateMinConditionPriceMutation = {
  updateMinConditionPrice: { storeId: string; minConditionPrice: number };
};

export type UpdateStoreDeliverySettingMutationVariables = Exact<{
  baId: string;
  input: DeliverySettingInput;
}>;

export type UpdateStoreDeliverySettingMutation = {
  updateStoreDeliverySetting: {
    type: DeliveryFeeType;
    freeConditionPrice: number | null;
    description: string | null;
    deliverableRegionGuide: string | null;
    deliverableRegionType: DeliverableRegionType | null;
    fee: { amount: number };
  };
};

export const InvalidDeliveryStatusFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvalidDeliveryStatusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvalidDeliveryStatusError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvalidDeliveryStatusFieldsFragment, unknown>;
export const InvalidInvoiceFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvalidInvoiceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvalidInvoiceError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvalidInvoiceFieldsFragment, unknown>;
export const OrderProgressFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderProgress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSheet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deliveryTracking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'registeredAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canceledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canceledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStartedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCompletedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseConfirmedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderProgressFragment, unknown>;
export const OrderRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSheet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receiveMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliverySpeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'amounts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'paymentAmount' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'buyer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nickname' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderLines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deliveryTracking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canceledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canceledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderRowFragment, unknown>;
export const ProductListItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'discount' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockFree' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outOfStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookmarkedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewTotalCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductListItemFragment, unknown>;
export const ProductDetailFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductListItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receiveMethods' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validDays' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'simpleOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stockFree' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'additionalPrice' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'amount' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'hasAdditionalPrice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attributeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'templates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'inputGroups' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'nodes' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'dataKey' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'discount' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockFree' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outOfStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookmarkedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewTotalCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductDetailFieldsFragment, unknown>;
export const ExperimentGroupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExperimentGroup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'experimentGroup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'businessId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'group' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExperimentGroupQuery, ExperimentGroupQueryVariables>;
export const AcceptOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AcceptOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderSheetId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderSheetId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orderSheetId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderProgress' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderProgress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSheet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deliveryTracking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'registeredAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canceledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canceledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStartedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCompletedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseConfirmedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AcceptOrderMutation, AcceptOrderMutationVariables>;
export const BulkDeliveryStartStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BulkDeliveryStartStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'uploadId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bulkDeliveryStartStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'uploadId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'uploadId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'successCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'failureCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'failures' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'rowNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'orderSheetId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkDeliveryStartStatusQuery, BulkDeliveryStartStatusQueryVariables>;
export const CancelOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderSheetId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderSheetId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orderSheetId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderProgress' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderProgress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSheet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deliveryTracking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'registeredAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canceledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canceledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStartedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCompletedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseConfirmedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const ChangeInvoiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangeInvoice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changeInvoice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChangeInvoicePayload' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'orderSheet' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderProgress' } }],
                        },
                      },
                    ],
                  },
                },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvalidDeliveryStatusFields' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvalidInvoiceFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderProgress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSheet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deliveryTracking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'registeredAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canceledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canceledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStartedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCompletedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseConfirmedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvalidDeliveryStatusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvalidDeliveryStatusError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvalidInvoiceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvalidInvoiceError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangeInvoiceMutation, ChangeInvoiceMutationVariables>;
export const CompleteDeliveryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CompleteDelivery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderSheetId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completeDelivery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderSheetId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orderSheetId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderProgress' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderProgress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSheet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deliveryTracking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'registeredAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canceledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canceledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStartedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCompletedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseConfirmedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompleteDeliveryMutation, CompleteDeliveryMutationVariables>;
export const ConfirmPurchaseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmPurchase' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderSheetId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmPurchase' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderSheetId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orderSheetId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderProgress' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderProgress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSheet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deliveryTracking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'registeredAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canceledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canceledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStartedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCompletedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseConfirmedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmPurchaseMutation, ConfirmPurchaseMutationVariables>;
export const DeleteInvoiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteInvoice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderSheetId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteInvoice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderSheetId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orderSheetId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderProgress' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderProgress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSheet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deliveryTracking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'registeredAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canceledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canceledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStartedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCompletedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseConfirmedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteInvoiceMutation, DeleteInvoiceMutationVariables>;
export const OrderSheetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderSheet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderSheetId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderSheet' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderSheetId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orderSheetId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'storeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'receiveMethod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliverySpeed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentFailureReason' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'amounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'orderAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'discountAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productDiscountAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'couponDiscountAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deliveryFee' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentAmount' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'buyer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'nickname' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'regionName' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'purchaseCounts' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'confirmed' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'canceled' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customerInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'deliveryAddress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'recipientName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detailAddress' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'memo' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'deliveryTracking' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'registeredAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cancelInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'canceledAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'canceledBy' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'orderLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'optionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'additionalPrice' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'couponName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestMessage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paidAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'acceptedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliveryStartedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliveryCompletedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'purchaseConfirmedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderSheetQuery, OrderSheetQueryVariables>;
export const OrdersByStoreCursorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrdersByStoreCursor' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'StoreOrderFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ordersByStoreCursor' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderRow' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSheet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receiveMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliverySpeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'amounts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'paymentAmount' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'buyer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nickname' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderLines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deliveryTracking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canceledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canceledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrdersByStoreCursorQuery, OrdersByStoreCursorQueryVariables>;
export const OrdersByStoreDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrdersByStore' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'StoreOrderFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ordersByStore' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNext' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderRow' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSheet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receiveMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliverySpeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'amounts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'paymentAmount' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'buyer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nickname' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderLines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deliveryTracking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canceledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canceledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrdersByStoreQuery, OrdersByStoreQueryVariables>;
export const StartDeliveryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StartDelivery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startDelivery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StartDeliveryPayload' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'orderSheet' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderProgress' } }],
                        },
                      },
                    ],
                  },
                },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvalidDeliveryStatusFields' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvalidInvoiceFields' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvalidOrderStatusError' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'orderStatus' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderProgress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSheet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deliveryTracking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'registeredAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canceledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canceledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStartedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCompletedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseConfirmedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvalidDeliveryStatusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvalidDeliveryStatusError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvalidInvoiceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvalidInvoiceError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartDeliveryMutation, StartDeliveryMutationVariables>;
export const VisitOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VisitOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderSheetId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'visitOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderSheetId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orderSheetId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderProgress' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderProgress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderSheet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStatus' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deliveryTracking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'registeredAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canceledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canceledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryStartedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryCompletedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseConfirmedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VisitOrderMutation, VisitOrderMutationVariables>;
export const CreateProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductDetailFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'discount' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockFree' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outOfStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookmarkedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewTotalCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductListItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receiveMethods' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validDays' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'simpleOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stockFree' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'additionalPrice' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'amount' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'hasAdditionalPrice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attributeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'templates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'inputGroups' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'nodes' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'dataKey' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const DeleteProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'deletedProductId' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const ManageProductPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ManageProductPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'onSale' },
            name: { kind: 'Name', value: 'productsByStore' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'statuses' },
                value: { kind: 'ListValue', values: [{ kind: 'EnumValue', value: 'ACTIVE' }] },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'IntValue', value: '1' } },
              { kind: 'Argument', name: { kind: 'Name', value: 'size' }, value: { kind: 'IntValue', value: '10' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNext' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductListItem' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'stopped' },
            name: { kind: 'Name', value: 'productsByStore' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'statuses' },
                value: {
                  kind: 'ListValue',
                  values: [
                    { kind: 'EnumValue', value: 'INACTIVE' },
                    { kind: 'EnumValue', value: 'BANNED' },
                    { kind: 'EnumValue', value: 'REJECTED' },
                  ],
                },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'IntValue', value: '1' } },
              { kind: 'Argument', name: { kind: 'Name', value: 'size' }, value: { kind: 'IntValue', value: '10' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNext' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductListItem' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rejectReason' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'discount' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockFree' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outOfStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookmarkedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewTotalCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ManageProductPageQuery, ManageProductPageQueryVariables>;
export const ProductAttributesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductAttributes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'categoryId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productAttributes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'categoryId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'categoryId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'values' } },
                { kind: 'Field', name: { kind: 'Name', value: 'required' } },
                { kind: 'Field', name: { kind: 'Name', value: 'categoryIds' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductAttributesQuery, ProductAttributesQueryVariables>;
export const ProductCategoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductCategories' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productCategories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductCategoriesQuery, ProductCategoriesQueryVariables>;
export const ProductDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductDetailFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'discount' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockFree' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outOfStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookmarkedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewTotalCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductListItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receiveMethods' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validDays' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'simpleOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stockFree' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'additionalPrice' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'amount' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'hasAdditionalPrice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attributeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'templates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'inputGroups' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'nodes' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'dataKey' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductDetailQuery, ProductDetailQueryVariables>;
export const ProductGroupCountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductGroupCounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'onSale' },
            name: { kind: 'Name', value: 'productsByStore' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'statuses' },
                value: { kind: 'ListValue', values: [{ kind: 'EnumValue', value: 'ACTIVE' }] },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'IntValue', value: '1' } },
              { kind: 'Argument', name: { kind: 'Name', value: 'size' }, value: { kind: 'IntValue', value: '1' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'totalCount' } }],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'pending' },
            name: { kind: 'Name', value: 'productsByStore' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'statuses' },
                value: { kind: 'ListValue', values: [{ kind: 'EnumValue', value: 'PENDING' }] },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'IntValue', value: '1' } },
              { kind: 'Argument', name: { kind: 'Name', value: 'size' }, value: { kind: 'IntValue', value: '1' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'totalCount' } }],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'stopped' },
            name: { kind: 'Name', value: 'productsByStore' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'statuses' },
                value: {
                  kind: 'ListValue',
                  values: [
                    { kind: 'EnumValue', value: 'INACTIVE' },
                    { kind: 'EnumValue', value: 'REJECTED' },
                    { kind: 'EnumValue', value: 'BANNED' },
                  ],
                },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'IntValue', value: '1' } },
              { kind: 'Argument', name: { kind: 'Name', value: 'size' }, value: { kind: 'IntValue', value: '1' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'totalCount' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductGroupCountsQuery, ProductGroupCountsQueryVariables>;
export const ProductTemplatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductTemplates' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'categoryId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productTemplates' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'categoryId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'categoryId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'inputGroups' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'nodes' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'dataKey' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductTemplatesQuery, ProductTemplatesQueryVariables>;
export const ProductsByStoreCursorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductsByStoreCursor' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'statuses' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductStatus' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productsByStoreCursor' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'statuses' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'statuses' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductListItem' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'discount' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockFree' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outOfStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookmarkedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewTotalCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductsByStoreCursorQuery, ProductsByStoreCursorQueryVariables>;
export const ProductsByStoreDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductsByStore' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'statuses' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductStatus' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductSort' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productsByStore' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'statuses' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'statuses' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNext' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductListItem' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'discount' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockFree' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outOfStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookmarkedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewTotalCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductsByStoreQuery, ProductsByStoreQueryVariables>;
export const RejectedReasonsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RejectedReasons' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rejectedReasons' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rejectedProductCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reasons' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rejectedAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RejectedReasonsQuery, RejectedReasonsQueryVariables>;
export const UpdateProductStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProductStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductStatus' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProductStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProductStatusMutation, UpdateProductStatusMutationVariables>;
export const UpdateProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductDetailFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'discount' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockFree' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outOfStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bookmarkedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewTotalCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductListItem' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receiveMethods' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validDays' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'simpleOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stockFree' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'additionalPrice' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'amount' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'hasAdditionalPrice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attributeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'templates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'inputGroups' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'nodes' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'dataKey' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const SaveSettlementInfoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveSettlementInfo' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SettlementInfoInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveSettlementInfo' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'baId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bankName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maskedAccountNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountHolder' } },
                { kind: 'Field', name: { kind: 'Name', value: 'taxInvoiceEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveSettlementInfoMutation, SaveSettlementInfoMutationVariables>;
export const SettlementAccountCheckDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SettlementAccountCheck' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SettlementAccountCheckInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settlementAccountCheck' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'valid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'holder' } },
                { kind: 'Field', name: { kind: 'Name', value: 'circuitBreak' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettlementAccountCheckQuery, SettlementAccountCheckQueryVariables>;
export const SettlementInfoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SettlementInfo' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'settlementInfo' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'baId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bankName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maskedAccountNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountHolder' } },
                { kind: 'Field', name: { kind: 'Name', value: 'taxInvoiceEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettlementInfoQuery, SettlementInfoQueryVariables>;
export const BusinessStatusCheckDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BusinessStatusCheck' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessNumber' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessStatusCheck' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessNumber' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'businessNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'circuitBreak' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isAlreadyRegistered' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BusinessStatusCheckQuery, BusinessStatusCheckQueryVariables>;
export const CreateStoreRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateStoreRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateStoreRequestInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createStoreRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'unavailability' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'storeRequest' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'baId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'agreedToTermsOfServiceAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateStoreRequestMutation, CreateStoreRequestMutationVariables>;
export const MinConditionPriceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MinConditionPrice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'minConditionPrice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'storeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minConditionPrice' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MinConditionPriceQuery, MinConditionPriceQueryVariables>;
export const PayAuthCodeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PayAuthCode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'deviceId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'payAuthCode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'deviceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'deviceId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'deviceId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PayAuthCodeQuery, PayAuthCodeQueryVariables>;
export const RequestOpenAlarmDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestOpenAlarm' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestOpenAlarm' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'baId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestOpenAlarmMutation, RequestOpenAlarmMutationVariables>;
export const StoreDeliverySettingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StoreDeliverySetting' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'storeDeliverySetting' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fee' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'amount' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'freeConditionPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliverableRegionGuide' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliverableRegionType' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StoreDeliverySettingQuery, StoreDeliverySettingQueryVariables>;
export const StoreInfoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StoreInfo' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'storeInfo' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'baId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestUnavailability' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openAlarmRequested' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'store' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isSeller' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minConditionPrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'businessAccount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'followersCount' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'region' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'profileImageThumbnail' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'addresses' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'roadAddress' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'jibunAddress' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'detailAddress' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'isRepresentative' } },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'chatRoomScheme' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'category' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'deliverySetting' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'fee' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'Field', name: { kind: 'Name', value: 'amount' } }],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'freeConditionPrice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'deliverableRegionGuide' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'deliverableRegionType' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'storeRequest' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'baId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'agreedToTermsOfServiceAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rejectInfo' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rejectedAt' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'settlement' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'bankName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'maskedAccountNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'accountHolder' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StoreInfoQuery, StoreInfoQueryVariables>;
export const StorePreviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StorePreview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'storePreview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activeProductCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'businessAccount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'followersCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profileImageThumbnail' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'region' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'category' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StorePreviewQuery, StorePreviewQueryVariables>;
export const UpdateMinConditionPriceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateMinConditionPrice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'minConditionPrice' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMinConditionPrice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'minConditionPrice' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'minConditionPrice' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'storeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minConditionPrice' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateMinConditionPriceMutation, UpdateMinConditionPriceMutationVariables>;
export const UpdateStoreDeliverySettingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateStoreDeliverySetting' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeliverySettingInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateStoreDeliverySetting' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fee' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'amount' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'freeConditionPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliverableRegionGuide' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliverableRegionType' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateStoreDeliverySettingMutation, UpdateStoreDeliverySettingMutationVariables>;
