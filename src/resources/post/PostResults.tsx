/**
 * A survey's or a vote's questions as customers see them, with what they answered
 * (GET /api/v1/posts/{id}/results, designed): per question the respondents, per choice a bar with
 * the count and the percent as text in a table, and a short-answer question's answers, 5 first and
 * more on demand. The questions stay readable while the results load or fail (with 다시 시도).
 */
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { payloadOf } from '@/api/envelope';
import { postQuestionsOf, type PostQuestion } from '@/api/post-questions';
import { ErrorState } from '@/components/feedback/ErrorState';
import { useBindings } from '@/engine/data/bindings';
import { useOperationQuery } from '@/api/data/queries';
import type { OperationAt, PayloadOf } from '@/engine/resource/typing';
import { formatDateTime, formatNumber } from '@/lib/format';
import { postDetailText as text } from './post-detail-text';
import './post-detail.css';

export type PostRecord = PayloadOf<OperationAt<'post', 'get', '/api/v1/posts/{id}'>>;
type Results = PayloadOf<OperationAt<'post', 'get', '/api/v1/posts/{id}/results'>>;
type QuestionResult = Results['questions'][number];
type TextAnswerPage = PayloadOf<
  OperationAt<'post', 'get', '/api/v1/posts/{id}/results/questions/{questionIndex}/answers'>
>;
type QuestionType = QuestionResult['type'];

/** How many more short answers one 더 보기 brings. */
const MORE_ANSWERS = 10;

const TYPE_LABELS: Record<QuestionType, string> = {
  SINGLE_CHOICE: text.single,
  MULTIPLE_CHOICE: text.multiple,
  SHORT_ANSWER: text.shortAnswer,
};

/** 37 of 84 → 44%: the share of the question's respondents who picked the choice. */
export function shareOf(count: number, respondents: number): number {
  return respondents === 0 ? 0 : Math.round((count / respondents) * 100);
}

export function PostResults({ record, id }: { readonly record: PostRecord; readonly id: string }) {
  const { account } = useBindings();
  const query = useOperationQuery('post.getPostResults', { account, path: { id } });
  const results = query.data === undefined ? undefined : payloadOf<Results>(query.data);
  const isVote = record.additional_data?.vote !== undefined;
  const questions = postQuestionsOf(record.additional_data);

  return (
    <div className="post-results" aria-busy={query.isLoading}>
      {record.additional_data?.survey ? (
        <p className="post-results-title">{record.additional_data?.survey.title}</p>
      ) : null}
      <ResultsSummary isVote={isVote} results={results} record={record} />
      {query.isLoading ? <p className="muted">{text.loadingResults}</p> : null}
      {query.error ? <ErrorState error={query.error} onRetry={() => void query.refetch()} compact /> : null}
      {results && results.respondent_count === 0 ? <p className="post-results-empty">{text.noAnswers}</p> : null}
      <ol className="post-results-questions">
        {questions.map((question, index) => (
          <Question
            key={index}
            index={index}
            question={question}
            result={results && results.respondent_count > 0 ? results.questions[index] : undefined}
            isVote={isVote}
            postId={id}
            account={account}
          />
        ))}
      </ol>
    </div>
  );
}

/** "84명 투표 · 진행 중 (2026.12.06 23:59 마감)" or "31명 응답". */
function ResultsSummary({
  isVote,
  results,
  record,
}: {
  readonly isVote: boolean;
  readonly results: Results | undefined;
  readonly record: PostRecord;
}) {
  const endsAt = results ? results.ends_at : (record.additional_data?.vote?.ends_at ?? null);
  return (
    <p className="post-results-summary">
      {isVote ? (
        results?.closed ? (
          <Tag>{text.closed}</Tag>
        ) : (
          <Tag color="green">{endsAt ? text.open(formatDateTime(endsAt)) : text.openNoDeadline}</Tag>
        )
      ) : null}
      {results ? (
        <strong>{(isVote ? text.voters : text.respondents)(formatNumber(results.respondent_count))}</strong>
      ) : null}
    </p>
  );
}

