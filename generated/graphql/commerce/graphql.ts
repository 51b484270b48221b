/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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
  /** 설계: 확인한 사업자 등록번호(숫자 10자리, 서버가 다시 확인해요: 틀리거나 다른 스토어의 번호면 BAD_USER_INPUT) */
  businessNumber: string;
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
  /** 무료 배송 조건 금액(원, 배송비보다 커야 하고 서버가 스토어의 최소 주문 금액보다 큰지도 확인해요) */
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
  /** 카테고리(하위 카테고리의 ID) */
  categoryId: string;
  /** 상세 설명(JSON 문자열) */
  content?: string | null | undefined;
  /** 상품 이름(2~50자) */
  name: string;
  /** 정가(원, 100 ~ 999,999,999) */
  price: number;
  /** 받는 방법(하나 이상) */
  receiveMethods?: Array<ReceiveMethod> | null | undefined;
  /** 판매가(원, 정가 이하). 없으면 정가예요. */
  salePrice?: number | null | undefined;
  /** 옵션(이름이 겹치지 않아요) */
  simpleOptions?: Array<SimpleOptionInput> | null | undefined;
  /** 재고(0 이상). 재고 제한 없이 팔지 않으면 꼭 입력해요. */
  stock?: number | null | undefined;
  /** 재고 제한 없이 팔기 */
  stockFree?: boolean | null | undefined;
  templates?: Array<ProductTemplateInput> | null | undefined;
  /** 상품 사진(주소, 1~10장) */
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
  /** 옵션 재고(0 이상, 상품 재고 이하). 재고 무제한이 아니면 꼭 입력해요. */
  stock?: number | null | undefined;
  /** 재고 무제한 */
  stockFree?: boolean | null | undefined;
};

/** 주문 목록 필터 */
export type StoreOrderFilter = {
  /** 주문일 끝(YYYY-MM-DD, 한국 날짜, 포함) */
  endDate?: string | null | undefined;
  /** 설계: 검색어. 주문번호(일부), 구매자 닉네임, 받는 분 이름 중 하나에 들어 있는 주문만 찾아요(대소문자·앞뒤 공백 무시). 전화번호로 보이는 검색어(숫자, 하이픈, 띄어쓰기 8자 이상)는 숫자만 비교해 구매자 연락처(안심번호)나 받는 분 전화번호에 들어 있는 주문도 찾아요. 비어 있으면 조건이 없어요. */
  keyword?: string | null | undefined;
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
      nodes: Array<{
        dataKey: string;
        type: InputNodeType;
        label: string;
        value: string;
        required: boolean;
        minimum: number | null;
      }>;
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

export type AgreeToStoreTermsMutationVariables = Exact<{
  baId: string;
}>;

export type AgreeToStoreTermsMutation = { agreeToStoreTerms: { baId: string; agreedBy: string; agreedAt: string } };

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
    termsAgreement: { baId: string; agreedBy: string; agreedAt: string } | null;
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

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const InvalidDeliveryStatusFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment InvalidDeliveryStatusFields on InvalidDeliveryStatusError {
  message
  deliveryStatus
}
    `,
  { fragmentName: 'InvalidDeliveryStatusFields' },
) as unknown as TypedDocumentString<InvalidDeliveryStatusFieldsFragment, unknown>;
export const InvalidInvoiceFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment InvalidInvoiceFields on InvalidInvoiceError {
  message
  code
  company
  invoice
}
    `,
  { fragmentName: 'InvalidInvoiceFields' },
) as unknown as TypedDocumentString<InvalidInvoiceFieldsFragment, unknown>;
export const OrderProgressFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment OrderProgress on OrderSheet {
  id
  status
  deliveryStatus
  deliveryTracking {
    company
    invoice
    registeredAt
  }
  cancelInfo {
    canceledAt
    canceledBy
    reason
  }
  acceptedAt
  deliveryStartedAt
  deliveryCompletedAt
  purchaseConfirmedAt
}
    `,
  { fragmentName: 'OrderProgress' },
) as unknown as TypedDocumentString<OrderProgressFragment, unknown>;
export const OrderRowFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment OrderRow on OrderSheet {
  id
  orderNumber
  status
  receiveMethod
  deliveryStatus
  deliverySpeed
  paymentMethod
  orderedAt
  amounts {
    paymentAmount
  }
  buyer {
    userId
    nickname
  }
  orderLines {
    id
    productName
    quantity
  }
  deliveryTracking {
    company
    invoice
  }
  cancelInfo {
    canceledAt
    canceledBy
    reason
  }
}
    `,
  { fragmentName: 'OrderRow' },
) as unknown as TypedDocumentString<OrderRowFragment, unknown>;
export const ProductListItemFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment ProductListItem on Product {
  id
  name
  type
  status
  price
  salePrice
  discount {
    rate
    amount
  }
  stock
  stockFree
  sold
  outOfStock
  bookmarkedCount
  reviewTotalCount
  thumbnails {
    id
    url
  }
}
    `,
  { fragmentName: 'ProductListItem' },
) as unknown as TypedDocumentString<ProductListItemFragment, unknown>;
export const ProductDetailFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(
  `
    fragment ProductDetailFields on Product {
  ...ProductListItem
  storeId
  receiveMethods
  validDays
  simpleOptions {
    id
    name
    stock
    stockFree
    additionalPrice {
      amount
    }
    hasAdditionalPrice
  }
  categories {
    id
    name
    parentId
  }
  attributes {
    attributeId
    name
    value
  }
  templates {
    id
    name
    inputGroups {
      id
      title
      nodes {
        dataKey
        type
        label
        value
      }
    }
  }
  content
  rejectReason
  createdAt
  updatedAt
}
    fragment ProductListItem on Product {
  id
  name
  type
  status
  price
  salePrice
  discount {
    rate
    amount
  }
  stock
  stockFree
  sold
  outOfStock
  bookmarkedCount
  reviewTotalCount
  thumbnails {
    id
    url
  }
}`,
  { fragmentName: 'ProductDetailFields' },
) as unknown as TypedDocumentString<ProductDetailFieldsFragment, unknown>;
export const ExperimentGroupDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ExperimentGroup($businessId: ID!) {
  experimentGroup(businessId: $businessId) {
    businessId
    group
  }
}
    `) as unknown as TypedDocumentString<ExperimentGroupQuery, ExperimentGroupQueryVariables>;
