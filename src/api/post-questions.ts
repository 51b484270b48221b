/**
 * The questions of a post's survey or vote, one shape for both: a vote is one question whose
 * choices are its options (하나 고르기, or 여러 개 고르기 when it allows several). The results call
 * (mock) and the post's detail (screen) number questions and choices the same way from this.
 */
import type { components } from '@generated/openapi/post';

type Schemas = components['schemas'];

export interface PostQuestion {
  readonly title: string;
  readonly type: Schemas['SurveyQuestionType'];
  /** The choices in order; none for a short-answer question. */
  readonly options: readonly string[];
}

export function postQuestionsOf(data: Schemas['PostAdditionalData'] | undefined): PostQuestion[] {
  const { survey, vote } = data ?? {};
  if (vote)
    return [
      {
        title: vote.question,
        type: vote.allow_multiple ? 'MULTIPLE_CHOICE' : 'SINGLE_CHOICE',
        options: vote.options.map((option) => option.text),
      },
    ];
  return (survey?.questions ?? []).map((question) => ({
    title: question.title,
    type: question.type,
    options: 'options' in question && question.options ? question.options : [],
  }));
}
