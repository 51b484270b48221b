import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi/customer';
import { callOperation } from '@/api/operations';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount, dataOf } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

type Schemas = components['schemas'];
interface Page<T> {
  items: T[];
  totalCount: number;
  hasNext: boolean;
}

const ACTIVE = DEMO_ACCOUNT_IDS.active;

const summary = () => dataOf<Schemas['ReviewSummary']>('customer.getReviewSummary');
const state = () => mockRuntime.db.state.customer;

describe('review answers (spec 001 §4)', () => {
  it('lowers the uncommented count when the owner answers and raises it when the answer is deleted', async () => {
    asAccount(ACTIVE);
    const before = await summary();
    const open = (await dataOf<Page<Schemas['Review']>>('customer.listReviews', { query: { commented: false } }))
      .items[0]!;

    const answered = await dataOf<Schemas['Review']>('customer.createReviewComment', {
      path: { reviewId: open.id },
      body: { content: '소중한 리뷰 감사해요.' },
    });
    expect(answered).toMatchObject({
      commented: true,
      businessComment: { role: 'SELLER', content: '소중한 리뷰 감사해요.' },
    });
    expect(await summary()).toMatchObject({
      totalCount: before.totalCount,
      uncommentedCount: before.uncommentedCount - 1,
    });

    const reviewed = await dataOf<Page<Schemas['Review']>>('customer.listReviews', {
      query: { commented: true, size: 100 },
    });
    expect(reviewed.items.map((review) => review.id)).toContain(open.id);

    const removed = await dataOf<Schemas['Review']>('customer.deleteReviewComment', {
      path: { reviewId: open.id, commentId: answered.businessComment!.id },
    });
    expect(removed).toMatchObject({ commented: false, businessComment: null });
    expect(await summary()).toEqual(before);
  });

  it('allows one owner answer per review (409 on a second) and never deletes a customer reply', async () => {
    asAccount(ACTIVE);
    const answered = state().reviews.find(
      (row) => row.accountId === ACTIVE && row.comments.some((c) => c.role === 'BUYER'),
    )!;
    expect(
      await answer('customer.createReviewComment', { path: { reviewId: answered.id }, body: { content: '또' } }),
    ).toMatchObject({ status: 409 });
    const reply = answered.comments.find((comment) => comment.role === 'BUYER')!;
    expect(
      await answer('customer.deleteReviewComment', { path: { reviewId: answered.id, commentId: reply.id } }),
    ).toMatchObject({ status: 403 });
    expect(
      await answer('customer.createReviewComment', { path: { reviewId: answered.id }, body: { content: '   ' } }),
    ).toMatchObject({ status: 400 });
  });

  it('lets the owner correct an answer (content only, the count unchanged) but never a customer reply', async () => {
    asAccount(ACTIVE);
    const before = await summary();
    const answered = state().reviews.find(
      (row) => row.accountId === ACTIVE && row.comments.some((c) => c.role === 'SELLER'),
    )!;
    const own = answered.comments.find((comment) => comment.role === 'SELLER')!;
    const corrected = await dataOf<Schemas['Review']>('customer.updateReviewComment', {
      path: { reviewId: answered.id, commentId: own.id },
      body: { content: '  다시 와 주셔서 고마워요.  ' },
    });
    expect(corrected.businessComment).toMatchObject({
      id: own.id,
      content: '다시 와 주셔서 고마워요.',
      createdAt: own.createdAt,
    });
    expect(await summary()).toEqual(before);
    expect(
      await answer('customer.updateReviewComment', {
        path: { reviewId: answered.id, commentId: own.id },
        body: { content: '   ' },
      }),
    ).toMatchObject({ status: 400 });
    const customerReply = state().reviews.flatMap((row) =>
      row.accountId === ACTIVE ? row.comments.filter((c) => c.role === 'BUYER').map((c) => [row.id, c.id]) : [],
    )[0]!;
    expect(
      await answer('customer.updateReviewComment', {
        path: { reviewId: customerReply[0]!, commentId: customerReply[1]! },
        body: { content: '바꿈' },
      }),
    ).toMatchObject({ status: 403 });
  });

  it('keeps reviews to their business and answers the list with the summary', async () => {
    asAccount(DEMO_ACCOUNT_IDS.inspection);
    const cafeReview = state().reviews.find((row) => row.accountId === ACTIVE)!;
    expect(
      await answer('customer.createReviewComment', {
        path: { reviewId: cafeReview.id },
        body: { content: '감사해요' },
      }),
    ).toMatchObject({ status: 404 });
    asAccount(DEMO_ACCOUNT_IDS.dormant);
    expect(await summary()).toEqual({ totalCount: 0, uncommentedCount: 0, averageRating: null });
    asAccount(ACTIVE);
    const page = await dataOf<Page<Schemas['Review']> & { summary: Schemas['ReviewSummary'] }>('customer.listReviews');
    expect(page.summary).toEqual(await summary());
    expect(page.totalCount).toBe(25);
    expect(page.summary.averageRating).toBeGreaterThan(3);
  });

  it('sorts by likes or by date', async () => {
    asAccount(ACTIVE);
    const liked = await dataOf<Page<Schemas['Review']>>('customer.listReviews', {
      query: { sort: 'MOST_LIKED', size: 100 },
    });
    const likes = liked.items.map((review) => review.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const newest = await dataOf<Page<Schemas['Review']>>('customer.listReviews', {
      query: { sort: 'NEWEST', size: 100 },
    });
    const dates = newest.items.map((review) => Date.parse(review.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe('customers and followers', () => {
  const followerOf = (accountId: number) =>
    state().relations.find(
      (row) => row.accountId === accountId && row.followStatus === 'FOLLOWING' && !row.bookmarked,
    )!;

  it('saves the memo, shown on the profile, and rejects one over the customerMemo limit', async () => {
    asAccount(ACTIVE);
    const { customerId } = followerOf(ACTIVE);
    await callOperation('customer.updateCustomerMemo', {
      path: { id: customerId },
      body: { memo: '케이크 예약 고객' },
    });
    expect(
      await dataOf<Schemas['CustomerProfile']>('customer.getCustomerProfile', { path: { id: customerId } }),
    ).toMatchObject({
      memo: '케이크 예약 고객',
      followStatus: 'FOLLOWING',
    });
    expect(
      await answer('customer.updateCustomerMemo', { path: { id: customerId }, body: { memo: '가'.repeat(101) } }),
    ).toMatchObject({ status: 400 });
  });

  it('counts coupons, reviews and reservations of this business on the profile', async () => {
    asAccount(ACTIVE);
    const all = mockRuntime.db.state;
    const reserver = all.reservation.reservations.find((row) => row.accountId === ACTIVE)!.userId;
    const profile = await dataOf<Schemas['CustomerProfile']>('customer.getCustomerProfile', { path: { id: reserver } });
    expect(profile.reservationCount).toBe(
      all.reservation.reservations.filter((row) => row.accountId === ACTIVE && row.userId === reserver).length,
    );
    const claimer = all.coupon.claims[0]!.user.id;
    expect(
      (await dataOf<Schemas['CustomerProfile']>('customer.getCustomerProfile', { path: { id: claimer } })).couponCount,
    ).toBeGreaterThan(0);
    const author = all.customer.reviews.find((row) => row.accountId === ACTIVE)!.authorId;
    expect(
      (await dataOf<Schemas['CustomerProfile']>('customer.getCustomerProfile', { path: { id: author } })).reviewCount,
    ).toBeGreaterThan(0);
  });

  it('bookmarks a follower: the bookmarked filter and the follow summary show it', async () => {
    asAccount(ACTIVE);
    const { customerId } = followerOf(ACTIVE);
    const before = await dataOf<Schemas['FollowSummary']>('customer.getCustomerFollowSummary');
    const updated = await dataOf<Schemas['Follower']>('customer.updateFollowerBookmark', {
      path: { id: customerId },
      body: { bookmark: true },
    });
    expect(updated.bookmarked).toBe(true);
    const bookmarked = await dataOf<Page<Schemas['Follower']>>('customer.listFollowers', {
      query: { bookmarked: true, size: 100 },
    });
    expect(bookmarked.items.every((row) => row.bookmarked)).toBe(true);
    expect(bookmarked.items.map((row) => row.id)).toContain(customerId);
    expect((await dataOf<Schemas['FollowSummary']>('customer.getCustomerFollowSummary')).bookmarkedCount).toBe(
      before.bookmarkedCount + 1,
    );
    const unfollowed = state().relations.find((row) => row.accountId === ACTIVE && row.followStatus === 'UNFOLLOWED')!;
    expect(
      await answer('customer.updateFollowerBookmark', {
        path: { id: unfollowed.customerId },
        body: { bookmark: true },
      }),
    ).toMatchObject({ status: 404 });
  });

  it('lists only current followers, newest first, 10 a page, and finds them by nickname', async () => {
    asAccount(ACTIVE);
    const following = state().relations.filter((row) => row.accountId === ACTIVE && row.followStatus === 'FOLLOWING');
    const first = await dataOf<Page<Schemas['Follower']>>('customer.listFollowers');
    expect(first.items).toHaveLength(10);
    expect(first.totalCount).toBe(following.length);
    expect(first.hasNext).toBe(true);
    const dates = first.items.map((row) => Date.parse(row.followedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const found = await dataOf<Page<Schemas['Follower']>>('customer.listFollowers', { query: { keyword: '커피' } });
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((row) => row.nickname.includes('커피'))).toBe(true);
  });

  it('downloads the followers as UTF-8 CSV with a BOM, a Korean header and plain-digit numbers', async () => {
    asAccount(ACTIVE);
    const { data: file, status } = await callOperation<Blob>('customer.downloadFollowersCsv', {});
    expect(status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]).toBe('닉네임,동네,단골 맺은 날,방문 횟수,즐겨찾기,메모');
    const followers = state().relations.filter((row) => row.accountId === ACTIVE && row.followStatus === 'FOLLOWING');
    expect(lines).toHaveLength(followers.length + 1);
    expect(lines[1]).toMatch(/^[^,]+,[^,]+,\d{4}-\d{2}-\d{2},\d+,[YN],/);
  });

  it('lists a customer’s comments on posts the 소식 list has, newest first, by pages, and drops a deleted post’s', async () => {
    asAccount(ACTIVE);
    const comments = (id: number, size = 100) =>
      dataOf<Page<Schemas['CustomerComment']>>('customer.listCustomerComments', { path: { id }, query: { size } });
    const posts = await dataOf<Page<{ id: number; title: string }>>('post.listPosts', { query: { size: 100 } });
    const titles = new Map(posts.items.map((post) => [post.id, post.title]));
    const counts = await Promise.all(
      state()
        .relations.filter((row) => row.accountId === ACTIVE)
        .map(async (row) => ({ id: row.customerId, count: (await comments(row.customerId)).totalCount })),
    );
    const busiest = counts.sort((a, b) => b.count - a.count)[0]!;
    expect(busiest.count).toBeGreaterThan(1);
    const first = await comments(busiest.id, 1);
    expect(first).toMatchObject({ totalCount: busiest.count, hasNext: true });
    const all = await comments(busiest.id);
    for (const row of all.items) expect(titles.get(row.postId)).toBe(row.postTitle);
    const dates = all.items.map((row) => Date.parse(row.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const gone = all.items[0]!.postId;
    await callOperation('post.deletePost', { path: { id: gone } });
    expect((await comments(busiest.id)).items.some((row) => row.postId === gone)).toBe(false);
  });
});

describe('customer seed', () => {
  it('covers every follow status, media type and comment role', () => {
    const seeded = state();
    expect(new Set(seeded.relations.map((row) => row.followStatus))).toEqual(
      new Set<Schemas['FollowStatus']>(['FOLLOWING', 'UNFOLLOWED', 'NOT_FOLLOWING']),
    );
    expect(new Set(seeded.reviews.flatMap((row) => row.media.map((media) => media.type)))).toEqual(
      new Set<Schemas['ReviewMediaType']>(['PHOTO', 'VIDEO', 'EXTERNAL_PHOTO', 'THIRDPARTY_PHOTO']),
    );
    expect(new Set(seeded.reviews.flatMap((row) => row.comments.map((comment) => comment.role)))).toEqual(
      new Set<Schemas['ReviewCommentRole']>(['BUYER', 'SELLER']),
    );
    expect(seeded.reviews.some((row) => row.rating === null)).toBe(true);
  });
});