export const AcceptOrderDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation AcceptOrder($orderSheetId: ID!) {
  acceptOrder(orderSheetId: $orderSheetId) {
    ...OrderProgress
  }
}
    fragment OrderProgress on OrderSheet {
  id
  status
  deliveryStatus
  deliveryTracking {
    company
    invoice
    registeredAt
  }
  cancelInfo {
    canceledAt
    canceledBy
    reason
  }
  acceptedAt
  deliveryStartedAt
  deliveryCompletedAt
  purchaseConfirmedAt
}`) as unknown as TypedDocumentString<AcceptOrderMutation, AcceptOrderMutationVariables>;
export const BulkDeliveryStartStatusDocument = /* @__PURE__ */ new TypedDocumentString(`
    query BulkDeliveryStartStatus($baId: ID!, $uploadId: ID) {
  bulkDeliveryStartStatus(baId: $baId, uploadId: $uploadId) {
    id
    fileName
    status
    totalCount
    successCount
    failureCount
    uploadedAt
    completedAt
    failures {
      rowNumber
      orderSheetId
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<BulkDeliveryStartStatusQuery, BulkDeliveryStartStatusQueryVariables>;
export const CancelOrderDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CancelOrder($orderSheetId: ID!, $reason: String!) {
  cancelOrder(orderSheetId: $orderSheetId, reason: $reason) {
    ...OrderProgress
  }
}
    fragment OrderProgress on OrderSheet {
  id
  status
  deliveryStatus
  deliveryTracking {
    company
    invoice
    registeredAt
  }
  cancelInfo {
    canceledAt
    canceledBy
    reason
  }
  acceptedAt
  deliveryStartedAt
  deliveryCompletedAt
  purchaseConfirmedAt
}`) as unknown as TypedDocumentString<CancelOrderMutation, CancelOrderMutationVariables>;
export const ChangeInvoiceDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation ChangeInvoice($input: InvoiceInput!) {
  changeInvoice(input: $input) {
    __typename
    ... on ChangeInvoicePayload {
      orderSheet {
        ...OrderProgress
      }
    }
    ...InvalidDeliveryStatusFields
    ...InvalidInvoiceFields
  }
}
    fragment InvalidDeliveryStatusFields on InvalidDeliveryStatusError {
  message
  deliveryStatus
}
fragment InvalidInvoiceFields on InvalidInvoiceError {
  message
  code
  company
  invoice
}
fragment OrderProgress on OrderSheet {
  id
  status
  deliveryStatus
  deliveryTracking {
    company
    invoice
    registeredAt
  }
  cancelInfo {
    canceledAt
    canceledBy
    reason
  }
  acceptedAt
  deliveryStartedAt
  deliveryCompletedAt
  purchaseConfirmedAt
}`) as unknown as TypedDocumentString<ChangeInvoiceMutation, ChangeInvoiceMutationVariables>;
export const CompleteDeliveryDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CompleteDelivery($orderSheetId: ID!) {
  completeDelivery(orderSheetId: $orderSheetId) {
    ...OrderProgress
  }
}
    fragment OrderProgress on OrderSheet {
  id
  status
  deliveryStatus
  deliveryTracking {
    company
    invoice
    registeredAt
  }
  cancelInfo {
    canceledAt
    canceledBy
    reason
  }
  acceptedAt
  deliveryStartedAt
  deliveryCompletedAt
  purchaseConfirmedAt
}`) as unknown as TypedDocumentString<CompleteDeliveryMutation, CompleteDeliveryMutationVariables>;
export const ConfirmPurchaseDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation ConfirmPurchase($orderSheetId: ID!) {
  confirmPurchase(orderSheetId: $orderSheetId) {
    ...OrderProgress
  }
}
    fragment OrderProgress on OrderSheet {
  id
  status
  deliveryStatus
  deliveryTracking {
    company
    invoice
    registeredAt
  }
  cancelInfo {
    canceledAt
    canceledBy
    reason
  }
  acceptedAt
  deliveryStartedAt
  deliveryCompletedAt
  purchaseConfirmedAt
}`) as unknown as TypedDocumentString<ConfirmPurchaseMutation, ConfirmPurchaseMutationVariables>;
export const DeleteInvoiceDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation DeleteInvoice($orderSheetId: ID!) {
  deleteInvoice(orderSheetId: $orderSheetId) {
    ...OrderProgress
  }
}
    fragment OrderProgress on OrderSheet {
  id
  status
  deliveryStatus
  deliveryTracking {
    company
    invoice
    registeredAt
  }
  cancelInfo {
    canceledAt
    canceledBy
    reason
  }
  acceptedAt
  deliveryStartedAt
  deliveryCompletedAt
  purchaseConfirmedAt
}`) as unknown as TypedDocumentString<DeleteInvoiceMutation, DeleteInvoiceMutationVariables>;
export const OrderSheetDocument = /* @__PURE__ */ new TypedDocumentString(`
    query OrderSheet($orderSheetId: ID!) {
  orderSheet(orderSheetId: $orderSheetId) {
    id
    orderNumber
    storeId
    status
    receiveMethod
    deliveryStatus
    deliverySpeed
    paymentMethod
    paymentFailureReason
    amounts {
      orderAmount
      discountAmount
      productDiscountAmount
      couponDiscountAmount
      deliveryFee
      paymentAmount
    }
    buyer {
      userId
      nickname
      regionName
      purchaseCounts {
        total
        confirmed
        canceled
      }
    }
    customerInfo {
      name
      phoneNumber
    }
    deliveryAddress {
      recipientName
      phoneNumber
      zipCode
      address
      detailAddress
      memo
    }
    deliveryTracking {
      company
      invoice
      registeredAt
    }
    cancelInfo {
      canceledAt
      canceledBy
      reason
    }
    orderLines {
      id
      productId
      productName
      productType
      quantity
      unitPrice
      amount
      options {
        optionId
        name
        additionalPrice
      }
    }
    couponName
    requestMessage
    orderedAt
    paidAt
    acceptedAt
    deliveryStartedAt
    deliveryCompletedAt
    purchaseConfirmedAt
  }
}
    `) as unknown as TypedDocumentString<OrderSheetQuery, OrderSheetQueryVariables>;
export const OrdersByStoreCursorDocument = /* @__PURE__ */ new TypedDocumentString(`
    query OrdersByStoreCursor($baId: ID!, $filter: StoreOrderFilter, $first: Int, $after: String) {
  ordersByStoreCursor(baId: $baId, filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      ...OrderRow
    }
  }
}
    fragment OrderRow on OrderSheet {
  id
  orderNumber
  status
  receiveMethod
  deliveryStatus
  deliverySpeed
  paymentMethod
  orderedAt
  amounts {
    paymentAmount
  }
  buyer {
    userId
    nickname
  }
  orderLines {
    id
    productName
    quantity
  }
  deliveryTracking {
    company
    invoice
  }
  cancelInfo {
    canceledAt
    canceledBy
    reason
  }
}`) as unknown as TypedDocumentString<OrdersByStoreCursorQuery, OrdersByStoreCursorQueryVariables>;
export const OrdersByStoreDocument = /* @__PURE__ */ new TypedDocumentString(`
    query OrdersByStore($baId: ID!, $filter: StoreOrderFilter, $page: Int, $size: Int) {
  ordersByStore(baId: $baId, filter: $filter, page: $page, size: $size) {
    page
    size
    totalCount
    hasNext
    items {
      ...OrderRow
    }
  }
}
    fragment OrderRow on OrderSheet {
  id
  orderNumber
  status
  receiveMethod
  deliveryStatus
  deliverySpeed
  paymentMethod
  orderedAt
  amounts {
    paymentAmount
  }
  buyer {
    userId
    nickname
  }
  orderLines {
    id
    productName
    quantity
  }
  deliveryTracking {
    company
    invoice
  }
  cancelInfo {
    canceledAt
    canceledBy
    reason
  }
}`) as unknown as TypedDocumentString<OrdersByStoreQuery, OrdersByStoreQueryVariables>;
export const StartDeliveryDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation StartDelivery($input: InvoiceInput!) {
  startDelivery(input: $input) {
    __typename
    ... on StartDeliveryPayload {
      orderSheet {
        ...OrderProgress
      }
    }
    ...InvalidDeliveryStatusFields
    ...InvalidInvoiceFields
    ... on InvalidOrderStatusError {
      message
      orderStatus
    }
  }
}
    fragment InvalidDeliveryStatusFields on InvalidDeliveryStatusError {
  message
  deliveryStatus
}
fragment InvalidInvoiceFields on InvalidInvoiceError {
  message
  code
  company
  invoice
}
fragment OrderProgress on OrderSheet {
  id
  status
  deliveryStatus
  deliveryTracking {
    company
    invoice
    registeredAt
  }
  cancelInfo {
    canceledAt
    canceledBy
    reason
  }
  acceptedAt
  deliveryStartedAt
  deliveryCompletedAt
  purchaseConfirmedAt
}`) as unknown as TypedDocumentString<StartDeliveryMutation, StartDeliveryMutationVariables>;
export const VisitOrderDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation VisitOrder($orderSheetId: ID!) {
  visitOrder(orderSheetId: $orderSheetId) {
    ...OrderProgress
  }
}
    fragment OrderProgress on OrderSheet {
  id
  status
  deliveryStatus
  deliveryTracking {
    company
    invoice
    registeredAt
  }
  cancelInfo {
    canceledAt
    canceledBy
    reason
  }
  acceptedAt
  deliveryStartedAt
  deliveryCompletedAt
  purchaseConfirmedAt
}`) as unknown as TypedDocumentString<VisitOrderMutation, VisitOrderMutationVariables>;
export const CreateProductDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CreateProduct($baId: ID!, $input: ProductInput!) {
  createProduct(baId: $baId, input: $input) {
    ...ProductDetailFields
  }
}
    fragment ProductDetailFields on Product {
  ...ProductListItem
  storeId
  receiveMethods
  validDays
  simpleOptions {
    id
    name
    stock
    stockFree
    additionalPrice {
      amount
    }
    hasAdditionalPrice
  }
  categories {
    id
    name
    parentId
  }
  attributes {
    attributeId
    name
    value
  }
  templates {
    id
    name
    inputGroups {
      id
      title
      nodes {
        dataKey
        type
        label
        value
      }
    }
  }
  content
  rejectReason
  createdAt
  updatedAt
}
fragment ProductListItem on Product {
  id
  name
  type
  status
  price
  salePrice
  discount {
    rate
    amount
  }
  stock
  stockFree
  sold
  outOfStock
  bookmarkedCount
  reviewTotalCount
  thumbnails {
    id
    url
  }
}`) as unknown as TypedDocumentString<CreateProductMutation, CreateProductMutationVariables>;
export const DeleteProductDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation DeleteProduct($productId: ID!) {
  deleteProduct(productId: $productId) {
    deletedProductId
  }
}
    `) as unknown as TypedDocumentString<DeleteProductMutation, DeleteProductMutationVariables>;
export const ManageProductPageDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ManageProductPage($baId: ID!) {
  onSale: productsByStore(baId: $baId, statuses: [ACTIVE], page: 1, size: 10) {
    totalCount
    hasNext
    items {
      ...ProductListItem
    }
  }
  stopped: productsByStore(
    baId: $baId
    statuses: [INACTIVE, BANNED, REJECTED]
    page: 1
    size: 10
  ) {
    totalCount
    hasNext
    items {
      ...ProductListItem
      rejectReason
    }
  }
}
    fragment ProductListItem on Product {
  id
  name
  type
  status
  price
  salePrice
  discount {
    rate
    amount
  }
  stock
  stockFree
  sold
  outOfStock
  bookmarkedCount
  reviewTotalCount
  thumbnails {
    id
    url
  }
}`) as unknown as TypedDocumentString<ManageProductPageQuery, ManageProductPageQueryVariables>;
export const ProductAttributesDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ProductAttributes($categoryId: ID) {
  productAttributes(categoryId: $categoryId) {
    id
    name
    values
    required
    categoryIds
  }
}
    `) as unknown as TypedDocumentString<ProductAttributesQuery, ProductAttributesQueryVariables>;
export const ProductCategoriesDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ProductCategories {
  productCategories {
    id
    name
    parentId
  }
}
    `) as unknown as TypedDocumentString<ProductCategoriesQuery, ProductCategoriesQueryVariables>;
