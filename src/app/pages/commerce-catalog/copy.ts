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

export const storeStatusLabel: Record<StoreStatus, string> = {
  ACTIVE: '운영 중',
  PENDING: '심사 중',
  INACTIVE: '운영 중지',
  BLOCKED: '이용 제한',
  REJECTED: '반려',
  DELETED: '삭제',
};

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

export const feeTypeLabel: Record<DeliveryFeeType, string> = {
  FREE: '무료 배송',
  FIXED: '고정 배송비',
  CONDITIONAL_FREE: '조건부 무료 배송',
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
    title: '배송 설정',
    description: '고객이 주문할 때 보는 배송비와 배송 안내예요.',
    type: '배송비 방식',
    fee: '배송비',
    freeConditionPrice: '무료 배송 조건 금액',
    freeConditionHelp: '이 금액 이상 주문하면 배송비가 무료예요.',
    regionType: '배송 가능 지역',
    regionGuide: '배송 가능 지역 안내',
    descriptionField: '배송 안내',
    saved: '배송 설정을 저장했어요.',
    feeRange: '배송비는 0원부터 100,000원까지 입력할 수 있어요.',
    freeConditionRequired: '무료 배송 조건 금액을 1원 이상 입력해 주세요.',
    summary: (type: DeliveryFeeType, fee: number, freeCondition: number | null | undefined) =>
      type === 'FREE'
        ? '무료 배송'
        : type === 'FIXED'
          ? `배송비 ${fee.toLocaleString('ko-KR')}원`
          : `배송비 ${fee.toLocaleString('ko-KR')}원 · ${(freeCondition ?? 0).toLocaleString('ko-KR')}원 이상 무료`,
  },
  minPrice: {
    title: '최소 주문 금액',
    description: '고객이 이 금액 이상 담아야 주문할 수 있어요. 0원이면 제한이 없어요.',
    field: '최소 주문 금액',
    saved: '최소 주문 금액을 저장했어요.',
    range: '최소 주문 금액은 0원부터 100,000,000원까지 입력할 수 있어요.',
  },
  products: {
    title: '상품',
    description: '판매 중인 상품과 판매를 멈춘 상품을 관리해요.',
    create: '상품 등록',
    tableLabel: '상품 목록',
    groups: { onSale: '판매 중', pending: '검수 중', stopped: '판매 중지' },
    groupLabel: '상품 상태',
    search: '상품 이름 검색',
    sortLabel: '정렬',
    sorts: {
      NEWEST: '최근 등록 순',
      BEST_SELLING: '많이 팔린 순',
      PRICE_ASC: '낮은 가격 순',
      PRICE_DESC: '높은 가격 순',
    },
    empty: {
      onSale: '판매 중인 상품이 없어요.',
      pending: '검수 중인 상품이 없어요.',
      stopped: '판매를 멈춘 상품이 없어요.',
      search: (query: string) => `'${query}'(이)가 들어간 상품이 없어요.`,
    },
    columns: {
      name: '상품',
      type: '종류',
      price: '가격',
      stock: '재고',
      sold: '판매',
      status: '상태',
      actions: '관리',
    },
    stockFree: '무제한',
    soldOut: '품절',
    stock: (count: number) => `${count.toLocaleString('ko-KR')}개`,
    discount: (rate: number) => `${rate}% 할인`,
    stop: '판매 중지',
    resume: '판매 시작',
    stopped: (name: string) => `'${name}' 판매를 멈췄어요.`,
    resumed: (name: string) => `'${name}' 판매를 시작했어요.`,
    edit: '수정',
    preview: '미리보기',
    remove: '삭제',
    removeTitle: (name: string) => `'${name}'을(를) 삭제할까요?`,
    removeText: '삭제한 상품은 되돌릴 수 없어요. 이미 받은 주문은 그대로 남아요.',
    removed: (name: string) => `'${name}'을(를) 삭제했어요.`,
    bannedHint: '판매 금지된 상품은 바꿀 수 없어요.',
    rejectedHint: '고쳐서 저장하면 다시 검수해요.',
    futureType: '새 종류',
  },
  productForm: {
    newTitle: '상품 등록',
    editTitle: '상품 수정',
    toList: '상품 목록으로',
    type: '상품 종류',
    name: '상품 이름',
    nameRange: '상품 이름은 2~50자로 입력해 주세요.',
    category: '카테고리',
    categoryHelp: '하위 카테고리를 골라 주세요. 카테고리에 맞는 속성과 안내 항목이 나와요.',
    price: '정가',
    priceRange: '정가는 100원부터 999,999,999원까지 입력할 수 있어요.',
    salePrice: '판매가',
    salePriceHelp: '비워 두면 정가로 팔아요.',
    salePriceAbove: '판매가는 정가 이하로 입력해 주세요.',
    discount: (rate: number, amount: string) => `${rate}% 할인 (${amount} 할인)`,
    noDiscount: '할인 없음',
    stockFree: '재고 제한 없이 팔기',
    stock: '재고',
    receiveMethods: '받는 방법',
    receiveRequired: '받는 방법을 하나 이상 골라 주세요.',
    validDays: '유효 기간(일)',
    validDaysHelp: '구매한 날부터 며칠 동안 쓸 수 있는지예요. 0이면 기한이 없어요.',
    options: '옵션',
    optionsHelp: '맛, 크기처럼 고객이 고르는 옵션이에요. 추가 금액은 판매가에 더해져요.',
    optionName: '옵션 이름',
    optionStock: '옵션 재고',
    optionPrice: '추가 금액',
    optionStockFree: '재고 무제한',
    addOption: '옵션 추가',
    removeOption: (index: number) => `옵션 ${index} 삭제`,
    attributes: '상품 속성',
    templates: '상품 정보 고시',
    thumbnails: '상품 사진',
    thumbnailsHelp: '첫 번째 사진이 대표 사진이에요. 10장까지 올릴 수 있어요.',
    addPhoto: '사진 추가',
    uploading: '올리는 중',
    content: '상세 설명',
    contentHelp: '빈 줄로 문단을 나눠요.',
    created: '상품을 등록했어요. 검수가 끝나면 판매를 시작해요.',
    updated: '상품을 저장했어요.',
    refusedTitle: '지금은 상품을 등록할 수 없어요',
    refused: (status: string) =>
      `스토어가 '${status}' 상태예요. 상품은 스토어가 운영 중이거나 심사 중일 때만 등록할 수 있어요.`,
    refusedNoStore: '스토어가 없어서 상품을 등록할 수 없어요. 먼저 입점 신청을 해 주세요.',
    futureTitle: '아직 이 화면에서 다룰 수 없는 종류예요',
    futureText: (type: string) =>
      `'${type}' 종류의 상품이에요. 새로 생긴 종류라 여기서는 볼 수만 있어요. 고치려면 동네마켓 앱을 이용해 주세요.`,
    checkboxYes: '해당',
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
  noStore: '스토어가 있어야 쓸 수 있어요. 먼저 입점 신청을 해 주세요.',
  toStore: '스토어로',
  save: '저장',
  saveFailed: '저장하지 못했어요. 입력한 내용은 그대로 있어요.',
} as const;
