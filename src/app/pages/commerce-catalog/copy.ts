/** The Korean copy of the commerce store's catalog screens (store, products, preview, store request). */
import type {
  DeliverableRegionType,
  DeliveryFeeType,
  ProductStatus,
  ProductType,
  ReceiveMethod,
  StoreRequestStatus,
  StoreRequestUnavailability,
  StoreStatus,
} from '@/api/commerce/catalog';

export { STORE_STATUS_LABEL as storeStatusLabel } from '@/resources/commerce-product/product-input';

export const storeStatusText: Record<StoreStatus, string> = {
  ACTIVE: '고객이 스토어에서 상품을 살 수 있어요.',
  PENDING: '스토어를 심사하고 있어요. 심사 중에도 상품을 미리 등록해 둘 수 있어요.',
  INACTIVE: '스토어 운영이 멈춰 있어요. 고객에게 보이지 않고, 상품을 새로 등록할 수 없어요.',
  BLOCKED: '운영 정책에 따라 스토어 이용이 제한됐어요. 자세한 내용은 고객센터에 문의해 주세요.',
  REJECTED: '스토어 심사에서 반려됐어요. 반려 사유를 확인하고 다시 신청해 주세요.',
  DELETED: '삭제된 스토어예요.',
};

export const requestStatusLabel: Record<StoreRequestStatus, string> = {
  REQUESTED: '심사 중',
  APPROVED: '승인',
  REJECTED: '반려',
  DELETED: '신청 취소',
};

export const requestStatusText: Record<StoreRequestStatus, string> = {
  REQUESTED: '입점 신청을 심사하고 있어요. 보통 영업일 기준 3일 안에 결과를 알려 드려요.',
  APPROVED: '입점 신청이 승인됐어요.',
  REJECTED: '입점 신청이 반려됐어요. 사유를 확인하고 고친 뒤 다시 신청해 주세요.',
  DELETED: '입점 신청이 취소됐어요. 다시 신청할 수 있어요.',
};

/** Why a store cannot be requested now, each in a sentence a merchant can act on. */
export const unavailabilityText: Record<StoreRequestUnavailability, string> = {
  ALREADY_REQUESTED: '이미 입점 신청을 했어요. 심사 결과가 나올 때까지 기다려 주세요.',
  STORE_EXISTS: '이 비즈니스 계정에는 이미 스토어가 있어요. 스토어는 계정마다 하나만 열 수 있어요.',
  UNAVAILABLE_CATEGORY: '아직 이 업종은 스토어를 열 수 없어요. 업종이 열리면 알림으로 알려 드릴게요.',
  UNAVAILABLE_REGION: '아직 이 동네에서는 스토어를 열 수 없어요. 동네가 열리면 알림으로 알려 드릴게요.',
  UNAVAILABLE_TYPE: '이 비즈니스 계정 종류로는 스토어를 열 수 없어요. 사업자 계정으로 신청해 주세요.',
};

export const regionTypeLabel: Record<DeliverableRegionType, string> = {
  NATIONWIDE: '전국',
  CAPITAL_AREA: '수도권',
  NEIGHBORHOOD: '가게 근처 동네만',
};

export const productStatusLabel: Record<ProductStatus, string> = {
  ACTIVE: '판매 중',
  INACTIVE: '판매 중지',
  PENDING: '검수 중',
  BANNED: '판매 금지',
  REJECTED: '반려',
};

export const productTypeLabel: Record<ProductType, string> = {
  DELIVERY: '배송 상품',
  VOUCHER: '교환권',
  VOUCHER_TICKET: '회차권',
  GOODS: '물품',
  SERVICE: '서비스',
};

export const receiveMethodLabel: Record<ReceiveMethod, string> = {
  DELIVERY: '배송',
  PICKUP: '매장 픽업',
};

