import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { addDays, toKstIso } from '../../core/time';
import { knownCustomers } from './extra-customers';
import { seedReviews } from './review-seed';
import type { CustomerState } from './state';

const MEMOS = [
  '라떼는 항상 오트밀크로 주문하세요.',
  '주말 오전 단골, 스콘을 좋아하세요.',
  '원두 200g 정기 구매 고객',
  '디카페인 문의 많으심. 입고되면 알려드리기',
  '케이크 예약 두 번 하셨어요. 생일 11월',
  '',
];

const CAFE_POSTS = [
  '겨울 시즌 메뉴 뱅쇼 시작했어요',
  '11월 원두 에티오피아 구지 입고',
  '이번 주 토요일은 오후 3시에 닫아요',
  '단골 고객님께 스탬프 두 배 이벤트',
  '새로 나온 밤 크림 라떼 소개해요',
];
const CAFE_COMMENTS = [
  '뱅쇼 너무 기다렸어요! 이번 주말에 갈게요.',
  '구지 원두 핸드드립으로도 주문 가능한가요?',
  '토요일에 가려고 했는데 일찍 닫는군요. 일요일에 갈게요.',
  '스탬프 두 배라니 감사합니다 ㅎㅎ',
  '밤 크림 라떼 어제 마셔 봤는데 정말 맛있었어요.',
  '주차는 근처 공영주차장 이용하면 되나요?',
  '포장 주문도 스탬프 적립되나요?',
  '사진만 봐도 따뜻해지네요.',
];

const SNACK_POSTS = ['떡볶이 맵기 단계 새로 나왔어요', '점심 김밥 세트 할인해요'];
const SNACK_COMMENTS = ['2단계가 딱 좋아요!', '김밥 세트 포장도 되나요?', '튀김이 바삭해서 좋아요.'];

export function seedCustomerState(now: Date, nextId: () => number): CustomerState {
  const state: CustomerState = { relations: [], comments: [], reviews: [] };
  addRelations(state, DEMO_ACCOUNT_IDS.active, knownCustomers.length, now);
  addRelations(state, DEMO_ACCOUNT_IDS.inspection, 9, now);
  addRelations(state, DEMO_ACCOUNT_IDS.dormant, 3, now);
  addComments(state, DEMO_ACCOUNT_IDS.active, CAFE_POSTS, CAFE_COMMENTS, now, nextId);
  addComments(state, DEMO_ACCOUNT_IDS.inspection, SNACK_POSTS, SNACK_COMMENTS, now, nextId);
  state.reviews = seedReviews(now, nextId);
  return state;
}

/** Mostly followers; every ninth customer unfollowed, every eleventh only visited. */
function addRelations(state: CustomerState, accountId: number, count: number, now: Date) {
  knownCustomers.slice(0, count).forEach((customer, index) => {
    const followStatus = index % 11 === 10 ? 'NOT_FOLLOWING' : index % 9 === 8 ? 'UNFOLLOWED' : 'FOLLOWING';
    const followedAt = followStatus === 'NOT_FOLLOWING' ? null : addDays(now, -(index * 5 + 1), 9 + (index % 10), 15);
    const visitCount = ((index * 7) % 23) + 1;
    state.relations.push({
      accountId,
      customerId: customer.id,
      followStatus,
      followedAt: followedAt ? toKstIso(followedAt) : null,
      unfollowedAt: followStatus === 'UNFOLLOWED' && followedAt ? toKstIso(addDays(followedAt, 3)) : null,
      bookmarked: followStatus === 'FOLLOWING' && index % 4 === 0,
      memo: index % 3 === 0 ? MEMOS[(index / 3) % MEMOS.length]! : '',
      visitCount,
      purchaseCount: Math.floor(visitCount * 0.6),
      lastVisitedAt: toKstIso(addDays(now, -(index % 12), 8 + (index % 11), 40)),
    });
  });
}

/** The first customer comments on every post (two pages); the others on one or two. */
function addComments(
  state: CustomerState,
  accountId: number,
  posts: readonly string[],
  texts: readonly string[],
  now: Date,
  nextId: () => number,
) {
  const postIds = posts.map(() => nextId());
  const commenters = state.relations.filter((relation) => relation.accountId === accountId);
  commenters.forEach((relation, index) => {
    const count = index === 0 ? 12 : (index % 3) + (index % 2);
    for (let n = 0; n < count; n += 1) {
      const post = (index + n) % posts.length;
      state.comments.push({
        id: nextId(),
        accountId,
        customerId: relation.customerId,
        postId: postIds[post]!,
        postTitle: posts[post]!,
        content: texts[(index * 3 + n) % texts.length]!,
        createdAt: toKstIso(addDays(now, -(n * 2 + (index % 5)), 12 + (n % 9), (index * 7) % 60)),
      });
    }
  });
}
