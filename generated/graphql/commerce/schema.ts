export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

/** 설계: 배송 시작 일괄 업로드(엑셀) */
export type BulkDeliveryStartUpload = {
  __typename?: 'BulkDeliveryStartUpload';
  /** 처리 끝난 시각(ISO 8601, +09:00) */
  completedAt: Maybe<Scalars['String']['output']>;
  failureCount: Scalars['Int']['output'];
  failures: Array<BulkUploadFailure>;
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  status: BulkUploadStatus;
  successCount: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  /** 업로드 시각(ISO 8601, +09:00) */
  uploadedAt: Scalars['String']['output'];
};

/** 설계: 처리하지 못한 줄 */
export type BulkUploadFailure = {
  __typename?: 'BulkUploadFailure';
  orderSheetId: Maybe<Scalars['ID']['output']>;
  reason: Scalars['String']['output'];
  /** 엑셀이 보여 주는 행 번호(머리글이 1행, 빈 행도 세요): 올린 파일의 그 행이에요 */
  rowNumber: Scalars['Int']['output'];
};

/** 설계: 일괄 업로드 처리 상태 */
export type BulkUploadStatus =
  /** 완료 */
  | 'COMPLETED'
  /** 실패 */
  | 'FAILED'
  /** 처리 중 */
  | 'PROCESSING';