function Question({
  index,
  question,
  result,
  isVote,
  postId,
  account,
}: {
  readonly index: number;
  readonly question: PostQuestion;
  readonly result: QuestionResult | undefined;
  readonly isVote: boolean;
  readonly postId: string;
  readonly account: string | undefined;
}) {
  const headingId = `post-question-${postId}-${index}`;
  return (
    <li className="post-results-question" aria-labelledby={headingId}>
      <h3 id={headingId} className="post-results-question-title">
        {question.title}
      </h3>
      <p className="muted">
        {TYPE_LABELS[question.type]}
        {result ? ` · ${text.questionRespondents(formatNumber(result.respondent_count))}` : null}
      </p>
      {result && result.respondent_count === 0 ? <p className="muted">{text.noQuestionAnswers}</p> : null}
      {question.type === 'SHORT_ANSWER' ? (
        result?.answers && result.respondent_count > 0 ? (
          <TextAnswers first={result.answers} postId={postId} index={index} account={account} />
        ) : null
      ) : result ? (
        <>
          <ChoiceTable caption={question.title} result={result} isVote={isVote} />
          {question.type === 'MULTIPLE_CHOICE' ? <p className="muted">{text.shareNote}</p> : null}
        </>
      ) : (
        <ul className="post-results-choices">
          {question.options.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Each choice's count and share as text, with a bar beside the share that only repeats it. */
function ChoiceTable({
  caption,
  result,
  isVote,
}: {
  readonly caption: string;
  readonly result: QuestionResult;
  readonly isVote: boolean;
}) {
  const top = Math.max(...result.choices.map((choice) => choice.count));
  return (
    <table className="post-results-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{text.choice}</th>
          <th scope="col">{text.count}</th>
          <th scope="col">{text.share}</th>
        </tr>
      </thead>
      <tbody>
        {result.choices.map((choice) => {
          const share = shareOf(choice.count, result.respondent_count);
          return (
            <tr key={choice.text} className={choice.count === top && top > 0 ? 'post-results-top' : undefined}>
              <th scope="row">{choice.text}</th>
              <td className="post-results-count">{(isVote ? text.votes : text.people)(formatNumber(choice.count))}</td>
              <td className="post-results-share">
                <span className="post-results-bar" aria-hidden>
                  <span style={{ width: `${share}%` }} />
                </span>
                {share}%
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function TextAnswers({
  first,
  postId,
  index,
  account,
}: {
  readonly first: TextAnswerPage;
  readonly postId: string;
  readonly index: number;
  readonly account: string | undefined;
}) {
  return (
    <ul className="post-results-answers">
      <AnswerItems
        page={first}
        more={(lastId) => <MoreAnswers postId={postId} index={index} lastId={lastId} account={account} />}
      />
    </ul>
  );
}

function AnswerItems({
  page,
  more,
}: {
  readonly page: TextAnswerPage;
  readonly more: (lastId: number) => React.ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      {page.items.map((answer) => (
        <li key={answer.id}>
          <span className="pre-wrap">{answer.text}</span>{' '}
          <span className="muted">{formatDateTime(answer.answered_at)}</span>
        </li>
      ))}
      {page.has_next && page.last_id !== null ? (
        opened ? (
          more(page.last_id)
        ) : (
          <li className="post-results-more">
            <Button onClick={() => setOpened(true)}>{text.moreAnswers}</Button>
          </li>
        )
      ) : null}
    </>
  );
}

/** The next answers after `lastId`, with their own loading and error states. */
function MoreAnswers({
  postId,
  index,
  lastId,
  account,
}: {
  readonly postId: string;
  readonly index: number;
  readonly lastId: number;
  readonly account: string | undefined;
}) {
  const query = useOperationQuery('post.listPostTextAnswers', {
    account,
    path: { id: postId, questionIndex: index },
    query: { last_id: lastId, size: MORE_ANSWERS },
  });
  if (query.isLoading)
    return (
      <li className="muted" aria-live="polite">
        {text.loadingAnswers}
      </li>
    );
  if (query.error || query.data === undefined)
    return (
      <li>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} compact />
      </li>
    );
  return (
    <AnswerItems
      page={payloadOf<TextAnswerPage>(query.data)}
      more={(next) => <MoreAnswers postId={postId} index={index} lastId={next} account={account} />}
    />
  );
}
