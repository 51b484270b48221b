import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi/post';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount, bodyOf } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { toPost } from './model';

type Schemas = components['schemas'];
type PostPage = { data: { items: Schemas['Post'][]; total_count: number } };
type CommentPage = { data: { items: Schemas['Comment'][]; has_next: boolean; last_id: number | null } };
type Meta = { data: Schemas['FollowerNotificationMeta'] };

const newPost = {
  title: '단골 알림 소식',
  content: '이번 주 토요일은 오후 3시에 문을 닫아요.',
  business_post_type: 'NOTICE',
};

const state = () => mockRuntime.db.state.post;
const livePostOf = (accountId: number) =>
  state().posts.find((post) => post.business_account_id === accountId && post.status === 'ACTIVE')!;

describe('post mock rules', () => {
  beforeEach(() => asAccount(DEMO_ACCOUNT_IDS.active));

  it('lists the business’s posts newest first, 10 a page, hidden ones with their status and no deleted ones', async () => {
    const first = await bodyOf<PostPage>('post.listPosts', { query: { page: 1 } });
    const second = await bodyOf<PostPage>('post.listPosts', { query: { page: 2 } });
    const items = [...first.data.items, ...second.data.items];
    expect(first.data.items).toHaveLength(10);
    expect(first.data.total_count).toBe(18);
    expect(items.every((post) => post.business_account_id === DEMO_ACCOUNT_IDS.active)).toBe(true);
    expect(new Set(items.map((post) => post.status))).toEqual(new Set(['ACTIVE', 'INACTIVE', 'FORBIDDEN']));
    const dormant = await bodyOf<PostPage>('post.listPosts', {}, DEMO_ACCOUNT_IDS.dormant);
    expect(dormant.data.total_count).toBe(3);
  });

  it('hides a post (INACTIVE, still listed) and unhides it (ACTIVE)', async () => {
    const post = livePostOf(DEMO_ACCOUNT_IDS.active);
    await bodyOf('post.hidePost', { path: { id: post.id } });
    const listed = await bodyOf<PostPage>('post.listPosts', { query: { size: 100 } });
    expect(listed.data.items.find((item) => item.id === post.id)?.status).toBe('INACTIVE');
    const shown = await bodyOf<{ data: Schemas['Post'] }>('post.unhidePost', { path: { id: post.id } });
    expect(shown.data.status).toBe('ACTIVE');
  });

  it('marks a deleted post DELETED and drops it from the list', async () => {
    const post = livePostOf(DEMO_ACCOUNT_IDS.active);
    await bodyOf('post.deletePost', { path: { id: post.id } });
    expect(state().posts.find((row) => row.id === post.id)?.status).toBe('DELETED');
    const listed = await bodyOf<PostPage>('post.listPosts', { query: { size: 100 } });
    expect(listed.data.items.some((item) => item.id === post.id)).toBe(false);
    expect((await answer('post.getPost', { path: { id: post.id } })).status).toBe(404);
  });

  it('keeps posts to their business account', async () => {
    const foreign = livePostOf(DEMO_ACCOUNT_IDS.dormant);
    expect((await answer('post.hidePost', { path: { id: foreign.id } })).status).toBe(404);
    expect((await answer('post.listPosts', { query: { business_account_id: DEMO_ACCOUNT_IDS.dormant } })).status).toBe(
      403,
    );
  });

  it('refuses comments on a post that disabled them and on forbidden posts', async () => {
    const created = await bodyOf<{ data: Schemas['Post'] }>('post.createPost', {
      body: { ...newPost, disable_comment: true },
    });
    const closed = await answer('post.createPostComment', {
      path: { id: created.data.id },
      body: { content: '문의드려요.' },
    });
    expect(closed).toMatchObject({ status: 409, body: { code: 'COMMENT_DISABLED' } });
    const forbidden = state().posts.find((post) => post.status === 'FORBIDDEN')!;
    expect((await answer('post.hidePost', { path: { id: forbidden.id } })).status).toBe(409);
  });

  it('adds a business reply under a comment and counts it', async () => {
    const comment = state().comments.find((row) => row.parent_id === null && row.status === 'ACTIVE')!;
    const before = state().comments.filter((row) => row.parent_id === comment.id && row.status !== 'DELETED').length;
    const reply = await bodyOf<{ data: Schemas['Comment'] }>('post.createPostComment', {
      path: { id: comment.post_id },
      body: { content: '찾아 주셔서 고마워요 😊', parent_id: comment.id },
    });
    expect(reply.data).toMatchObject({ parent_id: comment.id, author: { type: 'BUSINESS_ACCOUNT' }, status: 'ACTIVE' });
    const replies = await bodyOf<CommentPage>('post.listPostSubComments', {
      path: { id: comment.post_id, commentId: comment.id },
    });
    expect(replies.data.items).toHaveLength(before + 1);
    expect(replies.data.items.at(-1)!.id).toBe(reply.data.id);
  });

  it('pages comments by last_id without gaps or repeats', async () => {
    const post = state().posts.find((row) => row.title === '겨울 신메뉴 흑임자 라떼 출시')!;
    const seen: number[] = [];
    let lastId: number | null = null;
    do {
      const page: CommentPage = await bodyOf<CommentPage>('post.listPostComments', {
        path: { id: post.id },
        query: { size: 2, ...(lastId === null ? {} : { last_id: lastId }) },
      });
      seen.push(...page.data.items.map((item) => item.id));
      lastId = page.data.last_id;
    } while (lastId !== null);
    expect(seen).toHaveLength(6);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it('answers 404 when deleting a comment of another business’s post', async () => {
    const foreign = state().comments.find((row) => {
      const post = state().posts.find((item) => item.id === row.post_id)!;
      return post.business_account_id === DEMO_ACCOUNT_IDS.dormant;
    })!;
    const result = await answer('post.deletePostComment', { path: { id: foreign.post_id, commentId: foreign.id } });
    expect(result.status).toBe(404);
    expect(state().comments.find((row) => row.id === foreign.id)?.status).toBe('ACTIVE');
  });

  it('spends the monthly follower-notification allowance and answers 409 when none is left', async () => {
    const before = await bodyOf<Meta>('post.getFollowerNotificationMeta');
    const followers = await bodyOf<{ data: { totalCount: number } }>('customer.listFollowers');
    expect(before.data).toMatchObject({
      monthly_limit: 4,
      used_count: 3,
      remaining_count: 1,
      followers_count: followers.data.totalCount,
    });
    const sent = await bodyOf<{ data: Schemas['Post'] }>('post.createPost', {
      body: { ...newPost, send_follower_notification: true },
    });
    expect(sent.data.follower_notified_at).not.toBeNull();
    const after = await bodyOf<Meta>('post.getFollowerNotificationMeta');
    expect(after.data.remaining_count).toBe(0);
    const refused = await answer('post.createPost', { body: { ...newPost, send_follower_notification: true } });
    expect(refused).toMatchObject({ status: 409, body: { code: 'FOLLOWER_NOTIFICATION_EXHAUSTED' } });
  });

  it('requires a sale price below the price for a closing-time sale', async () => {
    const result = await answer('post.createPost', {
      body: {
        ...newPost,
        business_post_type: 'DISCOUNT',
        additional_data: { sale_type: 'CLOSING_TIME_SALE', price: 3000, sale_price: 3000 },
      },
    });
    expect(result).toMatchObject({ status: 400, body: { errors: [{ field: 'additional_data.sale_price' }] } });
  });

  it('attaches only the business’s own coupons', async () => {
    const seeded = state().posts.find((post) => post.title === '단골 고객 쿠폰 이벤트')!;
    const detail = await bodyOf<{ data: Schemas['Post'] }>('post.getPost', { path: { id: seeded.id } });
    expect(detail.data.coupon).toMatchObject({ id: seeded.coupon_id, name: '단골 아메리카노 1잔 무료' });
    const foreignCoupon = mockRuntime.db.state.coupon.boxes.find(
      (box) => box.business_account_id === DEMO_ACCOUNT_IDS.inspection,
    )!;
    expect((await answer('post.createPost', { body: { ...newPost, coupon_id: foreignCoupon.id } })).status).toBe(404);
  });

  it('starts a new post from the category and shows placeholders per type', async () => {
    const bakery = await bodyOf<{ data: Schemas['PrePost'] }>('post.getPrePost', { query: { category_id: 1003 } });
    expect(bakery.data).toMatchObject({
      business_post_type: 'DISCOUNT',
      additional_data: { sale_type: 'CLOSING_TIME_SALE' },
    });
    const coffee = await bodyOf<{ data: Schemas['PrePost'] }>('post.getPrePost', { query: { category_id: 111 } });
    expect(coffee.data.business_post_type).toBe('NEW_MENU');
    const holder = await bodyOf<{ data: Schemas['PostPlaceHolder'] }>('post.getPostPlaceHolder', {
      query: { business_post_type: 'EVENT' },
    });
    expect(holder.data.title).toMatch(/^예\)/);
  });

  it('seeds every enum value a screen can show', () => {
    const db = mockRuntime.db.state;
    const posts = db.post.posts.map((row) => toPost(db, row, new Date()));
    const comments = db.post.comments;
    const values = {
      type: new Set(posts.map((post) => post.business_post_type)),
      status: new Set(posts.map((post) => post.status)),
      commentStatus: new Set(comments.map((comment) => comment.status)),
      sale: new Set(posts.map((post) => post.additional_data?.sale_type).filter(Boolean)),
      kind: new Set([
        ...posts.map((post) => post.kind),
        ...posts.flatMap((post) => post.linked_contents.map((c) => c.kind)),
      ]),
      author: new Set([...posts.map((post) => post.author.type), ...comments.map((comment) => comment.author.type)]),
      parts: new Set(posts.flatMap((post) => post.content_parts.map((part) => part.type))),
      questions: new Set(posts.flatMap((post) => post.additional_data?.survey?.questions.map((q) => q.type) ?? [])),
    };
    expect(values.type).toEqual(new Set(['NEWS', 'NOTICE', 'EVENT', 'NEW_MENU', 'DISCOUNT']));
    expect(values.status).toEqual(new Set(['INACTIVE', 'ACTIVE', 'FORBIDDEN', 'DELETED']));
    expect(values.commentStatus).toEqual(new Set(['INACTIVE', 'ACTIVE', 'FORBIDDEN', 'DELETED']));
    expect(values.sale).toEqual(new Set(['DEFAULT', 'CLOSING_TIME_SALE']));
    expect(values.kind).toEqual(new Set(['BUSINESS_POST', 'REVIEW', 'USER_POST', 'COMMERCE_PRODUCT']));
    expect(values.author).toEqual(new Set(['USER', 'BUSINESS_ACCOUNT']));
    expect(values.parts).toEqual(
      new Set(['TEXT', 'HASH_TAG', 'LOCATION_TAG', 'EMOTICON', 'IMAGE', 'VIDEO', 'LINK', 'PHONE', 'LIST']),
    );
    expect(values.questions).toEqual(new Set(['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'SHORT_ANSWER']));
    expect(posts.some((post) => post.additional_data?.vote)).toBe(true);
  });
});

describe('survey and vote posts: what a customer would see as broken is refused (schema rules)', () => {
  beforeEach(() => asAccount(DEMO_ACCOUNT_IDS.active));
  const DAY = 86_400_000;
  const vote = (options: string[], endsAt: string) => ({
    ...newPost,
    business_post_type: 'EVENT',
    additional_data: {
      vote: { question: '어떤 케이크가 좋으세요?', options: options.map((text) => ({ text })), ends_at: endsAt },
    },
  });
  const survey = (question: Record<string, unknown>) => ({
    ...newPost,
    business_post_type: 'EVENT',
    additional_data: { survey: { title: '메뉴 설문', questions: [question] } },
  });
  const refusal = async (body: unknown) => {
    const result = await answer('post.createPost', { body });
    expect(result.status).toBe(400);
    return (result.body as { errors: { field: string; reason: string }[] }).errors;
  };
  const future = new Date(Date.now() + 3 * DAY).toISOString();

  it('refuses a vote that ends in the past, naming the deadline', async () => {
    const errors = await refusal(vote(['딸기', '초코'], new Date(Date.now() - DAY).toISOString()));
    expect(errors).toContainEqual({
      field: 'additional_data.vote.ends_at',
      reason: '지난 날짜예요. 오늘이나 그 이후 날짜를 골라 주세요.',
    });
  });

  it('refuses a vote whose two choices read the same (spaces and case aside)', async () => {
    const errors = await refusal(vote(['딸기', ' 딸기 '], future));
    expect(errors[0]?.field).toBe('additional_data.vote.options.1.text');
    expect(errors[0]?.reason).toMatch(/^같은 선택지가 이미 있어요/);
  });

  it('refuses a pick-one question without two different choices; a short answer needs none', async () => {
    const none = await refusal(survey({ title: '가장 자주 드시는 음료는?', type: 'SINGLE_CHOICE' }));
    expect(none[0]?.field).toBe('additional_data.survey.questions.0.options');
    const one = await refusal(survey({ title: '가장 자주 드시는 음료는?', type: 'SINGLE_CHOICE', options: ['라떼'] }));
    expect(one[0]?.reason).toBe('2개 이상 추가해 주세요.');
    const same = await refusal(survey({ title: '디저트는?', type: 'MULTIPLE_CHOICE', options: ['스콘', '스콘'] }));
    expect(same[0]?.reason).toBe('같은 선택지가 두 번 있어요. 다르게 적어 주세요.');
    const shortAnswer = await answer('post.createPost', {
      body: survey({ title: '바라는 점을 적어 주세요', type: 'SHORT_ANSWER' }),
    });
    expect(shortAnswer.status).toBe(200);
    expect((await answer('post.createPost', { body: vote(['딸기', '초코'], future) })).status).toBe(200);
  });
});
