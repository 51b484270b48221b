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
  '/profile/:baId/post/update/:postId': {
    heading: '소식 수정',
    form: {
      fill: { 제목: '오늘 저녁 8시부터 마감 할인' },
      submit: '저장',
      saveCall: 'post.updatePost',
      saved: { url: /\/post\/detail\/\d+$/ },
    },
  },
};
