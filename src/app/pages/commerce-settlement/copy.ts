/** Korean copy of the commerce settlement pages (해요체). */
import type { DepositStatus, SettlementReportStatus, SettlementService, VatPayStatus } from '@/api/commerce-settlement';
import { formatWon } from '@/lib/format';

export const settlementCopy = {
  title: '정산',
  description: '동네상점 주문의 정산을 달별로 보고, 입금 내역과 부가세 신고 자료를 받아요.',
  report: {
    title: '월별 정산',
    month: '정산 월',
    status: '정산 상태',
    due: (date: string) => `${date}까지 모두 입금돼요.`,
    empty: '이 달에 구매 확정된 주문이 없어요.',
    lines: '날짜별 정산',
    date: '구매 확정일',
    reconciled: (count: number, amount: number) =>
      `날짜별 ${count}줄을 더한 정산 금액 ${formatWon(amount)}이 이 달 합계와 같아요.`,
    notReconciled: '날짜별 금액의 합이 이 달 합계와 달라요. 고객센터로 문의해 주세요.',
    csv: '월별 정산 CSV 받기',
    csvFile: (key: string) => `동네상점_월별정산_${key}.csv`,
  },
  deposits: {
    title: '입금 내역',
    range: '입금일',
    empty: '이 기간에 입금이 없어요.',
    summary: '기간 합계',
    count: (count: number) => `입금 ${count}건`,
    completed: '입금 완료',
    scheduled: '입금 예정',
    held: '지급 보류',
    depositDate: '입금일',
    period: '정산 기간',
    status: '상태',
    open: '자세히',
    csv: '보이는 입금 CSV 받기',
    csvFile: (from: string, to: string) => `동네상점_입금내역_${from}_${to}.csv`,
    label: '입금 목록',
  },
  vat: {
    title: '부가세 신고 자료',
    hint: '기간 안의 결제를 결제 상태로 골라 CSV로 받아요.',
    statuses: '결제 상태',
    range: '결제일',
    needStatus: '결제 상태를 하나 이상 골라 주세요.',
    download: '부가세 신고 자료 받기',
    done: '부가세 신고 자료를 내려받았어요.',
    file: (from: string, to: string) => `부가세신고자료_${from}_${to}.csv`,
  },
  amounts: {
    orderCount: '주문 수',
    salesAmount: '판매 금액',
    discountAmount: '할인 금액',
    feeAmount: '수수료',
    depositAmount: '정산 금액',
    paymentAmount: '결제 금액',
  },
  deposit: {
    title: '입금 상세',
    back: '정산',
    summary: '입금 요약',
    account: '입금 계좌',
    holdReason: '보류 사유',
    lines: '입금에 포함된 주문',
    linesLabel: '구매 확정 주문 목록',
    confirmedAt: '구매 확정 일시',
    orderId: '주문번호',
    orderName: '주문 내용',
    payStatus: '결제 상태',
    emptyLines: '이 입금에 포함된 주문이 없어요.',
    checking: '주문 금액을 모두 더해 입금액과 맞춰 보고 있어요.',
    reconciled: (count: number, amount: number) =>
      `주문 ${count}건의 정산 금액을 모두 더하면 ${formatWon(amount)}이에요. 입금액과 같아요.`,
    notReconciled: (summed: number, deposit: number) =>
      `주문 ${formatWon(summed)}과 입금액 ${formatWon(deposit)}이 달라요. 고객센터로 문의해 주세요.`,
    csv: '입금 주문 CSV 받기',
    csvFile: (id: string) => `동네상점_입금_${id}.csv`,
    notFound: '입금을 찾을 수 없어요.',
  },
  service: { PICKUP: '픽업 주문', COMMERCE: '동네상점', RESERVATION: '예약' } satisfies Record<
    SettlementService,
    string
  >,
  reportStatus: {
    READY: '정산 예정',
    ADJUSTMENT: '정산 조정 중',
    COMPLETE: '정산 완료',
  } satisfies Record<SettlementReportStatus, string>,
  depositStatus: {
    SCHEDULED: '입금 예정',
    COMPLETED: '입금 완료',
    HELD: '지급 보류',
  } satisfies Record<DepositStatus, string>,
  payStatus: {
    PAID: '결제 완료',
    PARTIALLY_CANCELED: '부분 취소',
    CANCELED: '결제 취소',
  } satisfies Record<VatPayStatus, string>,
} as const;
