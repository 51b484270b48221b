/** Sweep cases of the profile's info pages and profile creation (issues 14–15, helper `info`). */
import type { RouteCase } from './cases';

export const INFO_CASES: Readonly<Record<string, RouteCase>> = {
  '/profile/:baId/info': {
    heading: '비즈프로필 정보',
    mainAction: { role: 'link', name: /^기본 정보 (수정하기|입력하기)$/, then: { url: /\/info\/base-info$/ } },
  },
  '/profile/:baId/info/base-info': {
    heading: '기본 정보',
    form: {
      fill: { 전화번호: '02-335-1234' },
      submit: '저장',
      saveCall: 'business-account.updateBusinessAccountBaseInfo',
      saved: { toast: '저장했어요.' },
    },
  },
  '/profile/:baId/info/ba-info': {
    heading: '계정 정보',
    form: {
      choose: ['찾아가는 서비스예요'],
      fill: {},
      submit: '저장',
      saveCall: 'business-account.updateBusinessAccountBaseInfo',
      saved: { toast: '저장했어요.' },
    },
  },
  '/profile/:baId/info/business-info': {
    heading: '사업자 정보',
    mainAction: { role: 'link', name: '비즈프로필 정보로', then: { url: /\/profile\/101\/info$/ } },
  },
  '/profile/:baId/info/introduction-info': {
    heading: '소개와 사진',
    form: {
      fill: { '홍보 문구': '평일 오전 11시 전에 포장하면 10% 할인해 드려요.' },
      submit: '저장',
      saveCall: 'business-account.partiallyUpdateBusinessAccount',
      saved: { toast: '저장했어요.' },
    },
  },
  // Pressing 다음 with nothing filled in names what is missing (the journey is profile-info.spec.ts).
  '/profile/create': {
    heading: '비즈프로필 만들기',
    mainAction: { role: 'button', name: '다음', then: { text: '필수 항목이에요.' } },
  },
  '/profile/:baId/register/extra': {
    heading: '추가 정보 입력',
    form: {
      fill: { '홍보 문구': '첫 방문 손님께 아메리카노를 500원 할인해 드려요.' },
      submit: '저장하고 시작하기',
      saveCall: 'business-account.partiallyUpdateBusinessAccount',
      saved: { toast: '추가 정보를 저장했어요.' },
    },
  },
};
