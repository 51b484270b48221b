/**
 * Korean copy of the business profile's info, audience and content screens (reviews, followers,
 * customers, images, pricing, operation time, info, management). Kept apart from messages.ts so
 * the screens built in parallel do not edit one file.
 */
export const profileInfoMessages = {
  review: {
    label: '리뷰',
    title: '리뷰 관리',
    empty: '아직 받은 리뷰가 없어요.',
    total: '전체 리뷰',
    uncommented: '답글 없는 리뷰',
    average: '평균 별점',
    reply: '답글 달기',
    replyTitle: '리뷰에 답글 달기',
    replied: '답글을 달았어요.',
    deleteReply: '답글 삭제',
    deleteReplyTitle: '사장님 답글을 삭제할까요?',
    deleteReplyBody: '삭제하면 이 리뷰는 답글 없는 리뷰로 돌아가요.',
    replyDeleted: '답글을 삭제했어요.',
    myReply: '사장님 답글',
    count: (count: string) => `${count}개`,
    stars: (rating: number) => `별점 ${rating}점`,
    media: (count: string) => `첨부 ${count}개`,
  },
} as const;
