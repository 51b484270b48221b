/**
 * Customers' answers to a post's survey or vote (the console never writes them: customers answer
 * in the app). One stored row per respondent; every count the API shows — a vote option's
 * `vote_count`, a survey's `response_count`, the results call — is derived from these rows.
 */
import type { components } from '@generated/openapi/post';
import { postQuestionsOf } from '@/api/post-questions';
import { notFound } from '../../core/implement';
import { toKstIso } from '../../core/time';
import type { PostAnswerRow, PostRow, PostState } from './state';

type Schemas = components['schemas'];

/** How many short answers the results call carries per question (more by `listPostTextAnswers`). */
export const FIRST_TEXT_ANSWERS = 5;

const questionsOf = (post: PostRow) => postQuestionsOf(post.additional_data);

export function answersOf(posts: PostState, postId: number): PostAnswerRow[] {
  return posts.answers.filter((row) => row.post_id === postId);
}

/** Whether the vote's deadline has passed (a vote without one, and a survey, stay open). */
function closedAt(post: PostRow, now: Date): boolean {
  const endsAt = post.additional_data.vote?.ends_at;
  return endsAt !== undefined && new Date(endsAt).getTime() <= now.getTime();
}

/** Short answers to one question, newest first. */
function textAnswersOf(rows: readonly PostAnswerRow[], index: number): Schemas['TextAnswer'][] {
  return rows
    .flatMap((row) => {
      const text = row.answers.find((item) => item.question === index)?.text;
      return text === undefined ? [] : [{ id: row.id, text, answered_at: row.answered_at }];
    })
    .sort((a, b) => b.answered_at.localeCompare(a.answered_at) || b.id - a.id);
}

/** A page of short answers after `lastId` (newest first). */
export function textAnswerPage(
  posts: PostState,
  post: PostRow,
  index: number,
  lastId: number | undefined,
  size: number,
): Schemas['TextAnswerPage'] {
  const question = questionsOf(post)[index];
  if (!question || question.type !== 'SHORT_ANSWER') throw notFound('짧은 답 질문');
  const all = textAnswersOf(answersOf(posts, post.id), index);
  const start = lastId === undefined ? 0 : all.findIndex((item) => item.id === lastId) + 1;
  const items = all.slice(start, start + size);
  const hasNext = start + size < all.length;
  return { items, total_count: all.length, has_next: hasNext, last_id: hasNext ? items.at(-1)!.id : null };
}

/** The results of a post's survey or vote, counted from its answer rows; 404 when it has neither. */
export function resultsOf(posts: PostState, post: PostRow, now: Date): Schemas['PostResults'] {
  const { survey, vote } = post.additional_data;
  if (!survey && !vote) throw notFound('설문이나 투표');
  const rows = answersOf(posts, post.id);
  return {
    post_id: post.id,
    kind: vote ? 'VOTE' : 'SURVEY',
    respondent_count: rows.length,
    ends_at: vote?.ends_at ?? null,
    closed: closedAt(post, now),
    questions: questionsOf(post).map((question, index) => {
      const answered = rows.flatMap((row) => row.answers.filter((item) => item.question === index));
      return {
        index,
        title: question.title,
        type: question.type,
        respondent_count: answered.length,
        choices: question.options.map((text, choice) => ({
          text,
          count: answered.filter((item) => item.choices?.includes(choice)).length,
        })),
        answers:
          question.type === 'SHORT_ANSWER' ? textAnswerPage(posts, post, index, undefined, FIRST_TEXT_ANSWERS) : null,
      };
    }),
  };
}

/** The post as stored with its survey's response count and its vote's counts taken from the answers. */
export function withAnswerCounts(posts: PostState, post: PostRow): PostRow['additional_data'] {
  const { survey, vote } = post.additional_data;
  if (!survey && !vote) return post.additional_data;
  const rows = answersOf(posts, post.id);
  return {
    ...post.additional_data,
    ...(survey ? { survey: { ...survey, response_count: rows.length } } : {}),
    ...(vote
      ? {
          vote: {
            ...vote,
            options: vote.options.map((option, choice) => ({
              ...option,
              vote_count: rows.filter((row) => row.answers[0]?.choices?.includes(choice)).length,
            })),
          },
        }
      : {}),
  };
}

/** Short answers a neighbourhood cafe's survey gets. */
const SHORT_ANSWERS = [
  '디카페인 원두도 있으면 좋겠어요.',
  '아침 일찍 문 열어 주시면 출근길에 들를게요.',
  '스콘이 금방 품절돼요. 조금 더 구워 주세요!',
  '라떼가 정말 고소해요. 지금처럼만 해 주세요.',
  '텀블러 할인이 있으면 좋겠어요.',
  '주말에 자리가 부족해요.',
  '비건 디저트도 한두 가지 있으면 좋겠어요.',
  '포장 주문을 미리 할 수 있으면 편할 것 같아요.',
  '음악이 좋아서 자주 와요 🙂',
  '시즌 음료가 더 자주 나오면 좋겠어요.',
  '주차가 조금 어려워요.',
  '쿠키 종류가 다양해지면 좋겠어요.',
];

/** A deterministic sequence of numbers in [0, 1) for one post (the same seed gives the same answers). */
function sequenceFor(seed: number): () => number {
  let value = seed % 2147483647 || 1;
  return () => {
    value = (value * 48271) % 2147483647;
    return (value - 1) / 2147483646;
  };
}

/** Picks an index by weights (the first choices are picked more often, as in real votes). */
function weighted(weights: readonly number[], draw: number): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let rest = draw * total;
  for (const [index, weight] of weights.entries()) {
    rest -= weight;
    if (rest < 0) return index;
  }
  return weights.length - 1;
}

const weightsOf = (count: number) => Array.from({ length: count }, (_, index) => count + 2 - index);

/**
 * Answers to one seeded post: `count` respondents (never more than the account's followers), who
 * answered between the post's writing and now (or the vote's deadline). Deterministic for a clock.
 */
export function seedAnswers(post: PostRow, count: number, followers: number, now: Date): PostAnswerRow[] {
  const respondents = Math.min(count, followers);
  const questions = questionsOf(post);
  const random = sequenceFor(post.id * 7919);
  const from = new Date(post.created_at).getTime();
  const endsAt = post.additional_data.vote?.ends_at;
  const until = Math.min(now.getTime(), endsAt ? new Date(endsAt).getTime() : Infinity);
  const span = Math.max(60_000, until - from);
  return Array.from({ length: respondents }, (_, index) => ({
    // Ids of their own (post id × 1000 + n) so seeding answers never shifts another seed's ids.
    id: post.id * 1000 + index + 1,
    post_id: post.id,
    // Spread over the time the post was open, earlier answers more often (most come the first day).
    answered_at: toKstIso(new Date(from + Math.floor(span * ((index + 1) / (respondents + 1)) ** 2))),
    answers: questions.flatMap((question, questionIndex): PostAnswerRow['answers'] => {
      if (question.type === 'SHORT_ANSWER') {
        // About half the respondents write something.
        if (random() < 0.45) return [];
        return [{ question: questionIndex, text: SHORT_ANSWERS[Math.floor(random() * SHORT_ANSWERS.length)]! }];
      }
      const weights = weightsOf(question.options.length);
      const first = weighted(weights, random());
      if (question.type === 'SINGLE_CHOICE') return [{ question: questionIndex, choices: [first] }];
      const choices = new Set([first]);
      for (const [choice] of question.options.entries()) if (random() < 0.3) choices.add(choice);
      return [{ question: questionIndex, choices: [...choices].sort((a, b) => a - b) }];
    }),
  }));
}
