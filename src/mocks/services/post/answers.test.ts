/** A survey's and a vote's results are counted from the stored answer rows (issue 23). */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi/post';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount, bodyOf } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { createSeedState } from '../../state';
import { answersOf, seedAnswers } from './answers';
import { followerCountOf } from '../../world/counts';

type Schemas = components['schemas'];
type Results = { data: Schemas['PostResults'] };
type TextPage = { data: Schemas['TextAnswerPage'] };

const state = () => mockRuntime.db.state.post;
const postTitled = (title: string) => state().posts.find((post) => post.title === title)!;
const SURVEY = '메뉴 만족도 설문';
const VOTE = '크리스마스 케이크 취향 투표';

describe('survey and vote results', () => {
  beforeEach(() => asAccount(DEMO_ACCOUNT_IDS.active));

  it('counts a survey per question and choice from its answer rows', async () => {
    const post = postTitled(SURVEY);
    const rows = answersOf(state(), post.id);
    const { data } = await bodyOf<Results>('post.getPostResults', { path: { id: post.id } });
    expect(data).toMatchObject({ post_id: post.id, kind: 'SURVEY', respondent_count: rows.length, closed: false });
    expect(rows.length).toBeGreaterThan(10);
    for (const question of data.questions) {
      const answered = rows.filter((row) => row.answers.some((item) => item.question === question.index));
      expect(question.respondent_count).toBe(answered.length);
      question.choices.forEach((choice, index) =>
        expect(choice.count).toBe(
          answered.filter((row) =>
            row.answers.find((item) => item.question === question.index)?.choices?.includes(index),
          ).length,
        ),
      );
    }
    const [single, multiple, short] = data.questions;
    // One choice each: the choices add up to the respondents; several each: at least as many.
    expect(single!.choices.reduce((sum, choice) => sum + choice.count, 0)).toBe(single!.respondent_count);
    expect(multiple!.choices.reduce((sum, choice) => sum + choice.count, 0)).toBeGreaterThanOrEqual(
      multiple!.respondent_count,
    );
    expect(short!).toMatchObject({ type: 'SHORT_ANSWER', choices: [] });
    expect(short!.answers!.total_count).toBe(short!.respondent_count);
    expect(short!.respondent_count).toBeLessThan(rows.length);

    // A new answer row shows in the counts: nothing is stored twice.
    const chosen = single!.choices[2]!.count;
    state().answers.push({
      id: 99_001,
      post_id: post.id,
      answered_at: post.created_at,
      answers: [{ question: 0, choices: [2] }],
    });
    const after = await bodyOf<Results>('post.getPostResults', { path: { id: post.id } });
    expect(after.data.respondent_count).toBe(rows.length + 1);
    expect(after.data.questions[0]!.choices[2]!.count).toBe(chosen + 1);
    const shown = await bodyOf<{ data: Schemas['Post'] }>('post.getPost', { path: { id: post.id } });
    expect(shown.data.additional_data?.survey?.response_count).toBe(rows.length + 1);
  });

  it('tallies a vote per choice, agrees with the post’s vote counts and closes at its deadline', async () => {
    const post = postTitled(VOTE);
    const { data } = await bodyOf<Results>('post.getPostResults', { path: { id: post.id } });
    const [question] = data.questions;
    expect(data).toMatchObject({ kind: 'VOTE', closed: false, ends_at: post.additional_data.vote!.ends_at });
    expect(question!.choices.map((choice) => choice.text)).toEqual(['딸기 생크림', '초코 가나슈', '얼그레이 쉬폰']);
    expect(question!.choices.reduce((sum, choice) => sum + choice.count, 0)).toBe(data.respondent_count);
    expect(data.respondent_count).toBe(answersOf(state(), post.id).length);
    const shown = await bodyOf<{ data: Schemas['Post'] }>('post.getPost', { path: { id: post.id } });
    expect(shown.data.additional_data!.vote!.options.map((option) => option.vote_count)).toEqual(
      question!.choices.map((choice) => choice.count),
    );
    // Every seeded answer came before the deadline and after the post.
    for (const row of answersOf(state(), post.id)) {
      expect(row.answered_at >= post.created_at).toBe(true);
      expect(new Date(row.answered_at) <= new Date(data.ends_at!)).toBe(true);
    }

    post.additional_data.vote!.ends_at = new Date(Date.now() - 60_000).toISOString();
    const closed = await bodyOf<Results>('post.getPostResults', { path: { id: post.id } });
    expect(closed.data.closed).toBe(true);
  });

  it('never seeds more respondents than the account has followers, and the same answers for a clock', () => {
    const now = new Date('2026-11-25T03:00:00Z');
    const seeded = createSeedState(now);
    for (const post of seeded.post.posts) {
      const followers = followerCountOf(seeded, post.business_account_id);
      expect(answersOf(seeded.post, post.id).length).toBeLessThanOrEqual(followers);
    }
    expect(createSeedState(now).post.answers).toEqual(seeded.post.answers);
    const vote = seeded.post.posts.find((post) => post.title === VOTE)!;
    expect(seedAnswers(vote, 84, 12, now)).toHaveLength(12);
  });

  it('pages the short answers newest first, each once', async () => {
    const post = postTitled(SURVEY);
    const { data } = await bodyOf<Results>('post.getPostResults', { path: { id: post.id } });
    const short = data.questions.find((question) => question.type === 'SHORT_ANSWER')!;
    const seen: number[] = [];
    let lastId: number | null = null;
    do {
      const page: TextPage = await bodyOf<TextPage>('post.listPostTextAnswers', {
        path: { id: post.id, questionIndex: short.index },
        query: { size: 4, ...(lastId === null ? {} : { last_id: lastId }) },
      });
      seen.push(...page.data.items.map((item) => item.id));
      lastId = page.data.last_id;
    } while (lastId !== null);
    expect(seen).toHaveLength(short.respondent_count);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, short.answers!.items.length)).toEqual(short.answers!.items.map((item) => item.id));
  });

  it('answers 404 for an unknown post, another account’s, a post without a survey or vote, and a choice question’s text', async () => {
    const plain = state().posts.find(
      (post) =>
        post.business_account_id === DEMO_ACCOUNT_IDS.active &&
        !post.additional_data.survey &&
        !post.additional_data.vote,
    )!;
    const foreign = state().posts.find((post) => post.business_account_id === DEMO_ACCOUNT_IDS.dormant)!;
    expect((await answer('post.getPostResults', { path: { id: 987_654 } })).status).toBe(404);
    expect((await answer('post.getPostResults', { path: { id: foreign.id } })).status).toBe(404);
    expect((await answer('post.getPostResults', { path: { id: plain.id } })).status).toBe(404);
    const survey = postTitled(SURVEY);
    expect((await answer('post.listPostTextAnswers', { path: { id: survey.id, questionIndex: 0 } })).status).toBe(404);
    expect((await answer('post.listPostTextAnswers', { path: { id: survey.id, questionIndex: 9 } })).status).toBe(404);
  });

  it('keeps a vote as posted when the post is edited, after its deadline too, with its answers', async () => {
    const post = postTitled(VOTE);
    const posted = structuredClone(post.additional_data.vote!);
    posted.ends_at = new Date(Date.now() - 60_000).toISOString();
    post.additional_data.vote = structuredClone(posted);
    const before = await bodyOf<Results>('post.getPostResults', { path: { id: post.id } });
    const edit = {
      title: post.title,
      content: '케이크 예약은 다음 주부터 받아요.',
      business_post_type: post.business_post_type,
    };
    expect((await answer('post.updatePost', { path: { id: post.id }, body: edit })).status).toBe(200);
    const other = {
      ...edit,
      additional_data: { vote: { question: '다른 질문이에요', options: [{ text: '가' }, { text: '나' }] } },
    };
    expect((await answer('post.updatePost', { path: { id: post.id }, body: other })).status).toBe(200);
    expect(postTitled(VOTE).additional_data.vote).toEqual(posted);
    expect(await bodyOf<Results>('post.getPostResults', { path: { id: post.id } })).toEqual(before);

    // A post without a survey or vote does not get one by an edit.
    const plain = state().posts.find((row) => row.title === '12월 휴무 안내')!;
    await bodyOf('post.updatePost', { path: { id: plain.id }, body: { ...other, title: plain.title } });
    expect(plain.additional_data.vote).toBeUndefined();
  });

  it('has no answers for a survey just posted', async () => {
    const created = await bodyOf<{ data: Schemas['Post'] }>('post.createPost', {
      body: {
        title: '새 설문이에요',
        content: '의견을 들려주세요.',
        business_post_type: 'EVENT',
        additional_data: {
          survey: {
            title: '짧은 설문',
            questions: [{ title: '좋아하는 빵은?', type: 'SINGLE_CHOICE', options: ['식빵', '바게트'] }],
          },
        },
      },
    });
    const { data } = await bodyOf<Results>('post.getPostResults', { path: { id: created.data.id } });
    expect(data.respondent_count).toBe(0);
    expect(data.questions[0]!.choices).toEqual([
      { text: '식빵', count: 0 },
      { text: '바게트', count: 0 },
    ]);
  });
});
