/** Sweep cases of business-account administration (issue 15): branch stores, deletion, inspection, onboarding. */
import type { RouteCase, SeedState } from './cases';

export const ACCOUNT_ADMIN_SEED_PARAMS: Readonly<Record<string, (state: SeedState) => string>> = {
  // The newest branch of the brand 101.
  storeId: (state) =>
    String(state.branch.branches.filter((branch) => branch.brandBusinessAccountId === 101).at(-1)!.id),
  // 가게를 닫았어요 (the reasons are a fixed list).
  deleteReasonId: () => '1',
};

export const ACCOUNT_ADMIN_CASES: Readonly<Record<string, RouteCase>> = {
  '/profile/:baId/branch-store': {
    heading: '지점 관리',
    mainAction: { role: 'link', name: '지점 목록', then: { url: /\/branch-store\/list$/ } },
  },
  '/profile/:baId/branch-store/list': {
    heading: '지점 목록',
    mainAction: { role: 'link', name: '지점 등록', then: { url: /\/branch-store\/item-regist$/ } },
  },
  '/profile/:baId/branch-store/item-regist': {
    heading: '새 지점',
    form: {
      fill: { '지점 코드': 'DN-SW-901', '지점 이름': '동네커피 스윕점' },
      submit: '만들기',
      saveCall: 'branch.createBusinessAccountBranch',
      saved: { url: /\/branch-store\/list$/ },
    },
  },
  '/profile/:baId/branch-store/edit/:storeId': {
    heading: '지점 수정',
    form: {
      fill: { '지점 이름': '동네커피 망원한강점', '도로명 주소': '서울 마포구 망원로 12' },
      submit: '저장',
      saveCall: 'branch.updateBusinessAccountBranch',
      saved: { url: /\/branch-store\/list$/ },
    },
  },
  '/profile/:baId/branch-store/bulk-regist': {
    heading: '지점 일괄 등록',
    mainAction: { role: 'link', name: '일괄 등록 기록', then: { url: /\/branch-store\/bulk-history$/ } },
  },
  '/profile/:baId/branch-store/bulk-history': {
    heading: '지점 일괄 등록 기록',
    mainAction: {
      none: '기록마다 결과 파일 받기 버튼이 있어요: 파일이 내려받아지는지는 branch-store.spec.ts가 확인해요.',
    },
  },
  // Account 101 has a store (STORE_EXIST): both pages explain it and send the merchant to the orders.
  // The reason form itself is checked on account 103 by deletion.spec.ts (a failed save keeps the text).
  '/profile/:baId/delete': {
    heading: '계정 삭제',
    mainAction: { role: 'link', name: '주문 관리로 가기', then: { url: /\/profile\/101\/order$/ } },
  },
  '/profile/:baId/delete/reason/:deleteReasonId': {
    heading: '계정 삭제 사유',
    mainAction: { role: 'link', name: '주문 관리로 가기', then: { url: /\/profile\/101\/order$/ } },
  },
};
