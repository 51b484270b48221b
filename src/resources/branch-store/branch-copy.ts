/**
 * Korean copy of the brand coupon and the bulk upload panels (the pages' headings, links and
 * figures are in branch-page-copy.ts; the engine's branch screens take theirs from the schema).
 */
import type { BranchRegistrationFailureReason, BranchRegistration } from '@/api/branches';

export const branchCopy = {
  couponAttached: (name: string) => `지금 붙어 있는 쿠폰: ${name}`,
  couponNone: '붙어 있는 브랜드 쿠폰이 없어요.',
  couponPick: '붙일 브랜드 쿠폰',
  couponNoChoices: '붙일 수 있는 브랜드 쿠폰이 없어요.',
  couponPlaceholder: '쿠폰을 골라 주세요',
  attach: '쿠폰 붙이기',
  attached: '브랜드 쿠폰을 붙였어요.',
  detach: '쿠폰 떼기',
  detachTitle: '브랜드 쿠폰을 뗄까요?',
  detachBody: (name: string) => `'${name}' 쿠폰을 떼면 이 지점의 손님에게 더는 보이지 않아요.`,
  detached: '브랜드 쿠폰을 뗐어요.',
  couponExpires: (date: string) => `${date}까지`,
  brandOf: (brand: string, branch: string, code: string) => `${brand} · ${branch} (${code})`,
  // The upload
  stepExample: '1. 양식을 받아 지점을 적어 주세요',
  stepExampleBody:
    '첫 줄(머리글) 지점코드, 지점명은 그대로 두고, 한 줄에 한 지점씩 적어요. 양식의 지점코드 칸은 텍스트라서 0012처럼 0으로 시작하는 코드도 그대로 남아요.',
  exampleDownload: '양식 받기',
  stepFile: '2. 파일을 골라 올려 주세요',
  dropHint: '여기를 눌러 파일을 고르거나, 파일을 끌어다 놓아 주세요',
  dropHintSub: 'csv·엑셀(xlsx, xls) 파일 · 1MB · 500줄까지',
  checking: '파일을 확인하고 있어요…',
  checkedOk: (name: string, lines: number) => `'${name}'에 지점 ${lines}곳이 있어요. 올리기를 누르면 등록해요.`,
  upload: '올리기',
  uploading: '올리는 중이에요…',
  resultTitle: '등록 결과',
  resultSummary: (registration: BranchRegistration) =>
    `${registration.totalCount}줄 중 ${registration.successCount}곳을 등록했고 ${registration.failureCount}줄은 등록하지 못했어요.`,
  resultAllOk: (count: number) => `${count}곳을 모두 등록했어요.`,
  failuresTitle: '등록하지 못한 행',
  failuresHint:
    '아래 행을 고쳐 그 행만 담은 파일로 다시 올려 주세요. 행 번호는 엑셀에서 보이는 번호예요(머리글이 1행).',
  rowNumber: (row: number) => `${row}행`,
  resultDownload: '줄별 결과 파일 받기',
  another: '다른 파일 올리기',
  columns: { row: '행', code: '지점 코드', name: '지점 이름', reason: '이유' },
  failureReasons: {
    EMPTY_ORIGIN_BRANCH_ID: '지점 코드가 비어 있어요',
    EMPTY_BRANCH_NAME: '지점 이름이 비어 있어요',
    TOO_LONG: '30자를 넘는 값이 있어요',
    DUPLICATED_ORIGIN_BRANCH_ID: '이미 있는 지점 코드예요',
    DUPLICATED_BRANCH_NAME: '이미 있는 지점 이름이에요',
    DUPLICATED_ORIGIN_BRANCH_ID_IN_FILE: '파일 안 위쪽 행에 같은 지점 코드가 있어요',
    DUPLICATED_BRANCH_NAME_IN_FILE: '파일 안 위쪽 행에 같은 지점 이름이 있어요',
  } satisfies Record<BranchRegistrationFailureReason, string>,
  empty: '(비어 있음)',
};
