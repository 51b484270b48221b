import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { profileImageOf, seedCustomers, type SeedCustomer } from '../customers';
import { addDays, addMinutes, toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { followerCountOf } from '../../world/counts';
import { seedAnswers } from './answers';
import { kstMonthWindow } from './model';
import { BAKERY_POSTS, COFFEE_POSTS, COMMENT_TEXTS, REPLY_TEXTS, SNACK_POSTS, type PostSeed } from './seed-posts';
import type { CommentRow, PostRow, PostState } from './state';

const ACCOUNT_NAMES: Record<number, string> = {
  [DEMO_ACCOUNT_IDS.active]: '동네커피 망원점',
  [DEMO_ACCOUNT_IDS.inspection]: '한끼분식 합정점',
  [DEMO_ACCOUNT_IDS.dormant]: '옛날빵집 연남점',
};
const REGION_IDS: Record<number, number> = {
  [DEMO_ACCOUNT_IDS.active]: 3341,
  [DEMO_ACCOUNT_IDS.inspection]: 3338,
  [DEMO_ACCOUNT_IDS.dormant]: 3352,
};

/** How many customers answered each seeded survey or vote (capped by the account's followers). */
const RESPONDENTS: Record<string, number> = { '크리스마스 케이크 취향 투표': 84, '메뉴 만족도 설문': 31 };

export function seedPosts(now: Date, nextId: () => number): PostState {
  const state: PostState = { posts: [], comments: [], answers: [], hidden: [], followerNotifications: {} };
  addPosts(state, DEMO_ACCOUNT_IDS.active, COFFEE_POSTS, now, nextId);
  addPosts(state, DEMO_ACCOUNT_IDS.inspection, SNACK_POSTS, now, nextId);
  addPosts(state, DEMO_ACCOUNT_IDS.dormant, BAKERY_POSTS, now, nextId);
  state.followerNotifications[DEMO_ACCOUNT_IDS.active] = {
    monthly_limit: 4,
    sent: notifyNewest(state, DEMO_ACCOUNT_IDS.active, 3, now),
  };
  return state;
}

/**
 * What the posts point at in other slices, seeded beside this one: the demo coupon on the coupon
 * event post, and the survey and vote answers (never more respondents than the account has followers).
 */
export function attachSeedRows(world: MockState, now: Date): void {
  const coupon = world.coupon.boxes.find(
    (box) => box.business_account_id === DEMO_ACCOUNT_IDS.active && box.event_type === 'FOLLOWER_ONLY' && !box.deleted,
  );
  const post = world.post.posts.find((row) => row.title === '단골 고객 쿠폰 이벤트');
  if (coupon && post) post.coupon_id = coupon.id;
  for (const row of world.post.posts) {
    const count = RESPONDENTS[row.title];
    const followers = followerCountOf(world, row.business_account_id);
    if (count !== undefined) world.post.answers.push(...seedAnswers(row, count, followers, now));
  }
}

function addPosts(state: PostState, accountId: number, seeds: PostSeed[], now: Date, nextId: () => number) {
  for (const { createdDaysAgo, pictures = 0, comments = 0, voteDays, ...fields } of seeds) {
    const id = nextId();
    const createdAt = addMinutes(addDays(now, -createdDaysAgo), -90 - createdDaysAgo * 37);
    const vote = fields.additional_data?.vote;
    if (vote && voteDays !== undefined)
      fields.additional_data = {
        ...fields.additional_data,
        vote: { ...vote, ends_at: toKstIso(addDays(createdAt, voteDays, 23, 59)) },
      };
    // A post not shown now (hidden, restricted, deleted) stopped being shown halfway to now.
    const hiddenAt =
      fields.status === undefined || fields.status === 'ACTIVE'
        ? null
        : new Date((createdAt.getTime() + now.getTime()) / 2);
    const row: PostRow = {
      kind: 'BUSINESS_POST',
      picture_ids: Array.from({ length: pictures }, (_, index) => id * 10 + index),
      coupon_id: null,
      product_ids: [],
      additional_data: {},
      region_id: REGION_IDS[accountId]!,
      disable_chatting: false,
      disable_comment: false,
      send_follower_notification: false,
      tag_ids: [],
      status: 'ACTIVE',
      linked_contents: [],
      interest_count: (id * 13) % 60,
      follower_notified_at: null,
      ...fields,
      id,
      business_account_id: accountId,
      created_at: toKstIso(createdAt),
      updated_at: toKstIso(hiddenAt ?? createdAt),
    };
    state.posts.push(row);
    if (hiddenAt) state.hidden.push({ post_id: id, from: toKstIso(hiddenAt), to: null });
    // Customers comment while they can see the post.
    state.comments.push(...seedComments(row, createdAt, comments, accountId, hiddenAt ?? now, nextId));
  }
}

function customerAuthor(customer: SeedCustomer): CommentRow['author'] {
  return {
    type: 'USER',
    id: customer.id,
    name: customer.nickname,
    profile_image_url: profileImageOf(customer),
    region_name: customer.regionName,
  };
}

function businessAuthor(accountId: number): CommentRow['author'] {
  return {
    type: 'BUSINESS_ACCOUNT',
    id: accountId,
    name: ACCOUNT_NAMES[accountId] ?? `비즈니스 계정 ${accountId}`,
    profile_image_url: `https://images.dongnemarket.com/business/${accountId}/256x256.png`,
    region_name: null,
  };
}

/** Comments by neighbourhood customers, with the owner's replies and an occasional customer reply, until `until`. */
function seedComments(
  post: PostRow,
  postedAt: Date,
  count: number,
  accountId: number,
  until: Date,
  nextId: () => number,
): CommentRow[] {
  const rows: CommentRow[] = [];
  const span = Math.max(60_000, until.getTime() - postedAt.getTime());
  const at = (fraction: number) => toKstIso(new Date(postedAt.getTime() + span * fraction));
  for (let index = 0; index < count; index++) {
    const customer = seedCustomers[(post.id + index * 3) % seedCustomers.length]!;
    const comment: CommentRow = {
      id: nextId(),
      post_id: post.id,
      parent_id: null,
      author: customerAuthor(customer),
      content: COMMENT_TEXTS[(post.id + index) % COMMENT_TEXTS.length]!,
      status: commentStatus(post, index),
      created_at: at((index + 1) / (count + 3)),
    };
    rows.push(comment);
    if (index % 2 === 0) {
      rows.push({
        id: nextId(),
        post_id: post.id,
        parent_id: comment.id,
        author: businessAuthor(accountId),
        content: REPLY_TEXTS[(post.id + index) % REPLY_TEXTS.length]!,
        status: 'ACTIVE',
        created_at: at((index + 1.5) / (count + 3)),
      });
    }
    if (index === 0 && count >= 3) {
      const neighbour = seedCustomers[(post.id + 11) % seedCustomers.length]!;
      rows.push({
        id: nextId(),
        post_id: post.id,
        parent_id: comment.id,
        author: customerAuthor(neighbour),
        content: '저도 궁금했는데 감사해요 🙏',
        status: 'ACTIVE',
        created_at: at((index + 2) / (count + 3)),
      });
    }
  }
  return rows;
}

/** A few comments are deleted (with replies left), hidden by their writer or blocked by moderation. */
function commentStatus(post: PostRow, index: number): CommentRow['status'] {
  if (post.title === '겨울 신메뉴 흑임자 라떼 출시') {
    if (index === 0) return 'DELETED';
    if (index === 3) return 'FORBIDDEN';
    if (index === 5) return 'INACTIVE';
  }
  return 'ACTIVE';
}

/** The newest live posts were sent to followers this month (KST). */
function notifyNewest(state: PostState, accountId: number, count: number, now: Date) {
  const { start } = kstMonthWindow(now);
  const newest = state.posts
    .filter((post) => post.business_account_id === accountId && post.status === 'ACTIVE')
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, count);
  return newest.map((post, index) => {
    const created = new Date(post.created_at);
    const sentAt = new Date(
      Math.min(now.getTime(), Math.max(created.getTime(), start.getTime()) + (index + 1) * 60_000),
    );
    post.send_follower_notification = true;
    post.follower_notified_at = toKstIso(sentAt);
    post.updated_at = post.follower_notified_at;
    return { post_id: post.id, sent_at: post.follower_notified_at };
  });
}