export const ProductDetailDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ProductDetail($productId: ID!) {
  product(productId: $productId) {
    ...ProductDetailFields
  }
}
    fragment ProductDetailFields on Product {
  ...ProductListItem
  storeId
  receiveMethods
  validDays
  simpleOptions {
    id
    name
    stock
    stockFree
    additionalPrice {
      amount
    }
    hasAdditionalPrice
  }
  categories {
    id
    name
    parentId
  }
  attributes {
    attributeId
    name
    value
  }
  templates {
    id
    name
    inputGroups {
      id
      title
      nodes {
        dataKey
        type
        label
        value
      }
    }
  }
  content
  rejectReason
  createdAt
  updatedAt
}
fragment ProductListItem on Product {
  id
  name
  type
  status
  price
  salePrice
  discount {
    rate
    amount
  }
  stock
  stockFree
  sold
  outOfStock
  bookmarkedCount
  reviewTotalCount
  thumbnails {
    id
    url
  }
}`) as unknown as TypedDocumentString<ProductDetailQuery, ProductDetailQueryVariables>;
export const ProductGroupCountsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ProductGroupCounts($baId: ID!) {
  onSale: productsByStore(baId: $baId, statuses: [ACTIVE], page: 1, size: 1) {
    totalCount
  }
  pending: productsByStore(baId: $baId, statuses: [PENDING], page: 1, size: 1) {
    totalCount
  }
  stopped: productsByStore(
    baId: $baId
    statuses: [INACTIVE, REJECTED, BANNED]
    page: 1
    size: 1
  ) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<ProductGroupCountsQuery, ProductGroupCountsQueryVariables>;
export const ProductTemplatesDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ProductTemplates($categoryId: ID) {
  productTemplates(categoryId: $categoryId) {
    id
    name
    inputGroups {
      id
      title
      nodes {
        dataKey
        type
        label
        value
        required
        minimum
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductTemplatesQuery, ProductTemplatesQueryVariables>;
export const ProductsByStoreCursorDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ProductsByStoreCursor($baId: ID!, $statuses: [ProductStatus!], $first: Int, $after: String) {
  productsByStoreCursor(
    baId: $baId
    statuses: $statuses
    first: $first
    after: $after
  ) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      ...ProductListItem
    }
  }
}
    fragment ProductListItem on Product {
  id
  name
  type
  status
  price
  salePrice
  discount {
    rate
    amount
  }
  stock
  stockFree
  sold
  outOfStock
  bookmarkedCount
  reviewTotalCount
  thumbnails {
    id
    url
  }
}`) as unknown as TypedDocumentString<ProductsByStoreCursorQuery, ProductsByStoreCursorQueryVariables>;
export const ProductsByStoreDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ProductsByStore($baId: ID!, $statuses: [ProductStatus!], $page: Int, $size: Int, $query: String, $sort: ProductSort) {
  productsByStore(
    baId: $baId
    statuses: $statuses
    page: $page
    size: $size
    query: $query
    sort: $sort
  ) {
    page
    size
    totalCount
    hasNext
    items {
      ...ProductListItem
      rejectReason
    }
  }
}
    fragment ProductListItem on Product {
  id
  name
  type
  status
  price
  salePrice
  discount {
    rate
    amount
  }
  stock
  stockFree
  sold
  outOfStock
  bookmarkedCount
  reviewTotalCount
  thumbnails {
    id
    url
  }
}`) as unknown as TypedDocumentString<ProductsByStoreQuery, ProductsByStoreQueryVariables>;
export const RejectedReasonsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query RejectedReasons($baId: ID!) {
  rejectedReasons(baId: $baId) {
    rejectedProductCount
    reasons {
      productId
      productName
      reason
      rejectedAt
    }
  }
}
    `) as unknown as TypedDocumentString<RejectedReasonsQuery, RejectedReasonsQueryVariables>;
