/** Sweep cases of the business profile's info, audience and content screens (issue 14, profile-info). */
import type { RouteCase, SeedState } from './cases';

export const PROFILE_INFO_SEED_PARAMS: Readonly<Record<string, (state: SeedState) => string>> = {};

export const PROFILE_INFO_CASES: Readonly<Record<string, RouteCase>> = {
  '/profile/:baId/review': {
    heading: '리뷰 관리',
    mainAction: { role: 'button', name: /^답글 달기: /, then: { dialog: /^리뷰에 답글 달기/ } },
  },
};
