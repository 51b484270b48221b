/** Sweep cases of the pickup routes built in the pickup area (settlement, onboarding, origin and nutrition). */
import type { RouteCase } from './cases';

export const PICKUP_ROUTE_CASES: Readonly<Record<string, RouteCase>> = {
  '/profile/:baId/pickup/settlement': {
    heading: '픽업 정산',
    mainAction: { role: 'button', name: /입금 상세$/, then: { dialog: /입금 상세/ } },
  },
  '/profile/:baId/pickup/menu/origin-nutrition': {
    heading: '원산지·영양 정보',
    form: {
      fill: { 원산지: '쌀: 국내산, 돼지고기: 국내산, 김치(배추: 국내산, 고춧가루: 국내산)' },
      submit: '저장',
      saveCall: 'pickup.updateStoreIngredients',
      saved: { toast: '저장했어요.' },
    },
  },
  '/profile/:baId/pickup/kickoff': {
    heading: '픽업 주문 시작하기',
    mainAction: { role: 'link', name: '주문 화면으로', then: { url: /\/pickup\/order$/ } },
  },
  '/profile/:baId/pickup/terms': {
    heading: '픽업 서비스 이용약관',
    mainAction: { role: 'link', name: '입점 신청으로', then: { url: /\/pickup\/setup$/ } },
  },
  '/profile/:baId/pickup/setup': {
    heading: '픽업 입점 신청',
    mainAction: { role: 'button', name: /정산 계좌/, then: { text: '예금주' } },
  },
  '/profile/:baId/pickup/setup/complete': {
    heading: '입점이 승인되었어요',
    mainAction: { role: 'link', name: '주문 화면으로', then: { url: /\/pickup\/order$/ } },
  },
};
