import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { addDays, toKstIso } from '../../core/time';
import type { StatisticsPostRow, StatisticsState } from './state';

const CAFE_POSTS = [
  '겨울 시즌 메뉴 뱅쇼 시작했어요',
  '11월 원두 에티오피아 구지 입고',
  '이번 주 토요일은 오후 3시에 닫아요',
  '단골 고객님께 스탬프 두 배 이벤트',
  '새로 나온 밤 크림 라떼 소개해요',
  '크리스마스 홀케이크 예약 받아요',
  '비 오는 날 따뜻한 음료 할인',
  '핸드드립 원데이 클래스 모집',
  '망원시장 장 보고 쉬어 가세요',
  '콜드브루 원액 병으로 팔아요',
  '가을 한정 무화과 타르트',
  '매장 창가 자리 새로 꾸몄어요',
  '오픈 3주년 감사 인사',
  '디카페인 원두 들어왔어요',
];
const SNACK_POSTS = [
  '떡볶이 맵기 단계 새로 나왔어요',
  '점심 김밥 세트 할인해요',
  '비 오는 날엔 어묵탕',
  '합정역 7번 출구 바로 앞이에요',
  '단체 주문 미리 말씀해 주세요',
];
const BAKERY_POSTS = ['소금빵 굽는 시간 안내', '잠시 쉬어 가요'];

export function seedStatistics(now: Date, nextId: () => number): StatisticsState {
  return {
    posts: [
      ...postsOf(DEMO_ACCOUNT_IDS.active, CAFE_POSTS, 4, now, nextId),
      ...postsOf(DEMO_ACCOUNT_IDS.inspection, SNACK_POSTS, 9, now, nextId),
      ...postsOf(DEMO_ACCOUNT_IDS.dormant, BAKERY_POSTS, 40, now, nextId),
    ],
  };
}

/** One post every `everyDays` days, newest first; every third post has no photo. */
function postsOf(
  accountId: number,
  titles: readonly string[],
  everyDays: number,
  now: Date,
  nextId: () => number,
): StatisticsPostRow[] {
  return titles.map((title, index) => {
    const id = nextId();
    return {
      id,
      accountId,
      title,
      thumbnailUrl: index % 3 === 2 ? null : `https://images.dongnemarket.com/posts/${id}/256x256.png`,
      publishedAt: toKstIso(addDays(now, -(index * everyDays + 1), 9 + (index % 8), 10)),
    };
  });
}
