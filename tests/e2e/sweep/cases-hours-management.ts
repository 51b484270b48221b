/** Sweep cases of the opening hours and the profile-management hub (issue 14, hours-management). */
import type { RouteCase } from './cases';

export const HOURS_MANAGEMENT_CASES: Readonly<Record<string, RouteCase>> = {
  '/profile/:baId/operation-time': {
    heading: '영업시간 관리',
    // Every time field is named by its day (월요일 여는 시간), so a form case can type into them.
    form: {
      fill: { '월요일 여는 시간': '10:00', '월요일 닫는 시간': '22:00' },
      submit: '저장',
      saveCall: 'business-account.updateOperationTimes',
      saved: { toast: '저장했어요.' },
    },
  },
  '/profile/:baId/management': {
    heading: '비즈프로필 관리',
    mainAction: {
      role: 'button',
      name: '소식 연속 올리기 완료 확인',
      // The quest's last open item: confirming it finishes the quest and hands out its reward.
      then: { text: /^퀘스트를 모두 마쳤어요. 보상: / },
    },
  },
};
