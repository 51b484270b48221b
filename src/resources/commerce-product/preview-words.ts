/** The Korean copy of the buyer's view of a product (`/preview/products/{productId}`). */
import type { ProductStatus, ReceiveMethod } from '@/api/commerce/catalog';

export const productStatusLabel: Record<ProductStatus, string> = {
  ACTIVE: '판매 중',
  INACTIVE: '판매 중지',
  PENDING: '검수 중',
  BANNED: '판매 금지',
  REJECTED: '반려',
};

export const receiveMethodLabel: Record<ReceiveMethod, string> = {
  DELIVERY: '배송',
  PICKUP: '매장 픽업',
};

export const previewCopy = {
  title: '상품 미리보기',
  notOnSale: (status: string) => `지금 '${status}' 상태라 고객에게는 보이지 않아요. 판매를 시작하면 이렇게 보여요.`,
  options: '옵션 선택',
  optionExtra: (amount: string) => `+${amount}`,
  soldOut: '품절',
  attributes: '상품 속성',
  content: '상세 설명',
  noContent: '상세 설명이 아직 없어요.',
  receive: '받는 방법',
  validDays: (days: number) => (days > 0 ? `구매 후 ${days}일 동안 쓸 수 있어요.` : '유효 기간이 없어요.'),
  checkboxValue: (value: string) => (value === 'true' ? '예' : '아니요'),
  buy: '구매하기',
  buyDisabled: '미리보기에서는 살 수 없어요.',
  missingAccount: '어느 스토어의 상품인지 알 수 없어요. 상품 목록에서 미리보기를 열어 주세요.',
} as const;
