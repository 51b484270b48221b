/** Posts the tests write as a merchant would (only for tests): a short notice, and a vote sent to followers. */
export const A_NOTICE = { title: '오늘의 소식', content: '오늘도 문 열었어요.', business_post_type: 'NOTICE' } as const;

export function aVote(title: string) {
  return {
    title,
    content: '어떤 디저트를 더 만들까요?',
    business_post_type: 'EVENT',
    send_follower_notification: true,
    additional_data: {
      vote: { question: '무엇이 좋으세요?', options: [{ text: '스콘' }, { text: '마들렌' }], allow_multiple: false },
    },
  } as const;
}
