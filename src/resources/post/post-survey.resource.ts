/**
 * Survey and vote posts (spec 001 §2 "plus survey and vote pages"; paths designed:
 * /profile/{baId}/post/new/survey and /post/new/vote). Each is the post form of
 * `POST /api/v1/posts` with its `additional_data.survey` or `.vote` required and the sale fields
 * left out; once posted they are read and edited as any post (their questions stay as they are).
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { messages } from '@/lib/messages';
import { POST_FIELD_ORDER, POST_OMITTED, SALE_FIELDS, postFieldUi, postPlaceholders } from './post-form';

const text = messages.post;

export const postSurveyResource = defineResource('post', (r) => ({
  name: 'postSurvey',
  label: text.survey,
  routeParam: 'postId',
  routes: { list: paths.post.list, create: paths.post.createSurvey, detail: paths.post.detail },
  create: r.create('post', '/api/v1/posts', {
    // One question to start from, answered by picking one of two choices (the commonest survey).
    defaults: {
      business_post_type: 'EVENT',
      additional_data: { survey: { title: '', questions: [{ title: '', type: 'SINGLE_CHOICE', options: ['', ''] }] } },
    },
    omit: [...POST_OMITTED, ...SALE_FIELDS, 'additional_data.vote'],
    require: ['additional_data', 'additional_data.survey'],
    order: [...POST_FIELD_ORDER],
    fieldUi: {
      ...postFieldUi,
      'additional_data.survey.questions': { 'ui:options': { addText: text.addQuestion } },
      'additional_data.survey.questions.items.options': { 'ui:options': { addText: text.addChoice } },
    },
    placeholders: postPlaceholders,
    successToast: text.surveyCreated,
  }),
}));

export const postVoteResource = defineResource('post', (r) => ({
  name: 'postVote',
  label: text.vote,
  routeParam: 'postId',
  routes: { list: paths.post.list, create: paths.post.createVote, detail: paths.post.detail },
  create: r.create('post', '/api/v1/posts', {
    // A vote needs two choices at least: both are there to be renamed.
    defaults: {
      business_post_type: 'EVENT',
      additional_data: { vote: { question: '', options: [{ text: '좋아요' }, { text: '아쉬워요' }] } },
    },
    omit: [...POST_OMITTED, ...SALE_FIELDS, 'additional_data.survey'],
    require: ['additional_data', 'additional_data.vote'],
    order: [...POST_FIELD_ORDER],
    fieldUi: { ...postFieldUi, 'additional_data.vote.options': { 'ui:options': { addText: text.addChoice } } },
    placeholders: postPlaceholders,
    successToast: text.voteCreated,
  }),
}));
