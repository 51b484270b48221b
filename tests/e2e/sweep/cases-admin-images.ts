/** Sweep cases of the administrators (invitations, role rules) and the local profile's images (issue 15, issue 14). */
import type { RouteCase } from './cases';

export const ADMIN_IMAGES_CASES: Readonly<Record<string, RouteCase>> = {
  '/profile/:baId/administrator': {
    heading: '관리자',
    mainAction: { role: 'button', name: '초대하기', then: { dialog: '관리자 초대' } },
  },
  '/profile/:baId/images': {
    heading: '사진 관리',
    mainAction: { role: 'button', name: '사진 올리기', then: { dialog: '사진 올리기' } },
  },
};
