/** Korean copy of the notifications page; the header's popup says the same of an item. */
export const notificationText = {
  title: '알림',
  empty: '알림이 없어요.', // copy deck
  tabsLabel: '알림 종류',
  tabs: { total: '전체', business: '비즈프로필', advertisement: '광고', agency: '대행사' }, // copy deck
  stopped: '운영 중이 아닌 비즈프로필의 알림이라 열 수 없어요.',
  unavailableTag: '준비 중인 화면',
} as const;