/** 업종 */
export type BusinessCategory = {
  __typename?: 'BusinessCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** 사업자 등록번호 확인 결과(스펙 001 §5) */
export type BusinessStatusCheck = {
  __typename?: 'BusinessStatusCheck';
  /** 설계: 확인한 번호(숫자만) */
  businessNumber: Scalars['String']['output'];
  /** 조회 서비스가 막혀 확인하지 못했는지 */
  circuitBreak: Scalars['Boolean']['output'];
  /** 이미 다른 스토어에 등록된 번호인지 */
  isAlreadyRegistered: Scalars['Boolean']['output'];
  /** 정상 사업자이고 번호 형식·검증 숫자가 맞는지 */
  valid: Scalars['Boolean']['output'];
};

/** 취소 정보 */
export type CancelInfo = {
  __typename?: 'CancelInfo';
  /** 취소 시각(ISO 8601, +09:00) */
  canceledAt: Scalars['String']['output'];
  /** 취소한 쪽 */
  canceledBy: CommerceRole;
  reason: Scalars['String']['output'];
};

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

/** 운송장을 바꾼 주문서 */
export type ChangeInvoicePayload = {
  __typename?: 'ChangeInvoicePayload';
  orderSheet: OrderSheet;
};

export type ChangeInvoiceResult = ChangeInvoicePayload | InvalidDeliveryStatusError | InvalidInvoiceError;

/** 커머스 화면의 관점 */
export type CommerceRole =
  /** 구매자 */
  | 'BUYER'
  /** 판매자 */
  | 'SELLER';

/** 입점 신청 입력 */
export type CreateStoreRequestInput = {
  /** 이용약관 동의(true여야 해요) */
  agreedToTermsOfService: Scalars['Boolean']['input'];
  baId: Scalars['ID']['input'];
  /** 설계: 확인한 사업자 등록번호(숫자 10자리, 서버가 다시 확인해요: 틀리거나 다른 스토어의 번호면 BAD_USER_INPUT) */
  businessNumber: Scalars['String']['input'];
};

export type CreateStoreRequestPayload = {
  __typename?: 'CreateStoreRequestPayload';
  storeRequest: Maybe<StoreRequest>;
  unavailability: Maybe<StoreRequestUnavailability>;
};

/** 주문한 고객 정보 */
export type CustomerInfo = {
  __typename?: 'CustomerInfo';
  name: Scalars['String']['output'];
  /** 연락처(안심번호) */
  phoneNumber: Scalars['String']['output'];
};

export type DeleteProductPayload = {
  __typename?: 'DeleteProductPayload';
  deletedProductId: Scalars['ID']['output'];
};

/** 설계: 배송 가능 지역 범위 */
export type DeliverableRegionType =
  /** 수도권 */
  | 'CAPITAL_AREA'
  /** 전국 */
  | 'NATIONWIDE'
  /** 가게 근처 동네만 */
  | 'NEIGHBORHOOD';

/** 배송지 */
export type DeliveryAddress = {
  __typename?: 'DeliveryAddress';
  address: Scalars['String']['output'];
  detailAddress: Maybe<Scalars['String']['output']>;
  /** 배송 메모 */
  memo: Maybe<Scalars['String']['output']>;
  phoneNumber: Scalars['String']['output'];
  recipientName: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

/** 배송비 방식 */
export type DeliveryFeeType =
  /** 조건부 무료(일정 금액 이상 무료) */
  | 'CONDITIONAL_FREE'
  /** 고정 배송비 */
  | 'FIXED'
  /** 무료 배송 */
  | 'FREE';

/** 스토어 배송 설정 */
export type DeliverySetting = {
  __typename?: 'DeliverySetting';
  /** 배송 가능 지역 안내 문구 */
  deliverableRegionGuide: Maybe<Scalars['String']['output']>;
  deliverableRegionType: Maybe<DeliverableRegionType>;
  /** 배송 안내 문구 */
  description: Maybe<Scalars['String']['output']>;
  /** 배송비(원). FREE면 0원이에요. */
  fee: Money;
  /** 무료 배송 조건 금액(원). CONDITIONAL_FREE일 때만 있어요. */
  freeConditionPrice: Maybe<Scalars['Int']['output']>;
  type: DeliveryFeeType;
};

/** 배송 설정 입력. FIXED·CONDITIONAL_FREE는 feeAmount가, CONDITIONAL_FREE는 freeConditionPrice가 있어야 해요(BAD_USER_INPUT). */
export type DeliverySettingInput = {
  /** 배송 가능 지역 안내 문구(최대 200자) */
  deliverableRegionGuide?: InputMaybe<Scalars['String']['input']>;
  /** 배송 가능 지역 */
  deliverableRegionType?: InputMaybe<DeliverableRegionType>;
  /** 배송 안내 문구(최대 200자) */
  description?: InputMaybe<Scalars['String']['input']>;
  /** 배송비(원, 0~100,000) */
  feeAmount?: InputMaybe<Scalars['Int']['input']>;
  /** 무료 배송 조건 금액(원, 배송비보다 커야 하고 서버가 스토어의 최소 주문 금액보다 큰지도 확인해요) */
  freeConditionPrice?: InputMaybe<Scalars['Int']['input']>;
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

/** 운송장 */
export type DeliveryTracking = {
  __typename?: 'DeliveryTracking';
  company: Carrier;
  invoice: Scalars['String']['output'];
  /** 설계: 등록 시각(ISO 8601, +09:00) */
  registeredAt: Scalars['String']['output'];
};

/** 커머스 실험군(스펙 000 §3) */
export type ExperimentGroup = {
  __typename?: 'ExperimentGroup';
  businessId: Scalars['ID']['output'];
  group: ExperimentGroupName;
};

export type ExperimentGroupName = 'CONTROL' | 'TREATMENT' | 'UNASSIGNED';

/** 입력 그룹 */
export type InputGroup = {
  __typename?: 'InputGroup';
  id: Scalars['ID']['output'];
  nodes: Array<InputNode>;
  title: Scalars['String']['output'];
};

/** 입력 노드. value는 기본이 빈 문자열이고 CHECKBOX는 문자열 false예요. */
export type InputNode = {
  __typename?: 'InputNode';
  dataKey: Scalars['String']['output'];
  /** 설계: 입력 이름 */
  label: Scalars['String']['output'];
  /** 설계: NUMBER_INPUT의 가장 작은 값(예: 소비기한 1일). 없으면 제한이 없어요. */
  minimum: Maybe<Scalars['Int']['output']>;
  /** 설계: 꼭 채워야 하는지(상품 정보 고시에서 법이 정한 항목). 서버가 상품 저장 때 검사해요. */
  required: Scalars['Boolean']['output'];
  type: InputNodeType;
  value: Scalars['String']['output'];
};

/** 입력 노드 종류 */
export type InputNodeType = 'CHECKBOX' | 'CONTENT' | 'DATE_INPUT' | 'NUMBER_INPUT' | 'TEXTAREA' | 'TEXT_INPUT';

export type InputNodeValueInput = {
  dataKey: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** 배송 상태가 맞지 않아요. */
export type InvalidDeliveryStatusError = OrderActionError & {
  __typename?: 'InvalidDeliveryStatusError';
  deliveryStatus: DeliveryStatus;
  message: Scalars['String']['output'];
};

/** 운송장 번호가 택배사 형식에 맞지 않아요. */
export type InvalidInvoiceError = OrderActionError & {
  __typename?: 'InvalidInvoiceError';
  code: InvoiceErrorCode;
  company: Carrier;
  invoice: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** 주문 상태가 맞지 않아요. */
export type InvalidOrderStatusError = OrderActionError & {
  __typename?: 'InvalidOrderStatusError';
  message: Scalars['String']['output'];
  orderStatus: OrderStatus;
};

/** 운송장 오류 코드 */
export type InvoiceErrorCode = 'INVALID_INVOICE';

/** 운송장 입력(배송 시작·운송장 변경). 운송장 번호는 숫자만 10~14자리예요. */
export type InvoiceInput = {
  company: Carrier;
  invoice: Scalars['String']['input'];
  orderSheetId: Scalars['ID']['input'];
};

/** 비즈니스 계정에서의 역할: OWNER 대표 관리자, ADMIN 관리자, USER 멤버 */
export type MembershipRole = 'ADMIN' | 'OWNER' | 'USER';

/** 스토어 최소 주문 금액 */
export type MinConditionPrice = {
  __typename?: 'MinConditionPrice';
  /** 최소 주문 금액(원) */
  minConditionPrice: Scalars['Int']['output'];
  storeId: Scalars['ID']['output'];
};

/** 금액(원) */
export type Money = {
  __typename?: 'Money';
  /** 금액(원) */
  amount: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** 주문 접수: PAYMENT_COMPLETED → ORDER_ACCEPTED. 다른 상태면 CONFLICT예요. */
  acceptOrder: OrderSheet;
  /** 설계: 로그인한 사람이 이 계정의 스토어 이용약관에 동의해요(누가, 언제). 이미 동의한 사람이면 처음 동의를 그대로 답해요. */
  agreeToStoreTerms: StoreTermsAgreement;
  /** 주문 취소: 구매 확정 전까지 돼요(아니면 CONFLICT). 취소 정보가 남아요. */
  cancelOrder: OrderSheet;
  /** 운송장 변경: 배송 중(DELIVERY_STARTED)일 때만 돼요. 어기면 타입이 있는 오류로 답해요. */
  changeInvoice: ChangeInvoiceResult;
  /** 배송 완료: 배송 준비·배송 중인 접수 주문만 돼요(아니면 CONFLICT). */
  completeDelivery: OrderSheet;
  /** 구매 확정: 배송 완료나 방문 수령한 접수 주문만 돼요(아니면 CONFLICT). */
  confirmPurchase: OrderSheet;
  /** 상품 등록. 스토어 상태가 ACTIVE나 PENDING일 때만 돼요(아니면 CONFLICT). 새 상품은 PENDING(검수 중)이에요. */
  createProduct: Product;
  /** 스토어 입점 신청. 신청할 수 없으면 storeRequest 없이 unavailability로 이유를 알려요. 설계: 보내는 사람이 이번 신청을 위해 agreeToStoreTerms로 동의하지 않았으면 agreedToTermsOfService와 상관없이 BAD_USER_INPUT이에요. 신청에는 그 사람의 동의 시각이 남고, 계정의 열린 동의는 모두 이 신청으로 닫혀요. */
  createStoreRequest: CreateStoreRequestPayload;
  /** 운송장 삭제: 배송 중일 때만 돼요(아니면 CONFLICT). 배송 준비 상태로 돌아가요. */
  deleteInvoice: OrderSheet;
  /** 상품 삭제 */
  deleteProduct: DeleteProductPayload;
  /** 설계: 입점 가능 알림 신청(지역·업종이 열리면 알려 줘요). 여러 번 신청해도 한 번만 남아요. */
  requestOpenAlarm: OpenAlarm;
  /** 정산 정보 저장(계좌번호는 숫자 10~14자리) */
  saveSettlementInfo: SettlementInfo;
  /** 배송 시작(택배사, 운송장). 접수한 배송 주문만 되고, 어기면 타입이 있는 오류로 답해요. */
  startDelivery: StartDeliveryResult;
  /** 스토어 최소 주문 금액 수정(0원 이상 1억 원 이하, 조건부 무료 배송이면 무료 배송 조건 금액보다 작아야 해요) */
  updateMinConditionPrice: MinConditionPrice;
  /** 상품 수정 */
  updateProduct: Product;
  /** 상품 상태 변경(ACTIVE, INACTIVE, BANNED, REJECTED). PENDING으로는 바꿀 수 없어요(BAD_USER_INPUT). */
  updateProductStatus: Product;
  /** 스토어 배송 설정 수정 */
  updateStoreDeliverySetting: DeliverySetting;
  /** 방문 수령 처리: 접수한 픽업 주문만 돼요(아니면 CONFLICT). */
  visitOrder: OrderSheet;
};

export type MutationAcceptOrderArgs = {
  orderSheetId: Scalars['ID']['input'];
};

export type MutationAgreeToStoreTermsArgs = {
  baId: Scalars['ID']['input'];
};

export type MutationCancelOrderArgs = {
  orderSheetId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

export type MutationChangeInvoiceArgs = {
  input: InvoiceInput;
};

export type MutationCompleteDeliveryArgs = {
  orderSheetId: Scalars['ID']['input'];
};

export type MutationConfirmPurchaseArgs = {
  orderSheetId: Scalars['ID']['input'];
};

export type MutationCreateProductArgs = {
  baId: Scalars['ID']['input'];
  input: ProductInput;
};

export type MutationCreateStoreRequestArgs = {
  input: CreateStoreRequestInput;
};

export type MutationDeleteInvoiceArgs = {
  orderSheetId: Scalars['ID']['input'];
};

export type MutationDeleteProductArgs = {
  productId: Scalars['ID']['input'];
};

export type MutationRequestOpenAlarmArgs = {
  baId: Scalars['ID']['input'];
};

export type MutationSaveSettlementInfoArgs = {
  input: SettlementInfoInput;
};

export type MutationStartDeliveryArgs = {
  input: InvoiceInput;
};

export type MutationUpdateMinConditionPriceArgs = {
  baId: Scalars['ID']['input'];
  minConditionPrice: Scalars['Int']['input'];
};

export type MutationUpdateProductArgs = {
  input: ProductInput;
  productId: Scalars['ID']['input'];
};

export type MutationUpdateProductStatusArgs = {
  productId: Scalars['ID']['input'];
  status: ProductStatus;
};

export type MutationUpdateStoreDeliverySettingArgs = {
  baId: Scalars['ID']['input'];
  input: DeliverySettingInput;
};

export type MutationVisitOrderArgs = {
  orderSheetId: Scalars['ID']['input'];
};

/** 설계: 입점 가능 알림 신청 */
export type OpenAlarm = {
  __typename?: 'OpenAlarm';
  baId: Scalars['ID']['output'];
  /** 신청 시각(ISO 8601, +09:00) */
  requestedAt: Scalars['String']['output'];
};

/** 주문 처리 오류(스펙 001 §8) */
export type OrderActionError = {
  message: Scalars['String']['output'];
};

/** 주문 금액(원). 결제 금액 = 주문 금액 − 할인 금액 + 배송비, 할인 금액 = 상품 할인 + 쿠폰 할인이에요. */
export type OrderAmounts = {
  __typename?: 'OrderAmounts';
  /** 쿠폰 할인(원) */
  couponDiscountAmount: Scalars['Int']['output'];
  /** 배송비(원) */
  deliveryFee: Scalars['Int']['output'];
  /** 할인 금액 합계(원) */
  discountAmount: Scalars['Int']['output'];
  /** 주문 금액(원, 정가 × 수량 + 옵션 추가 금액) */
  orderAmount: Scalars['Int']['output'];
  /** 결제 금액(원) */
  paymentAmount: Scalars['Int']['output'];
  /** 상품 할인(원) */
  productDiscountAmount: Scalars['Int']['output'];
};

/** 구매자 */
export type OrderBuyer = {
  __typename?: 'OrderBuyer';
  nickname: Scalars['String']['output'];
  /** 이 스토어 구매 횟수 */
  purchaseCounts: PurchaseCounts;
  regionName: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/** 주문 상품 한 줄 */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** 줄 금액(원, (단가 + 옵션 추가 금액) × 수량) */
  amount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  options: Array<OrderLineOption>;
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  productType: ProductType;
  quantity: Scalars['Int']['output'];
  /** 단가(원, 정가) */
  unitPrice: Scalars['Int']['output'];
};

/** 주문 상품의 옵션 */
export type OrderLineOption = {
  __typename?: 'OrderLineOption';
  /** 추가 금액(원, 1개당) */
  additionalPrice: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  optionId: Scalars['ID']['output'];
};

/** 주문서(스펙 001 §3) */
export type OrderSheet = {
  __typename?: 'OrderSheet';
  /** 설계: 접수 시각(ISO 8601, +09:00) */
  acceptedAt: Maybe<Scalars['String']['output']>;
  amounts: OrderAmounts;
  buyer: OrderBuyer;
  /** 취소 정보(취소된 주문만) */
  cancelInfo: Maybe<CancelInfo>;
  /** 설계: 쓴 쿠폰 이름 */
  couponName: Maybe<Scalars['String']['output']>;
  customerInfo: CustomerInfo;
  /** 배송지(배송 주문만) */
  deliveryAddress: Maybe<DeliveryAddress>;
  /** 설계: 배송 완료·방문 수령 시각(ISO 8601, +09:00) */
  deliveryCompletedAt: Maybe<Scalars['String']['output']>;
  deliverySpeed: DeliverySpeed;
  /** 설계: 배송 시작 시각(ISO 8601, +09:00) */
  deliveryStartedAt: Maybe<Scalars['String']['output']>;
  deliveryStatus: DeliveryStatus;
  /** 운송장(배송을 시작했을 때만) */
  deliveryTracking: Maybe<DeliveryTracking>;
  id: Scalars['ID']['output'];
  orderLines: Array<OrderLine>;
  /** 설계: 고객에게 보이는 주문 번호 */
  orderNumber: Scalars['String']['output'];
  /** 주문 시각(ISO 8601, +09:00) */
  orderedAt: Scalars['String']['output'];
  /** 설계: 결제 시각(ISO 8601, +09:00) */
  paidAt: Maybe<Scalars['String']['output']>;
  /** 결제 실패 사유(결제가 실패한 주문만) */
  paymentFailureReason: Maybe<PaymentFailureReason>;
  paymentMethod: PaymentMethod;
  /** 설계: 구매 확정 시각(ISO 8601, +09:00) */
  purchaseConfirmedAt: Maybe<Scalars['String']['output']>;
  receiveMethod: ReceiveMethod;
  /** 설계: 요청 사항 */
  requestMessage: Maybe<Scalars['String']['output']>;
  status: OrderStatus;
  storeId: Scalars['ID']['output'];
};

/** 주문 목록(커서 방식) */
export type OrderSheetConnection = {
  __typename?: 'OrderSheetConnection';
  nodes: Array<OrderSheet>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** 주문 목록 한 페이지 */
export type OrderSheetPage = {
  __typename?: 'OrderSheetPage';
  hasNext: Scalars['Boolean']['output'];
  items: Array<OrderSheet>;
  /** 페이지(1부터) */
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
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

/** 커서 방식 목록의 페이지 정보 */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** 설계: 당근페이 인증 코드 */
export type PayAuthCode = {
  __typename?: 'PayAuthCode';
  /** 6자리 숫자 */
  code: Scalars['String']['output'];
  deviceId: Scalars['String']['output'];
  /** 만료 시각(ISO 8601, +09:00, 발급 후 3분) */
  expiresAt: Scalars['String']['output'];
};

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

/** 상품(스펙 001 §3) */
export type Product = {
  __typename?: 'Product';
  attributes: Array<ProductAttributeValue>;
  bookmarkedCount: Scalars['Int']['output'];
  /** 카테고리 경로(상위 → 하위) */
  categories: Array<ProductCategory>;
  /** 상세 내용(JSON 문자열, 에디터 블록) */
  content: Scalars['String']['output'];
  /** 설계: 등록 시각(ISO 8601, +09:00) */
  createdAt: Scalars['String']['output'];
  /** 설계: 할인. 정가보다 싸게 팔 때만 있어요. */
  discount: Maybe<ProductDiscount>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** 품절인지(재고 제한이 있고 옵션 포함 재고가 0) */
  outOfStock: Scalars['Boolean']['output'];
  /** 정가(원) */
  price: Scalars['Int']['output'];
  /** 받는 방법(GOODS, DELIVERY) */
  receiveMethods: Array<ReceiveMethod>;
  /** 설계: 반려·판매 금지 사유 */
  rejectReason: Maybe<Scalars['String']['output']>;
  reviewTotalCount: Scalars['Int']['output'];
  /** 판매가(원, 할인 적용) */
  salePrice: Scalars['Int']['output'];
  simpleOptions: Array<SimpleOption>;
  /** 판매 수량 */
  sold: Scalars['Int']['output'];
  status: ProductStatus;
  /** 재고 수량(stockFree면 의미 없어요) */
  stock: Scalars['Int']['output'];
  /** 재고 무제한인지 */
  stockFree: Scalars['Boolean']['output'];
  storeId: Scalars['ID']['output'];
  /** 채운 안내 템플릿 */
  templates: Array<ProductTemplate>;
  thumbnails: Array<ProductImage>;
  type: ProductType;
  /** 설계: 수정 시각(ISO 8601, +09:00) */
  updatedAt: Scalars['String']['output'];
  /** 유효 기간(일, SERVICE·교환권). 기본 0이에요. */
  validDays: Scalars['Int']['output'];
};

/** 설계: 상품 속성 정의(예: 원산지, 용량) */
export type ProductAttribute = {
  __typename?: 'ProductAttribute';
  /** 쓰는 카테고리(비면 모든 카테고리) */
  categoryIds: Array<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  /** 고를 수 있는 값(비면 자유 입력) */
  values: Array<Scalars['String']['output']>;
};

export type ProductAttributeInput = {
  attributeId: Scalars['ID']['input'];
  value: Scalars['String']['input'];
};

/** 상품에 채운 속성 값 */
export type ProductAttributeValue = {
  __typename?: 'ProductAttributeValue';
  attributeId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** 상품 카테고리 */
export type ProductCategory = {
  __typename?: 'ProductCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** 상위 카테고리(최상위면 null) */
  parentId: Maybe<Scalars['ID']['output']>;
};

/** 상품 목록(커서 방식) */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  nodes: Array<Product>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** 설계: 상품 할인 */
export type ProductDiscount = {
  __typename?: 'ProductDiscount';
  /** 할인 금액(원) */
  amount: Scalars['Int']['output'];
  /** 할인율(%, 반올림) */
  rate: Scalars['Int']['output'];
};

/** 상품 사진 */
export type ProductImage = {
  __typename?: 'ProductImage';
  id: Scalars['ID']['output'];
  url: Scalars['String']['output'];
};

/** 상품 입력(등록·수정) */
export type ProductInput = {
  attributes?: InputMaybe<Array<ProductAttributeInput>>;
  /** 카테고리(하위 카테고리의 ID) */
  categoryId: Scalars['ID']['input'];
  /** 상세 설명(JSON 문자열) */
  content?: InputMaybe<Scalars['String']['input']>;
  /** 상품 이름(2~50자) */
  name: Scalars['String']['input'];
  /** 정가(원, 100 ~ 999,999,999) */
  price: Scalars['Int']['input'];
  /** 받는 방법(하나 이상) */
  receiveMethods?: InputMaybe<Array<ReceiveMethod>>;
  /** 판매가(원, 정가 이하). 없으면 정가예요. */
  salePrice?: InputMaybe<Scalars['Int']['input']>;
  /** 옵션(이름이 겹치지 않아요) */
  simpleOptions?: InputMaybe<Array<SimpleOptionInput>>;
  /** 재고(0 이상). 재고 제한 없이 팔지 않으면 꼭 입력해요. */
  stock?: InputMaybe<Scalars['Int']['input']>;
  /** 재고 제한 없이 팔기 */
  stockFree?: InputMaybe<Scalars['Boolean']['input']>;
  templates?: InputMaybe<Array<ProductTemplateInput>>;
  /** 상품 사진(주소, 1~10장) */
  thumbnailUrls?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 상품 종류 */
  type: ProductType;
  /** 유효 기간(일, 0 이상) */
  validDays?: InputMaybe<Scalars['Int']['input']>;
};

/** 상품 목록 한 페이지 */
export type ProductPage = {
  __typename?: 'ProductPage';
  hasNext: Scalars['Boolean']['output'];
  items: Array<Product>;
  /** 페이지(1부터) */
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
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

/** 상품 안내 템플릿(예: 상품 정보 고시) */
export type ProductTemplate = {
  __typename?: 'ProductTemplate';
  id: Scalars['ID']['output'];
  inputGroups: Array<InputGroup>;
  name: Scalars['String']['output'];
};

export type ProductTemplateInput = {
  nodes: Array<InputNodeValueInput>;
  templateId: Scalars['ID']['input'];
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

/** 설계: 이 스토어에서의 구매 횟수 */
export type PurchaseCounts = {
  __typename?: 'PurchaseCounts';
  /** 취소 */
  canceled: Scalars['Int']['output'];
  /** 구매 확정 */
  confirmed: Scalars['Int']['output'];
  /** 전체 주문(취소 제외) */
  total: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** 설계: 배송 시작 일괄 업로드(엑셀) 처리 상태. uploadId가 없으면 가장 최근 업로드예요. 업로드가 없으면 null이에요. */
  bulkDeliveryStartStatus: Maybe<BulkDeliveryStartUpload>;
  /** 사업자 등록번호 상태 확인(숫자 10자리). 국세청 조회가 막히면 circuitBreak가 true예요. */
  businessStatusCheck: BusinessStatusCheck;
  /** 비즈니스 계정별 커머스 실험군. 배정 전이면 UNASSIGNED예요. */
  experimentGroup: ExperimentGroup;
  /** 스토어 최소 주문 금액 */
  minConditionPrice: MinConditionPrice;
  /** 주문서 상세. 없거나 다른 스토어의 주문이면 NOT_FOUND예요. */
  orderSheet: OrderSheet;
  /** 스토어 주문 목록(페이지 방식) */
  ordersByStore: OrderSheetPage;
  /** 스토어 주문 목록(커서 방식) */
  ordersByStoreCursor: OrderSheetConnection;
  /** 당근페이 인증 코드(기기별). deviceId가 비면 BAD_USER_INPUT이에요. */
  payAuthCode: PayAuthCode;
  /** 상품 상세. 없거나 다른 스토어의 상품이면 NOT_FOUND예요. */
  product: Product;
  /** 상품 속성. categoryId를 주면 그 카테고리에 쓰는 속성만이에요. */
  productAttributes: Array<ProductAttribute>;
  /** 상품 카테고리(상위·하위 모두) */
  productCategories: Array<ProductCategory>;
  /** 상품 안내 템플릿(입력 그룹과 노드). categoryId를 주면 그 카테고리에 쓰는 템플릿만이에요. */
  productTemplates: Array<ProductTemplate>;
  /** 스토어 상품 목록(페이지 방식). statuses가 비면 모든 상태예요. 설계: query는 상품 이름에 든 글자, sort는 순서(기본 최근 등록 순). */
  productsByStore: ProductPage;
  /** 스토어 상품 목록(커서 방식). statuses가 비면 모든 상태예요. */
  productsByStoreCursor: ProductConnection;
  /** 반려된 상품 수와 반려 사유 */
  rejectedReasons: RejectedReasons;
  /** 정산 계좌 확인: 계좌가 유효한지와 예금주. 은행 조회가 막히면 circuitBreak가 true예요. */
  settlementAccountCheck: SettlementAccountCheck;
  /** 정산 정보. 저장한 적이 없으면 null이에요. */
  settlementInfo: Maybe<SettlementInfo>;
  /** 스토어 배송 설정. 스토어가 없으면 NOT_FOUND예요. */
  storeDeliverySetting: DeliverySetting;
  /** 비즈니스 계정의 스토어 정보: 스토어, 최근 입점 신청, 입점 신청 가능 여부 */
  storeInfo: StoreInfo;
  /** 비즈니스 계정의 스토어 미리보기. 스토어가 없으면 null이에요. */
  storePreview: Maybe<StorePreview>;
};

export type QueryBulkDeliveryStartStatusArgs = {
  baId: Scalars['ID']['input'];
  uploadId?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryBusinessStatusCheckArgs = {
  businessNumber: Scalars['String']['input'];
};

export type QueryExperimentGroupArgs = {
  businessId: Scalars['ID']['input'];
};

export type QueryMinConditionPriceArgs = {
  baId: Scalars['ID']['input'];
};

export type QueryOrderSheetArgs = {
  orderSheetId: Scalars['ID']['input'];
};

export type QueryOrdersByStoreArgs = {
  baId: Scalars['ID']['input'];
  filter?: InputMaybe<StoreOrderFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryOrdersByStoreCursorArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  baId: Scalars['ID']['input'];
  filter?: InputMaybe<StoreOrderFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryPayAuthCodeArgs = {
  deviceId: Scalars['String']['input'];
};

export type QueryProductArgs = {
  productId: Scalars['ID']['input'];
};

export type QueryProductAttributesArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryProductTemplatesArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryProductsByStoreArgs = {
  baId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
  statuses?: InputMaybe<Array<ProductStatus>>;
};

export type QueryProductsByStoreCursorArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  baId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  statuses?: InputMaybe<Array<ProductStatus>>;
};

export type QueryRejectedReasonsArgs = {
  baId: Scalars['ID']['input'];
};

export type QuerySettlementAccountCheckArgs = {
  input: SettlementAccountCheckInput;
};

export type QuerySettlementInfoArgs = {
  baId: Scalars['ID']['input'];
};

export type QueryStoreDeliverySettingArgs = {
  baId: Scalars['ID']['input'];
};

export type QueryStoreInfoArgs = {
  baId: Scalars['ID']['input'];
};

export type QueryStorePreviewArgs = {
  baId: Scalars['ID']['input'];
};

/** 받는 방법 */
export type ReceiveMethod =
  /** 배송 */
  | 'DELIVERY'
  /** 매장 픽업 */
  | 'PICKUP';

/** 동네(지역) */
export type Region = {
  __typename?: 'Region';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** 설계: 반려 정보 */
export type RejectInfo = {
  __typename?: 'RejectInfo';
  reason: Scalars['String']['output'];
  /** 반려 시각(ISO 8601, +09:00) */
  rejectedAt: Scalars['String']['output'];
};

/** 설계: 반려된 상품 하나의 사유 */
export type RejectedProductReason = {
  __typename?: 'RejectedProductReason';
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  /** 반려 시각(ISO 8601, +09:00) */
  rejectedAt: Scalars['String']['output'];
};

/** 반려된 상품 수와 사유 */
export type RejectedReasons = {
  __typename?: 'RejectedReasons';
  reasons: Array<RejectedProductReason>;
  rejectedProductCount: Scalars['Int']['output'];
};

/** 정산 계좌 확인 결과(스펙 001 §5) */
export type SettlementAccountCheck = {
  __typename?: 'SettlementAccountCheck';
  /** 은행 조회가 막혀 확인하지 못했는지 */
  circuitBreak: Scalars['Boolean']['output'];
  /** 예금주(유효할 때만) */
  holder: Maybe<Scalars['String']['output']>;
  valid: Scalars['Boolean']['output'];
};

/** 설계: 정산 계좌 확인 입력 */
export type SettlementAccountCheckInput = {
  /** 계좌번호(숫자 10~14자리) */
  accountNumber: Scalars['String']['input'];
  /** 은행 이름(예: 국민은행) */
  bankName: Scalars['String']['input'];
};

/** 정산 정보 */
export type SettlementInfo = {
  __typename?: 'SettlementInfo';
  accountHolder: Scalars['String']['output'];
  baId: Scalars['ID']['output'];
  bankName: Scalars['String']['output'];
  /** 계좌번호(가운데 가림) */
  maskedAccountNumber: Scalars['String']['output'];
  /** 세금계산서 받을 이메일 */
  taxInvoiceEmail: Maybe<Scalars['String']['output']>;
  /** 저장 시각(ISO 8601, +09:00) */
  updatedAt: Scalars['String']['output'];
};

/** 정산 정보 입력 */
export type SettlementInfoInput = {
  /** 예금주(2~20자) */
  accountHolder: Scalars['String']['input'];
  /** 계좌번호(숫자 10~14자리) */
  accountNumber: Scalars['String']['input'];
  baId: Scalars['ID']['input'];
  bankName: Scalars['String']['input'];
  taxInvoiceEmail?: InputMaybe<Scalars['String']['input']>;
};

/** 단순 옵션(스펙 001 §3) */
export type SimpleOption = {
  __typename?: 'SimpleOption';
  /** 추가 금액(원, 기본 0) */
  additionalPrice: Money;
  /** 추가 금액이 있는지 */
  hasAdditionalPrice: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** 재고(기본 0) */
  stock: Scalars['Int']['output'];
  stockFree: Scalars['Boolean']['output'];
};

export type SimpleOptionInput = {
  /** 추가 금액(원) */
  additionalPrice?: InputMaybe<Scalars['Int']['input']>;
  /** 옵션 이름 */
  name: Scalars['String']['input'];
  /** 옵션 재고(0 이상, 상품 재고 이하). 재고 무제한이 아니면 꼭 입력해요. */
  stock?: InputMaybe<Scalars['Int']['input']>;
  /** 재고 무제한 */
  stockFree?: InputMaybe<Scalars['Boolean']['input']>;
};

/** 배송을 시작한 주문서 */
export type StartDeliveryPayload = {
  __typename?: 'StartDeliveryPayload';
  orderSheet: OrderSheet;
};

export type StartDeliveryResult =
  InvalidDeliveryStatusError | InvalidInvoiceError | InvalidOrderStatusError | StartDeliveryPayload;

/** 커머스 스토어(스펙 001 §3) */
export type Store = {
  __typename?: 'Store';
  businessAccount: StoreBusinessAccount;
  deliverySetting: DeliverySetting;
  id: Scalars['ID']['output'];
  /** 판매자로 등록됐는지 */
  isSeller: Scalars['Boolean']['output'];
  /** 최소 주문 금액(원) */
  minConditionPrice: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** 설계: 개설 시각(ISO 8601, +09:00) */
  openedAt: Scalars['String']['output'];
  status: StoreStatus;
};

/** 설계: 스토어 주소 */
export type StoreAddress = {
  __typename?: 'StoreAddress';
  /** 상세 주소 */
  detailAddress: Maybe<Scalars['String']['output']>;
  /** 대표 주소인지 */
  isRepresentative: Scalars['Boolean']['output'];
  /** 지번 주소 */
  jibunAddress: Maybe<Scalars['String']['output']>;
  /** 도로명 주소 */
  roadAddress: Scalars['String']['output'];
};

/** 스토어의 비즈니스 계정 정보 */
export type StoreBusinessAccount = {
  __typename?: 'StoreBusinessAccount';
  addresses: Array<StoreAddress>;
  category: BusinessCategory;
  /** 채팅방 딥링크(scheme) */
  chatRoomScheme: Maybe<Scalars['String']['output']>;
  followersCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber: Maybe<Scalars['String']['output']>;
  /** 프로필 사진 썸네일 주소 */
  profileImageThumbnail: Maybe<Scalars['String']['output']>;
  region: Region;
};

/** 스토어 정보 */
export type StoreInfo = {
  __typename?: 'StoreInfo';
  baId: Scalars['ID']['output'];
  /** 설계: 입점 가능 알림을 신청했는지 */
  openAlarmRequested: Scalars['Boolean']['output'];
  /** 지금 입점 신청할 수 없는 이유(할 수 있으면 null) */
  requestUnavailability: Maybe<StoreRequestUnavailability>;
  /** 스토어(없으면 null) */
  store: Maybe<Store>;
  /** 가장 최근 입점 신청(없으면 null) */
  storeRequest: Maybe<StoreRequest>;
  /** 설계: 로그인한 사람이 다음 입점 신청을 위해 스토어 이용약관에 동의한 기록(동의하지 않았으면 null). 같은 계정의 다른 사람이 한 동의는 보이지 않아요. */
  termsAgreement: Maybe<StoreTermsAgreement>;
};

/** 주문 목록 필터 */
export type StoreOrderFilter = {
  /** 주문일 끝(YYYY-MM-DD, 한국 날짜, 포함) */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** 설계: 검색어. 주문번호(일부), 구매자 닉네임, 받는 분 이름 중 하나에 들어 있는 주문만 찾아요(대소문자·앞뒤 공백 무시). 전화번호로 보이는 검색어(숫자, 하이픈, 띄어쓰기 8자 이상)는 숫자만 비교해 구매자 연락처(안심번호)나 받는 분 전화번호에 들어 있는 주문도 찾아요. 비어 있으면 조건이 없어요. */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** 설계: 조회 관점. SELLER(기본)는 스토어가 받은 주문, BUYER는 이 계정이 구매자인 주문이에요. */
  role?: InputMaybe<CommerceRole>;
  /** 주문일 시작(YYYY-MM-DD, 한국 날짜, 포함) */
  startDate?: InputMaybe<Scalars['String']['input']>;
  statuses?: InputMaybe<Array<OrderStatus>>;
  /** 구매자 id */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** 스토어 미리보기(고객에게 보이는 모습) */
export type StorePreview = {
  __typename?: 'StorePreview';
  /** 설계: 판매 중인 상품 수 */
  activeProductCount: Scalars['Int']['output'];
  /** 설계: 비즈니스 계정(팔로워, 지역, 프로필 사진) */
  businessAccount: StoreBusinessAccount;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  status: StoreStatus;
};

/** 입점 신청 */
export type StoreRequest = {
  __typename?: 'StoreRequest';
  /** 이용약관 동의 시각(ISO 8601, +09:00) */
  agreedToTermsOfServiceAt: Scalars['String']['output'];
  baId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** 반려 정보(REJECTED일 때) */
  rejectInfo: Maybe<RejectInfo>;
  /** 설계: 신청 시각(ISO 8601, +09:00) */
  requestedAt: Scalars['String']['output'];
  /** 신청 때 낸 정산 정보 */
  settlement: Maybe<SettlementInfo>;
  status: StoreRequestStatus;
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

/** 설계: 한 사람의 스토어 이용약관 동의. 입점 신청을 보낼 때까지 열려 있고, 보내면 그 신청에 남아요(다음 신청은 다시 동의해요). */
export type StoreTermsAgreement = {
  __typename?: 'StoreTermsAgreement';
  /** 동의한 시각(ISO 8601, +09:00) */
  agreedAt: Scalars['String']['output'];
  /** 동의한 사람(비즈니스 사용자 id) */
  agreedBy: Scalars['ID']['output'];
  baId: Scalars['ID']['output'];
};
