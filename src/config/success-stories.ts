/**
 * Success stories (spec 000 §2 "/success-story/{category}"): the console's own editorial content,
 * public like the terms, so no service serves it (a signed-out visitor reads it, and the spec has
 * no such call). Its categories are addresses: the route table's values, listed by the sitemap.
 * The spec gives no content; these are designed.
 */
export interface StoryCategory {
  readonly slug: string;
  readonly name: string;
}

export interface Story {
  readonly id: string;
  readonly category: string;
  readonly business: string;
  readonly area: string;
  readonly title: string;
  readonly summary: string;
  readonly tips: readonly string[];
}

export const storyCategories: readonly StoryCategory[] = [
  { slug: 'food', name: '음식점' },
  { slug: 'cafe', name: '카페·디저트' },
  { slug: 'beauty', name: '뷰티' },
  { slug: 'education', name: '교육' },
];

export const stories: readonly Story[] = [
  {
    id: 'food-1',
    category: 'food',
    business: '한끼분식',
    area: '합정동',
    title: '점심 쿠폰 하나로 단골 300명',
    summary:
      '평일 11시~14시에만 쓰는 1,000원 할인 쿠폰을 매주 월요일에 새로 발행했어요. 석 달 만에 단골이 300명을 넘었어요.',
    tips: ['쿠폰은 쓸 수 있는 시간을 좁게 정해요.', '소식에 오늘의 메뉴 사진을 꾸준히 올려요.'],
  },
  {
    id: 'food-2',
    category: 'food',
    business: '동네국밥',
    area: '성수동',
    title: '포장 주문으로 저녁 매출 두 배',
    summary: '픽업 주문을 열고 포장 전용 메뉴를 따로 만들었어요. 퇴근길 주문이 늘어 저녁 매출이 두 배가 됐어요.',
    tips: ['포장 메뉴는 조리 시간이 짧은 것으로 골라요.', '준비 시간을 넉넉히 적어 약속을 지켜요.'],
  },
  {
    id: 'cafe-1',
    category: 'cafe',
    business: '동네커피 망원점',
    area: '망원동',
    title: '후기에 답글 달기로 별점 4.9',
    summary:
      '모든 후기에 하루 안에 답글을 달았어요. 아쉬운 후기는 바로 고쳐서 다음 방문 때 알렸더니 재방문이 늘었어요.',
    tips: ['후기 답글은 24시간 안에 달아요.', '아쉬운 점은 바꾼 내용을 소식으로 알려요.'],
  },
  {
    id: 'cafe-2',
    category: 'cafe',
    business: '작은빵집',
    area: '연남동',
    title: '갓 구운 빵 알림으로 오전 완판',
    summary: '빵이 나오는 시간에 맞춰 소식을 올렸어요. 단골이 알림을 보고 찾아와 오전에 다 팔리는 날이 많아졌어요.',
    tips: ['빵 나오는 시간을 고정해 알려요.', '남은 빵은 마감 할인 쿠폰으로 알려요.'],
  },
  {
    id: 'beauty-1',
    category: 'beauty',
    business: '봄네일',
    area: '상수동',
    title: '첫 방문 쿠폰으로 예약 40% 증가',
    summary: '단골만 받는 쿠폰 대신 첫 방문 쿠폰을 만들었어요. 동네 이웃이 부담 없이 찾아와 예약이 40% 늘었어요.',
    tips: ['첫 방문 쿠폰은 인기 시술에만 걸어요.', '작업 사진은 밝은 곳에서 찍어 올려요.'],
  },
  {
    id: 'education-1',
    category: 'education',
    business: '우리동네 피아노',
    area: '문래동',
    title: '발표회 소식으로 상담 문의가 매달 20건',
    summary: '아이들 발표회 영상을 소식으로 올렸어요. 같은 동네 부모님들의 상담 문의가 매달 20건씩 들어와요.',
    tips: ['수업 모습은 보호자 동의를 받고 올려요.', '상담 가능한 시간을 소식 끝에 적어요.'],
  },
];
