/** Sweep cases of the posts and dashboard routes (profile-posts). */
import type { RouteCase } from './cases';

export const PROFILE_POSTS_CASES: Readonly<Record<string, RouteCase>> = {
  '/profile/:baId/post/new': {
    heading: '새 소식',
    form: {
      fill: { 제목: '이번 주말 원두 할인해요', 본문: '이번 주말에는 모든 원두를 10% 할인해요. 들러 주세요.' },
      submit: '만들기',
      saveCall: 'post.createPost',
      saved: { url: /\/post$/ },
    },
  },
  '/profile/:baId/post/new/survey': {
    heading: '새 설문 소식',
    form: {
      fill: {
        제목: '새 메뉴 의견을 들려주세요',
        본문: '다음 달 새 메뉴를 고르고 있어요. 설문에 답해 주세요.',
        '설문 제목': '다음 달 새 메뉴',
        질문: '어떤 메뉴가 좋으세요?',
      },
      // A 하나 고르기 question starts with two empty choices: a survey cannot go out without them.
      fillEach: { 선택지: ['김치볶음밥', '제육덮밥'] },
      submit: '만들기',
      saveCall: 'post.createPost',
      saved: { url: /\/post$/ },
    },
  },
  '/profile/:baId/post/new/vote': {
    heading: '새 투표 소식',
    form: {
      fill: {
        제목: '겨울 음료 투표해요',
        본문: '겨울 한정 음료를 투표로 정해요. 참여해 주세요.',
        '투표 질문': '어떤 겨울 음료가 좋으세요?',
      },
      submit: '만들기',
      saveCall: 'post.createPost',
      saved: { url: /\/post$/ },
    },
  },
  '/profile/:baId/post/update/:postId': {
    heading: '소식 수정',
    form: {
      fill: { 제목: '오늘 저녁 8시부터 마감 할인' },
      submit: '저장',
      saveCall: 'post.updatePost',
      saved: { url: /\/post\/detail\/\d+$/ },
    },
  },
  '/user/post/new': {
    search: '?baId=101',
    heading: '새 소식',
    form: {
      fill: { 제목: '앱에서 쓴 소식이에요', 본문: '이번 주 영업시간이 바뀌었어요. 확인해 주세요.' },
      submit: '만들기',
      saveCall: 'post.createPost',
      saved: { url: /^\/user\/post\/detail\/\d+$/ },
    },
  },
  '/user/post/detail/:postId': {
    search: '?baId=101',
    heading: '오늘 저녁 8시부터 마감 할인해요',
    mainAction: { role: 'button', name: '댓글 쓰기', then: { dialog: '새 댓글' } },
  },
  '/user/post/update/:postId': {
    search: '?baId=101',
    heading: '소식 수정',
    form: {
      fill: { 제목: '오늘 저녁 8시부터 마감 할인' },
      submit: '저장',
      saveCall: 'post.updatePost',
      saved: { url: /^\/user\/post\/detail\/\d+$/ },
    },
  },
  '/profile/:baId/dashboard': {
    heading: '통계',
    mainAction: { role: 'link', name: '게시글 통계 보기', then: { url: /\/dashboard\/post$/ } },
  },
  '/profile/:baId/dashboard/post': {
    heading: '게시글 통계',
    mainAction: { role: 'link', name: '전체 통계 보기', then: { url: /\/dashboard$/ } },
  },
};
