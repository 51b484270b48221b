/**
 * Korean copy of the shared header (copy deck strings marked). Kept beside the header until the
 * lead folds it into `src/lib/messages.ts`.
 */
import { notificationText } from '@/resources/notification/notification-text';

export const headerMessages = {
  logo: '동네마켓 비즈니스', // copy deck (page title)
  nav: '주요 메뉴',
  profileLink: '비즈프로필', // copy deck
  advertisingLink: '광고', // copy deck
  notifications: '알림',
  unreadNotifications: '새 알림이 있어요',
  chat: '채팅',
  // Ends with the visible count, so the link's name contains what it shows (WCAG 2.5.3).
  chatUnread: (count: string) => `안 읽은 메시지 ${count}`,
  chatOverflow: '99+', // copy deck
  notices: '공지사항',
  guide: '도움말',
  account: '내 계정',
  tabs: { all: '전체', business: '비즈프로필', advertisement: '광고', agency: '대행사' }, // copy deck
  emptyNotifications: '알림이 없어요.', // copy deck
  emptyNotices: '공지사항이 없어요.', // copy deck
  unreadItem: '읽지 않음',
  important: '중요',
  allNotices: '전체 보기',
  allNotifications: '전체 보기',
  guideItems: {
    usage: '이용 가이드',
    education: '온라인 교육',
    successStory: '성공 사례 및 노하우',
    customerCenter: '고객센터',
  }, // copy deck
  newTab: '(새 탭)',
  myInfo: '내 정보', // copy deck
  logout: '로그아웃', // copy deck
  notificationStopped: notificationText.stopped,
  notificationUnavailable: '이 알림의 화면은 아직 준비 중이라 열 수 없어요.',
} as const;
