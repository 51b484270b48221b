/** Every post operation, called the way a screen would, answers 200 with a body its schema accepts. */
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { answer, expectEveryOperationAnswers, type Step } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import type { PostState } from './state';

const ownPosts = (posts: PostState, accountId: number = DEMO_ACCOUNT_IDS.active) =>
  posts.posts.filter((post) => post.business_account_id === accountId && post.status === 'ACTIVE');
const commented = (posts: PostState) =>
  ownPosts(posts).find((post) => !post.disable_comment && posts.comments.some((c) => c.post_id === post.id))!;
const withReplies = (posts: PostState) =>
  posts.comments.find(
    (comment) =>
      comment.parent_id === null &&
      comment.status === 'ACTIVE' &&
      posts.comments.some((reply) => reply.parent_id === comment.id) &&
      ownPosts(posts).some((post) => post.id === comment.post_id),
  )!;

const withSurvey = (posts: PostState) => ownPosts(posts).find((post) => post.additional_data.survey)!;

const newPost = {
  title: '주말 브런치 시작해요',
  content: '토요일과 일요일 오전에 브런치를 시작해요. #브런치 @망원시장',
  business_post_type: 'NEWS',
  picture_ids: [501],
  tag_ids: [3],
};

const STEPS: Step<PostState>[] = [
  ['post.listPosts', () => ({ query: { business_account_id: DEMO_ACCOUNT_IDS.active, page: 1, size: 10 } })],
  ['post.getPost', (posts) => ({ path: { id: ownPosts(posts)[0]!.id } })],
  ['post.createPost', () => ({ body: newPost })],
  [
    'post.updatePost',
    (posts) => ({ path: { id: ownPosts(posts)[1]!.id }, body: { ...newPost, title: '주말 브런치 메뉴' } }),
  ],
  ['post.getPrePost', () => ({ query: { category_id: 111 } })],
  ['post.getPostPlaceHolder', () => ({ query: { business_post_type: 'DISCOUNT' } })],
  ['post.getFollowerNotificationMeta', () => ({})],
  ['post.hidePost', (posts) => ({ path: { id: ownPosts(posts)[2]!.id } })],
  ['post.unhidePost', (posts) => ({ path: { id: posts.posts.find((post) => post.status === 'INACTIVE')!.id } })],
  ['post.getPostResults', (posts) => ({ path: { id: withSurvey(posts).id } })],
  [
    'post.listPostTextAnswers',
    (posts) => ({ path: { id: withSurvey(posts).id, questionIndex: 2 }, query: { size: 5 } }),
  ],
  ['post.listPostComments', (posts) => ({ path: { id: commented(posts).id }, query: { direction: 'ASC', size: 2 } })],
  ['post.createPostComment', (posts) => ({ path: { id: commented(posts).id }, body: { content: '감사해요!' } })],
  [
    'post.listPostSubComments',
    (posts) => ({ path: { id: withReplies(posts).post_id, commentId: withReplies(posts).id }, query: { size: 10 } }),
  ],
  [
    'post.deletePostComment',
    (posts) => ({ path: { id: withReplies(posts).post_id, commentId: withReplies(posts).id } }),
  ],
  ['post.deletePost', (posts) => ({ path: { id: ownPosts(posts).at(-1)!.id } })],
  ['post.listPosts', () => ({}), DEMO_ACCOUNT_IDS.dormant],
];

describe('post mock responses', () => {
  expectEveryOperationAnswers('post', STEPS, {
    stateOf: () => mockRuntime.db.state.post,
    accountId: DEMO_ACCOUNT_IDS.active,
  });

  it('answers the documented errors with bodies their schemas accept', async () => {
    const posts = mockRuntime.db.state.post;
    const foreign = ownPosts(posts, DEMO_ACCOUNT_IDS.dormant)[0]!;
    const forbidden = posts.posts.find((post) => post.status === 'FORBIDDEN')!;
    const closed = posts.posts.find((post) => post.disable_comment && post.status === 'ACTIVE')!;
    const cases: [OperationKey, OperationArgs, number][] = [
      ['post.listPosts', { query: { business_account_id: DEMO_ACCOUNT_IDS.dormant } }, 403],
      ['post.getPost', { path: { id: foreign.id } }, 404],
      ['post.getPostResults', { path: { id: foreign.id } }, 404],
      ['post.updatePost', { path: { id: forbidden.id }, body: newPost }, 409],
      ['post.createPostComment', { path: { id: closed.id }, body: { content: '문의드려요.' } }, 409],
      ['post.createPost', { body: { ...newPost, title: '한' } }, 400],
    ];
    for (const [key, args, status] of cases) {
      const result = await answer(key, args, DEMO_ACCOUNT_IDS.active);
      expect({ key, status: result.status }).toEqual({ key, status });
      expect({ key, problems: await validateResponse(key, status, result.body) }).toEqual({ key, problems: [] });
    }
  });
});
