/**
 * What every post form shares (the business's posts, survey and vote posts, the user-side pages):
 * field order, the new post's template for the business's category (pre_post), the placeholder
 * texts of the chosen post type (place_holder), the photo purpose and the follower-notification
 * allowance under its switch.
 */
import { callApi, type CallArgs } from '@/api/operations';
import type { FormContext, PlaceholdersDef } from '@/engine/resource/types';
import type { BodyOf, OperationAt } from '@/engine/resource/typing';
import { FollowerNotificationMeta } from './follower-meta';
import { StoreProductsField } from './store-products-field';

/** What the post is, what it says and shows, what it offers, then who hears of it and how they answer. */
export const POST_FIELD_ORDER = [
  'business_post_type',
  'title',
  'content',
  'picture_ids',
  'coupon_id',
  'product_ids',
  'additional_data',
  'send_follower_notification',
  'disable_comment',
  'disable_chatting',
] as const;

/**
 * Not in the form: topic tags (ids without a list to pick from) and the region (the server takes
 * the business's own).
 */
export const POST_OMITTED = ['tag_ids', 'region_id'] as const;

/** The part of additional_data each kind of post does not use. */
export const SALE_FIELDS = [
  'additional_data.sale_type',
  'additional_data.price',
  'additional_data.sale_price',
  'additional_data.sale_ends_at',
  'additional_data.video_url',
] as const;

export const postFieldUi = {
  picture_ids: { 'ui:options': { purpose: 'post' } },
  product_ids: { 'ui:widget': StoreProductsField },
  send_follower_notification: { 'ui:description': <FollowerNotificationMeta /> },
} as const;

type PostType = NonNullable<CallArgs<'post.getPostPlaceHolder'>['query']>['business_post_type'];

type PostBody = BodyOf<OperationAt<'post', 'post', '/api/v1/posts'>>;

/** A new post starts from the template of the business's category (spec 001 §7 pre_post). */
export async function postPrefill({ account }: FormContext): Promise<Partial<PostBody>> {
  const business = await callApi('business-account.getBusinessAccount', { account });
  const categoryId = business.data.data.category.id;
  const template = await callApi('post.getPrePost', {
    account,
    query: { category_id: categoryId },
  });
  const { title, content, category_id: _category, ...rest } = template.data.data;
  // Empty texts of the template are not values: the placeholders say what to write instead.
  return { ...rest, ...(title ? { title } : {}), ...(content ? { content } : {}) };
}

/** The title and body placeholders of the chosen post type (spec 001 §7 place_holder). */
export const postPlaceholders: PlaceholdersDef = {
  key: (formData) => {
    const type = (formData as { business_post_type?: unknown } | undefined)?.business_post_type;
    return typeof type === 'string' ? type : undefined;
  },
  load: async (type, { account }) => {
    const answer = await callApi('post.getPostPlaceHolder', {
      account,
      // The type is one of the form's choices, the enum of this very parameter.
      query: { business_post_type: type as PostType },
    });
    return { title: answer.data.data.title, content: answer.data.data.content };
  },
};
