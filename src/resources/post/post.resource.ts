/**
 * Posts (소식) of a business account (spec 001 §2, §4, §7; /profile/{baId}/post…): the list with
 * hide / unhide and delete, a post's detail with its comments (post-comment.resource.ts), and
 * writing and editing a post (post-form.tsx holds what every post form shares).
 */
import { createElement } from 'react';
import { LoadingState } from '@/components/feedback/LoadingState';
import { paths } from '@/config/paths';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { defineResource } from '@/engine/resource/define-resource';
import type { ResourceRoutes } from '@/engine/resource/types';
import { messages } from '@/lib/messages';
import { postCommentResource } from './post-comment.resource';
import { postDetailText as detailText } from './post-detail-text';
import { POST_FIELD_ORDER, POST_OMITTED, postFieldUi, postPlaceholders, postPrefill } from './post-form';
import { lazySection } from '@/engine/resource/lazy-section';

const PostCoupon = lazySection(() => import('./PostCoupon').then((module) => module.PostCoupon));
const PostResults = lazySection(() => import('./PostResults').then((module) => module.PostResults));

const text = messages.post;

// The photo dialog (antd's Modal) loads with a post that has photos, not with every screen.
const PostPhotos = lazyComponent(
  () => import('./PostPhotos').then((module) => module.PostPhotos),
  createElement(LoadingState, { rows: 1 }),
);

/** Spec 001 §4: hide makes a post private, unhide public again. */
const HIDE = {
  label: text.hide,
  visible: (post: { status: string }) => post.status === 'ACTIVE',
  successToast: text.hidden,
};
const UNHIDE = {
  label: text.unhide,
  visible: (post: { status: string }) => post.status === 'INACTIVE',
  successToast: text.unhidden,
};

/**
 * The post screens at a set of routes: the business's own pages (/profile/{baId}/post…) and the
 * user-side ones (/user/post/…, the account from `?baId`), which are the same screens.
 */
function postScreens(name: string, routes: ResourceRoutes) {
  return defineResource('post', (r) => ({
    name,
    label: '소식',
    routeParam: 'postId',
    routes,

    list: r.list('get', '/api/v1/posts/offset', {
      columns: [{ field: 'title', primary: true }, 'status', 'comment_count', 'view_count', 'created_at'],
      emptyText: text.empty,
      createLabel: text.create,
      moreCreate: [
        { label: text.surveyCreate, route: paths.post.createSurvey },
        { label: text.voteCreate, route: paths.post.createVote },
      ],
      rowActions: (action) => [
        action('put', '/api/v1/posts/{id}/hide', HIDE),
        action('put', '/api/v1/posts/{id}/unhide', UNHIDE),
      ],
    }),

    detail: r.detail('/api/v1/posts/{id}', {
      fields: [
        'title',
        'status',
        'content',
        'comment_count',
        'view_count',
        'interest_count',
        'created_at',
        'updated_at',
      ],
      // What customers see beside the text, and what they answered (PostResults).
      sections: [
        { title: detailText.photos, visible: (post) => post.pictures.length > 0, component: PostPhotos },
        { title: detailText.coupon, visible: (post) => post.coupon !== null, component: PostCoupon },
        {
          title: detailText.survey,
          visible: (post) => post.additional_data?.survey !== undefined,
          component: PostResults,
        },
        { title: detailText.vote, visible: (post) => post.additional_data?.vote !== undefined, component: PostResults },
      ],
      actions: (action) => [
        action('put', '/api/v1/posts/{id}/hide', HIDE),
        action('put', '/api/v1/posts/{id}/unhide', UNHIDE),
      ],
      related: (related) => [related(postCommentResource, { title: text.comments })],
    }),

    // Survey and vote posts have forms of their own (post-survey.resource.ts); this one is a plain post.
    create: r.create('post', '/api/v1/posts', {
      defaults: { business_post_type: 'NEWS' },
      omit: [...POST_OMITTED, 'additional_data.survey', 'additional_data.vote'],
      order: [...POST_FIELD_ORDER],
      fieldUi: postFieldUi,
      prefill: postPrefill,
      placeholders: postPlaceholders,
      successToast: text.created,
    }),

    // A survey's or a vote's questions are not edited once posted (answers would no longer match
    // them): the form leaves them out and the server keeps them as posted. Sending them back would
    // have a closed vote's deadline refused as past (x-not-past) on a field the merchant cannot see.
    update: r.update('put', '/api/v1/posts/{id}', {
      omit: [...POST_OMITTED, 'additional_data.survey', 'additional_data.vote'],
      preserve: [...POST_OMITTED],
      order: [...POST_FIELD_ORDER],
      fieldUi: postFieldUi,
      placeholders: postPlaceholders,
    }),

    remove: r.remove('/api/v1/posts/{id}', { title: text.deleteTitle, body: text.deleteBody, danger: true }),
  }));
}

export const postResource = postScreens('post', {
  list: paths.post.list,
  create: paths.post.create,
  detail: paths.post.detail,
  edit: paths.post.edit,
});

/** The user-side pages (spec 001 §2): no list of their own; after writing, the new post's page. */
export const userPostResource = postScreens('userPost', {
  create: paths.userPost.create,
  detail: paths.userPost.detail,
  edit: paths.userPost.edit,
});
