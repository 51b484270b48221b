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

export function seedCustomerState(now: Date, nextId: () => number): CustomerState {
  const state: CustomerState = { relations: [], reviews: [] };
  addRelations(state, DEMO_ACCOUNT_IDS.active, knownCustomers.length, now);
  addRelations(state, DEMO_ACCOUNT_IDS.inspection, 9, now);
  addRelations(state, DEMO_ACCOUNT_IDS.dormant, 3, now);
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
      // Where they followed from is seeded beside the posts (world/seed-follow-sources.ts).
      followedPostId: null,
      unfollowedAt: followStatus === 'UNFOLLOWED' && followedAt ? toKstIso(addDays(followedAt, 3)) : null,
      bookmarked: followStatus === 'FOLLOWING' && index % 4 === 0,
      memo: index % 3 === 0 ? MEMOS[(index / 3) % MEMOS.length]! : '',
      visitCount,
      purchaseCount: Math.floor(visitCount * 0.6),
      lastVisitedAt: toKstIso(addDays(now, -(index % 12), 8 + (index % 11), 40)),
    });
  });
}