export const catalogCopy = {
  store: {
    title: '스토어',
    none: '아직 스토어가 없어요.',
    request: '입점 신청하기',
    continueRequest: '입점 신청 이어 하기',
    openAlarm: '열리면 알림 받기',
    openAlarmDone: '알림을 신청했어요. 스토어를 열 수 있게 되면 알려 드릴게요.',
    openAlarmRequested: '알림 신청함',
    status: '스토어 상태',
    requestStatus: '입점 신청',
    requestedAt: '신청일',
    rejectReason: '반려 사유',
    rejectedProducts: (count: number) => `반려된 상품 ${count}개`,
    rejectedProductsHint: '반려된 상품은 고쳐서 저장하면 다시 검수해요.',
    minConditionPrice: '최소 주문 금액',
    delivery: '배송비',
    region: '배송 가능 지역',
    openedAt: '개설일',
    manage: '관리',
    links: {
      deliverySetting: '배송 설정',
      minConditionPrice: '최소 주문 금액',
      products: '상품 관리',
      orders: '주문 관리',
      settlement: '정산',
    },
  },
  delivery: {
    summary: (type: DeliveryFeeType, fee: number, freeCondition: number | null | undefined) =>
      type === 'FREE'
        ? '무료 배송'
        : type === 'FIXED'
          ? `배송비 ${fee.toLocaleString('ko-KR')}원`
          : `배송비 ${fee.toLocaleString('ko-KR')}원 · ${(freeCondition ?? 0).toLocaleString('ko-KR')}원 이상 무료`,
  },
  productForm: {
    content: '상세 설명',
  },

  preview: {
    title: '상품 미리보기',
    notOnSale: (status: string) => `지금 '${status}' 상태라 고객에게는 보이지 않아요. 판매를 시작하면 이렇게 보여요.`,
    options: '옵션 선택',
    optionExtra: (amount: string) => `+${amount}`,
    soldOut: '품절',
    info: '상품 정보',
    attributes: '상품 속성',
    noContent: '상세 설명이 아직 없어요.',
    receive: '받는 방법',
    validDays: (days: number) => (days > 0 ? `구매 후 ${days}일 동안 쓸 수 있어요.` : '유효 기간이 없어요.'),
    checkboxValue: (value: string) => (value === 'true' ? '예' : '아니요'),
    buy: '구매하기',
    buyDisabled: '미리보기에서는 살 수 없어요.',
    missingAccount: '어느 스토어의 상품인지 알 수 없어요. 상품 목록에서 미리보기를 열어 주세요.',
  },
  request: {
    steps: ['입점 조건 확인', '이용약관 동의', '정산 계좌 등록', '신청 완료'],
    stepsLabel: '입점 신청 단계',
    checklistTitle: '입점 조건 확인',
    checklistDescription: '스토어를 열기 전에 준비할 것들이에요. 모두 확인하면 다음 단계로 넘어가요.',
    businessNumber: '사업자 등록번호',
    businessNumberHelp: '숫자 10자리를 입력하고 확인을 눌러 주세요.',
    businessNumberFormat: '사업자 등록번호는 숫자 10자리예요.',
    check: '확인',
    businessValid: '정상 사업자로 확인됐어요.',
    businessInvalid: '확인되지 않는 번호예요. 사업자 등록증의 번호를 다시 확인해 주세요.',
    businessTaken: '이미 다른 스토어에 등록된 번호예요. 한 사업자는 스토어 하나만 열 수 있어요.',
    businessCircuitBreak: '지금은 국세청 조회가 안 돼요. 그대로 진행하면 심사 때 확인해요.',
    requirements: [
      '통신판매업 신고를 마쳤어요.',
      '판매할 상품의 사진과 설명을 준비했어요.',
      '정산받을 사업자 명의 계좌가 있어요.',
    ],
    requirementsLabel: '준비 사항',
    next: '다음',
    previous: '이전',
    termsTitle: '이용약관 동의',
    termsDescription: '스토어 운영에 필요한 약관이에요. 읽고 동의해 주세요.',
    termsHeading: '동네마켓 스토어 이용약관',
    terms: [
      '제1조 (목적) 이 약관은 동네마켓 스토어에서 상품을 파는 판매자와 회사 사이의 권리와 의무를 정해요.',
      '제2조 (판매자의 의무) 판매자는 상품 정보를 사실대로 알리고, 주문을 받으면 약속한 기간 안에 보내야 해요.',
      '제3조 (정산) 구매가 확정된 주문의 판매 대금은 수수료를 뺀 금액을 등록한 정산 계좌로 보내 드려요.',
      '제4조 (판매 제한) 운영 정책에 어긋나는 상품은 판매가 중지되거나 금지될 수 있어요.',
    ],
    agree: '스토어 이용약관에 동의해요.',
    agreeRequired: '약관에 동의해야 신청할 수 있어요.',
    settlementTitle: '정산 계좌 등록',
    settlementDescription: '판매 대금을 받을 계좌예요. 계좌를 확인하면 예금주를 보여 드려요.',
    bank: '은행',
    accountNumber: '계좌번호',
    accountNumberHelp: '숫자만 10~14자리로 입력해 주세요.',
    accountNumberFormat: '계좌번호는 숫자만 10~14자리로 입력해 주세요.',
    checkAccount: '계좌 확인',
    holder: (name: string) => `예금주: ${name}`,
    holderConfirm: '예금주가 맞아요.',
    holderConfirmRequired: '예금주를 확인해 주세요.',
    accountInvalid: '확인되지 않는 계좌예요. 은행과 계좌번호를 다시 확인해 주세요.',
    accountCircuitBreak: '지금은 은행 조회가 안 돼요. 잠시 후 다시 확인해 주세요.',
    checkFirst: '계좌 확인을 먼저 해 주세요.',
    taxInvoiceEmail: '세금계산서 받을 이메일',
    taxInvoiceEmailFormat: '이메일 주소를 확인해 주세요.',
    saved: (bank: string, masked: string, holder: string) => `저장된 계좌: ${bank} ${masked} (${holder})`,
    useSaved: '저장된 계좌로 신청하기',
    submit: '입점 신청하기',
    successTitle: '입점 신청 완료',
    successText: '입점 신청을 받았어요. 심사 결과는 알림으로 알려 드려요.',
    successNone: '아직 입점 신청을 하지 않았어요.',
    blocked: '지금은 입점 신청을 할 수 없어요',
    start: '처음부터 신청하기',
  },
  banks: [
    '국민은행',
    '신한은행',
    '우리은행',
    '하나은행',
    'NH농협은행',
    'IBK기업은행',
    '카카오뱅크',
    '토스뱅크',
    '케이뱅크',
    '우체국',
  ],
  toStore: '스토어로',
  save: '저장',
  saveFailed: '저장하지 못했어요. 입력한 내용은 그대로 있어요.',
} as const;