export const UpdateProductStatusDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation UpdateProductStatus($productId: ID!, $status: ProductStatus!) {
  updateProductStatus(productId: $productId, status: $status) {
    id
    status
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<UpdateProductStatusMutation, UpdateProductStatusMutationVariables>;
export const UpdateProductDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation UpdateProduct($productId: ID!, $input: ProductInput!) {
  updateProduct(productId: $productId, input: $input) {
    ...ProductDetailFields
  }
}
    fragment ProductDetailFields on Product {
  ...ProductListItem
  storeId
  receiveMethods
  validDays
  simpleOptions {
    id
    name
    stock
    stockFree
    additionalPrice {
      amount
    }
    hasAdditionalPrice
  }
  categories {
    id
    name
    parentId
  }
  attributes {
    attributeId
    name
    value
  }
  templates {
    id
    name
    inputGroups {
      id
      title
      nodes {
        dataKey
        type
        label
        value
      }
    }
  }
  content
  rejectReason
  createdAt
  updatedAt
}
fragment ProductListItem on Product {
  id
  name
  type
  status
  price
  salePrice
  discount {
    rate
    amount
  }
  stock
  stockFree
  sold
  outOfStock
  bookmarkedCount
  reviewTotalCount
  thumbnails {
    id
    url
  }
}`) as unknown as TypedDocumentString<UpdateProductMutation, UpdateProductMutationVariables>;
export const SaveSettlementInfoDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation SaveSettlementInfo($input: SettlementInfoInput!) {
  saveSettlementInfo(input: $input) {
    baId
    bankName
    maskedAccountNumber
    accountHolder
    taxInvoiceEmail
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<SaveSettlementInfoMutation, SaveSettlementInfoMutationVariables>;
export const SettlementAccountCheckDocument = /* @__PURE__ */ new TypedDocumentString(`
    query SettlementAccountCheck($input: SettlementAccountCheckInput!) {
  settlementAccountCheck(input: $input) {
    valid
    holder
    circuitBreak
  }
}
    `) as unknown as TypedDocumentString<SettlementAccountCheckQuery, SettlementAccountCheckQueryVariables>;
export const SettlementInfoDocument = /* @__PURE__ */ new TypedDocumentString(`
    query SettlementInfo($baId: ID!) {
  settlementInfo(baId: $baId) {
    baId
    bankName
    maskedAccountNumber
    accountHolder
    taxInvoiceEmail
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<SettlementInfoQuery, SettlementInfoQueryVariables>;
export const AgreeToStoreTermsDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation AgreeToStoreTerms($baId: ID!) {
  agreeToStoreTerms(baId: $baId) {
    baId
    agreedBy
    agreedAt
  }
}
    `) as unknown as TypedDocumentString<AgreeToStoreTermsMutation, AgreeToStoreTermsMutationVariables>;
export const BusinessStatusCheckDocument = /* @__PURE__ */ new TypedDocumentString(`
    query BusinessStatusCheck($businessNumber: String!) {
  businessStatusCheck(businessNumber: $businessNumber) {
    businessNumber
    valid
    circuitBreak
    isAlreadyRegistered
  }
}
    `) as unknown as TypedDocumentString<BusinessStatusCheckQuery, BusinessStatusCheckQueryVariables>;
export const CreateStoreRequestDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CreateStoreRequest($input: CreateStoreRequestInput!) {
  createStoreRequest(input: $input) {
    unavailability
    storeRequest {
      id
      baId
      status
      agreedToTermsOfServiceAt
      requestedAt
    }
  }
}
    `) as unknown as TypedDocumentString<CreateStoreRequestMutation, CreateStoreRequestMutationVariables>;
export const MinConditionPriceDocument = /* @__PURE__ */ new TypedDocumentString(`
    query MinConditionPrice($baId: ID!) {
  minConditionPrice(baId: $baId) {
    storeId
    minConditionPrice
  }
}
    `) as unknown as TypedDocumentString<MinConditionPriceQuery, MinConditionPriceQueryVariables>;
export const PayAuthCodeDocument = /* @__PURE__ */ new TypedDocumentString(`
    query PayAuthCode($deviceId: String!) {
  payAuthCode(deviceId: $deviceId) {
    deviceId
    code
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<PayAuthCodeQuery, PayAuthCodeQueryVariables>;
export const RequestOpenAlarmDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation RequestOpenAlarm($baId: ID!) {
  requestOpenAlarm(baId: $baId) {
    baId
    requestedAt
  }
}
    `) as unknown as TypedDocumentString<RequestOpenAlarmMutation, RequestOpenAlarmMutationVariables>;
export const StoreDeliverySettingDocument = /* @__PURE__ */ new TypedDocumentString(`
    query StoreDeliverySetting($baId: ID!) {
  storeDeliverySetting(baId: $baId) {
    type
    fee {
      amount
    }
    freeConditionPrice
    description
    deliverableRegionGuide
    deliverableRegionType
  }
}
    `) as unknown as TypedDocumentString<StoreDeliverySettingQuery, StoreDeliverySettingQueryVariables>;
export const StoreInfoDocument = /* @__PURE__ */ new TypedDocumentString(`
    query StoreInfo($baId: ID!) {
  storeInfo(baId: $baId) {
    baId
    requestUnavailability
    openAlarmRequested
    termsAgreement {
      baId
      agreedBy
      agreedAt
    }
    store {
      id
      name
      status
      isSeller
      minConditionPrice
      openedAt
      businessAccount {
        id
        name
        followersCount
        region {
          id
          name
        }
        profileImageThumbnail
        addresses {
          roadAddress
          jibunAddress
          detailAddress
          isRepresentative
        }
        phoneNumber
        chatRoomScheme
        category {
          id
          name
        }
      }
      deliverySetting {
        type
        fee {
          amount
        }
        freeConditionPrice
        description
        deliverableRegionGuide
        deliverableRegionType
      }
    }
    storeRequest {
      id
      baId
      status
      agreedToTermsOfServiceAt
      requestedAt
      rejectInfo {
        reason
        rejectedAt
      }
      settlement {
        bankName
        maskedAccountNumber
        accountHolder
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StoreInfoQuery, StoreInfoQueryVariables>;
export const StorePreviewDocument = /* @__PURE__ */ new TypedDocumentString(`
    query StorePreview($baId: ID!) {
  storePreview(baId: $baId) {
    id
    name
    status
    activeProductCount
    businessAccount {
      id
      name
      followersCount
      profileImageThumbnail
      region {
        id
        name
      }
      category {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StorePreviewQuery, StorePreviewQueryVariables>;
export const UpdateMinConditionPriceDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation UpdateMinConditionPrice($baId: ID!, $minConditionPrice: Int!) {
  updateMinConditionPrice(baId: $baId, minConditionPrice: $minConditionPrice) {
    storeId
    minConditionPrice
  }
}
    `) as unknown as TypedDocumentString<UpdateMinConditionPriceMutation, UpdateMinConditionPriceMutationVariables>;
export const UpdateStoreDeliverySettingDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation UpdateStoreDeliverySetting($baId: ID!, $input: DeliverySettingInput!) {
  updateStoreDeliverySetting(baId: $baId, input: $input) {
    type
    fee {
      amount
    }
    freeConditionPrice
    description
    deliverableRegionGuide
    deliverableRegionType
  }
}
    `) as unknown as TypedDocumentString<
  UpdateStoreDeliverySettingMutation,
  UpdateStoreDeliverySettingMutationVariables
>;
