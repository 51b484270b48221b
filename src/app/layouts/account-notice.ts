/**
 * Which banner an account's pages show above the page, from its status and status reasons: one at
 * a time, the most pressing first. An inspection the merchant has to act on (required, rejected)
 * links to the inspection's status page; the inspection's own pages say its state themselves.
 */
import type { BusinessAccount } from '@/api/business-accounts';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { routeRefusal } from '@/engine/access/route-access';
import { headerLinks } from '@/config/external-links';
import { messages } from '@/lib/messages';

export interface AccountNoticeContent {
  readonly tone: 'info' | 'warning' | 'error';
  readonly title: string;
  readonly description?: string;
  /** Where the merchant acts on it (external: another site, opened in a new tab). */
  readonly link?: { readonly label: string; readonly href: string; readonly external?: boolean };
}

export const inspectionNotices = {
  pending: '비즈프로필을 검수하고 있어요. 검수가 끝나면 고객에게 보여요.',
  required: {
    title: '사업자 검수를 받아야 비즈프로필이 고객에게 보여요.',
    description: '사업자등록번호와 사업자등록증을 준비해 주세요. 단계마다 저장돼서 나갔다가 이어서 할 수 있어요.',
    link: '사업자 검수로 가기',
  },
  rejected: {
    title: '사업자 검수가 반려되었어요.',
    description: '반려 사유와 고칠 곳을 확인하고 다시 요청해 주세요.',
    link: '반려 사유 보기',
  },
  askManager: '사업자 검수는 대표 관리자나 관리자가 요청할 수 있어요.',
  profileInfoRejected: {
    title: '바꾼 프로필 정보가 검수에서 반려되었어요.',
    description: '고객에게는 바꾸기 전 정보가 그대로 보여요. 반려 사유를 확인해 주세요.',
    link: '반려 사유 보기',
  },
} as const;

/**
 * Whether the page explains the inspection itself: the inspection's pages (status, steps, review)
 * and the extra information after creating a profile.
 */
function explainsInspection(account: BusinessAccount, pathname: string): boolean {
  const status = paths.inspection.status.href({ baId: account.id });
  return (
    pathname === status ||
    pathname.startsWith(`${status}/`) ||
    pathname === paths.info.registerExtra.href({ baId: account.id })
  );
}

export function accountNoticeOf(account: BusinessAccount, pathname: string): AccountNoticeContent | undefined {
  // A dormant account's one way back: the customer center (the dormancy notification says the same).
  if (account.status === 'DORMANT')
    return {
      tone: 'warning',
      title: messages.access.dormantNotice,
      link: { label: messages.access.dormantWayBack, href: headerLinks(env).guide.customerCenter, external: true },
    };
  // The inspection's pages explain its state themselves, with the reason and what to do.
  if (explainsInspection(account, pathname)) return undefined;
  const reasons = account.statusReasons;
  if (reasons.includes('INSPECTION_PENDING')) return { tone: 'info', title: inspectionNotices.pending };
  const href = paths.inspection.status.href({ baId: account.id });
  const notice = reasons.includes('INSPECTION_REJECTED')
    ? ({ tone: 'error', ...inspectionNotices.rejected } as const)
    : reasons.includes('INSPECTION_REQUIRED')
      ? ({ tone: 'warning', ...inspectionNotices.required } as const)
      : reasons.includes('PROFILE_INFO_INSPECTION_REJECTED')
        ? ({ tone: 'warning', ...inspectionNotices.profileInfoRejected } as const)
        : undefined;
  if (!notice) return undefined;
  // A role that may not open the inspection (a 멤버) is told, not sent where it would be refused.
  if (routeRefusal(account.role, href))
    return { tone: notice.tone, title: notice.title, description: inspectionNotices.askManager };
  return {
    tone: notice.tone,
    title: notice.title,
    description: notice.description,
    link: { label: notice.link, href },
  };
}
