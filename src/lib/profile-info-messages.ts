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
    editReply: '답글 수정',
    editReplyTitle: '사장님 답글 고치기',
    replyEdited: '답글을 고쳤어요.',
    deleteReply: '답글 삭제',
    deleteReplyTitle: '사장님 답글을 삭제할까요?',
    deleteReplyBody: '삭제하면 이 리뷰는 답글 없는 리뷰로 돌아가요.',
    replyDeleted: '답글을 삭제했어요.',
    myReply: '사장님 답글',
    /** The review shown above the answer's field (a phone's drawer hides the list, issue 41). */
    answering: (nickname: string) => `${nickname}님의 리뷰`,
    count: (count: string) => `${count}개`,
    stars: (rating: number) => `별점 ${rating}점`,
    media: (count: string) => `첨부 ${count}개`,
  },
  follower: {
    label: '단골',
    title: '단골 관리',
    empty: '아직 단골이 없어요. 소식과 쿠폰으로 단골을 모아 보세요.',
    summary: '단골 요약',
    followers: '전체 단골',
    bookmarked: '즐겨찾기한 단골',
    newFollowers: '새 단골',
    unfollowers: '단골 해제',
    people: (count: string) => `${count}명`,
    bookmark: '즐겨찾기',
    unbookmark: '즐겨찾기 해제',
    bookmarkedToast: '즐겨찾기했어요.',
    unbookmarkedToast: '즐겨찾기를 해제했어요.',
    csv: 'CSV 내려받기',
    csvFile: '단골목록.csv',
  },
  pricing: {
    label: '가격표',
    title: '가격표 관리',
    priceAsk: '가격 문의',
  },
  customer: {
    label: '고객',
    comments: '고객이 남긴 댓글',
    saveMemo: '메모 저장',
    memoSaved: '메모를 저장했어요.',
  },
} as const;
