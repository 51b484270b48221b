/** Korean copy of the notices' screens. */
export const noticeText = {
  title: '공지사항',
  empty: '공지사항이 없어요.', // copy deck
  important: '중요',
  notFound: '공지사항을 찾을 수 없어요. 삭제되었거나 주소가 잘못되었을 수 있어요.',
  link: '자세히 보기',
  content: '내용',
} as const;
