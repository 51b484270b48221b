/** Korean copy of 엑셀로 배송 시작 (해요체). */
import type { BulkUploadStatus } from '@/api/commerce-orders';

export const excelCopy = {
  open: '엑셀로 배송 시작',
  title: '엑셀로 배송 시작',
  step1: '1. 양식 내려받기',
  templateHint:
    '주문번호, 택배사, 송장번호를 적어 올리면 여러 주문의 배송을 한 번에 시작해요. ‘배송 주문 엑셀 받기’로 받은 파일에 택배사와 송장번호만 채워 올려도 돼요.',
  template: '양식 내려받기',
  templateFile: '배송시작_양식.xlsx',
  step2: '2. 파일 올리기',
  fileLabel: '배송 엑셀 파일',
  fileHint: 'xlsx, xls, csv 파일을 5MB까지 올릴 수 있어요.',
  reading: (name: string) => `${name}을 읽고 있어요.`,
  ready: (name: string, rows: number) => `${name} · ${rows.toLocaleString('ko-KR')}줄을 올릴 수 있어요.`,
  upload: '올리기',
  uploaded: '파일을 올렸어요. 처리 결과를 아래에서 확인해 주세요.',
  step3: '3. 등록 현황',
  noUpload: '아직 올린 파일이 없어요.',
  status: { PROCESSING: '처리 중', COMPLETED: '완료', FAILED: '실패' } satisfies Record<BulkUploadStatus, string>,
  processing: '파일을 처리하고 있어요. 잠시 후 결과가 나와요.',
  counts: (total: number, success: number, failure: number) =>
    `${total}줄 중 ${success}줄은 배송을 시작했고, ${failure}줄은 실패했어요.`,
  downloadErrors: (count: number) => `실패한 ${count}줄 내려받기`,
  rowsLabel: '줄별 처리 결과',
  columns: {
    row: '줄',
    orderNumber: '주문번호',
    carrier: '택배사',
    invoice: '송장번호',
    result: '결과',
    reason: '실패 사유',
  },
  started: '배송 시작',
  failed: '실패',
} as const;
