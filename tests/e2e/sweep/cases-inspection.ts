/**
 * Sweep cases of the business inspection (issue 15). The sweep opens every route on account 101,
 * whose business inspection is approved: its steps stay editable (an approved account may write a
 * new request), so each form step is checked for what it keeps through failed draft saves.
 */
import type { RouteCase } from './cases';

const SAVE = 'business-account.saveInspectionDraft';

export const INSPECTION_CASES: Readonly<Record<string, RouteCase>> = {
  '/profile/:baId/inspection': {
    heading: '사업자 검수',
    // Approved: a new request is offered (not pushed), from the first step.
    mainAction: { role: 'link', name: '새로 검수 요청하기', then: { url: /\/inspection\/bizprofile-info$/ } },
  },
  '/profile/:baId/inspection/bizprofile-info': {
    heading: '비즈프로필 정보 확인',
    form: {
      choose: ['비즈프로필 정보가 사업자등록증과 같아요'],
      fill: {},
      submit: '저장하고 다음',
      saveCall: SAVE,
      saved: { url: /\/inspection\/business-number$/ },
    },
  },
  '/profile/:baId/inspection/business-number': {
    heading: '사업자등록번호',
    form: {
      fill: { 사업자등록번호: '1051234564' },
      submit: '저장하고 다음',
      saveCall: SAVE,
      saved: { url: /\/inspection\/business-info$/ },
    },
  },
  // 101's registered business type fills the step; the merchant may keep it.
  '/profile/:baId/inspection/business-info': {
    heading: '사업자 정보',
    form: {
      fill: {},
      submit: '저장하고 다음',
      saveCall: SAVE,
      saved: { url: /\/inspection\/business-registration-image$/ },
    },
  },
  // A photo cannot be typed: the page's keyboard check is 임시 저장 (its upload checks are in inspection.spec.ts).
  '/profile/:baId/inspection/business-registration-image': {
    heading: '사업자등록증',
    mainAction: { role: 'button', name: '임시 저장', then: { text: /임시 저장했어요/ } },
  },
  '/profile/:baId/inspection/mail-order-sale-registration-number': {
    heading: '통신판매업 신고번호',
    form: {
      fill: { '통신판매업 신고번호': '2021-서울마포-1234' },
      submit: '저장하고 다음',
      saveCall: SAVE,
      saved: { url: /\/inspection\/dynamic$/ },
    },
  },
  '/profile/:baId/inspection/dynamic': {
    heading: '추가 정보',
    form: {
      fill: { '간판에 적힌 상호': '동네커피 망원점' },
      pick: { 개업일: '2019.03.02' },
      submit: '저장하고 확인하기',
      saveCall: SAVE,
      saved: { url: /\/inspection\/complete$/ },
    },
  },
  '/profile/:baId/inspection/complete': {
    heading: '확인하고 검수 요청하기',
    mainAction: { role: 'link', name: '검수 현황 보기', then: { url: /\/inspection$/ } },
  },
};
