/** Sweep cases of the business profile's info, audience and content screens (issue 14, profile-info). */
import type { RouteCase, SeedState } from './cases';

export const PROFILE_INFO_SEED_PARAMS: Readonly<Record<string, (state: SeedState) => string>> = {
  // A follower of 101 who has commented on one of 101's posts (a customer's comments are the posts' rows).
  customerId: (state) => {
    const posts = new Set(state.post.posts.filter((post) => post.business_account_id === 101).map((post) => post.id));
    const commenters = new Set(
      state.post.comments
        .filter((comment) => comment.author.type === 'USER' && posts.has(comment.post_id))
        .map((comment) => comment.author.id),
    );
    return String(
      state.customer.relations.find(
        (relation) =>
          relation.accountId === 101 && relation.followStatus === 'FOLLOWING' && commenters.has(relation.customerId),
      )!.customerId,
    );
  },
};

export const PROFILE_INFO_CASES: Readonly<Record<string, RouteCase>> = {
  '/profile/:baId/review': {
    heading: '리뷰 관리',
    mainAction: { role: 'button', name: /^답글 달기: /, then: { dialog: /^리뷰에 답글 달기/ } },
  },
  '/profile/:baId/follower': {
    heading: '단골 관리',
    mainAction: {
      role: 'button',
      name: /^(즐겨찾기|즐겨찾기 해제): /,
      then: { text: /즐겨찾기(했어요|를 해제했어요)\./ },
    },
  },
  '/profile/:baId/customer/:customerId': {
    heading: /.+/,
    form: {
      fill: { 메모: '월요일마다 아메리카노 두 잔 포장해 가세요.' },
      submit: '메모 저장',
      saveCall: 'customer.updateCustomerMemo',
      saved: { toast: '메모를 저장했어요.' },
    },
  },
  '/profile/:baId/pricing': {
    heading: '가격표 관리',
    // Every item repeats the same labels (항목 이름, 가격), which the form case cannot tell apart;
    // typed values surviving failed saves are tested in tests/unit/pricing-screen.test.tsx.
    mainAction: { role: 'button', name: '저장', then: { text: '저장했어요.' } },
  },
};
