/** The Korean words of the store home (`/profile/{baId}/store`), and the store's states said as sentences. */
import type { DeliveryFeeType, StoreInfoQuery, StoreRequestUnavailability, StoreStatus } from '@/api/commerce/catalog';
import { formatWon } from '@/lib/format';

export const storeStatusText: Record<StoreStatus, string> = {
  ACTIVE: '고객이 스토어에서 상품을 살 수 있어요.',
  PENDING: '스토어를 심사하고 있어요. 심사 중에도 상품을 미리 등록해 둘 수 있어요.',
  INACTIVE: '스토어 운영이 멈춰 있어요. 고객에게 보이지 않고, 상품을 새로 등록할 수 없어요.',
  BLOCKED: '운영 정책에 따라 스토어 이용이 제한됐어요. 자세한 내용은 고객센터에 문의해 주세요.',
  REJECTED: '스토어 심사에서 반려됐어요. 반려 사유를 확인하고 다시 신청해 주세요.',
  DELETED: '삭제된 스토어예요.',
};

/** Why a store cannot be requested now, each in a sentence a merchant can act on. */
export const unavailabilityText: Record<StoreRequestUnavailability, string> = {
  ALREADY_REQUESTED: '이미 입점 신청을 했어요. 심사 결과가 나올 때까지 기다려 주세요.',
  STORE_EXISTS: '이 비즈니스 계정에는 이미 스토어가 있어요. 스토어는 계정마다 하나만 열 수 있어요.',
  UNAVAILABLE_CATEGORY: '아직 이 업종은 스토어를 열 수 없어요. 업종이 열리면 알림으로 알려 드릴게요.',
  UNAVAILABLE_REGION: '아직 이 동네에서는 스토어를 열 수 없어요. 동네가 열리면 알림으로 알려 드릴게요.',
  UNAVAILABLE_TYPE: '이 비즈니스 계정 종류로는 스토어를 열 수 없어요. 사업자 계정으로 신청해 주세요.',
};

/** 무료 배송 / 배송비 3,000원 / 배송비 3,000원 · 30,000원 이상 무료. */
export function deliverySummary(type: DeliveryFeeType, fee: number, freeCondition: number | null | undefined): string {
  if (type === 'FREE') return '무료 배송';
  if (type === 'FIXED') return `배송비 ${formatWon(fee)}`;
  return `배송비 ${formatWon(fee)} · ${formatWon(freeCondition ?? 0)} 이상 무료`;
}

export const storeWords = {
  title: '스토어',
  /** The store request's panel on the store home. */
  request: '입점 신청',
  none: '아직 스토어가 없어요.',
  openAlarm: '열리면 알림 받기',
  openAlarmDone: '알림을 신청했어요. 스토어를 열 수 있게 되면 알려 드릴게요.',
  openAlarmRequested: '알림 신청함',
  status: '스토어 상태',
  rejectedProducts: (count: number) => `반려된 상품 ${count}개`,
  rejectedProductsHint: '반려된 상품은 고쳐서 저장하면 다시 검수해요.',
  minConditionPrice: '최소 주문 금액',
  delivery: '배송비',
  region: '배송 가능 지역',
  openedAt: '개설일',
  links: {
    deliverySetting: '배송 설정',
    minConditionPrice: '최소 주문 금액',
    products: '상품 관리',
    orders: '주문 관리',
    settlement: '정산',
  },
} as const;

/** A closed region or category: the merchant may ask to be told when it opens. */
export function closedForNow(info: Pick<StoreInfoQuery['storeInfo'], 'requestUnavailability'>): boolean {
  return info.requestUnavailability === 'UNAVAILABLE_CATEGORY' || info.requestUnavailability === 'UNAVAILABLE_REGION';
}
