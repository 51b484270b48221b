import type { components } from '@generated/openapi/post';

type Schemas = components['schemas'];

/** A business post as stored: author, pictures, tags, coupon and counts are derived on read. */
export interface PostRow {
  id: number;
  business_account_id: number;
  kind: Schemas['ContentKind'];
  title: string;
  content: string;
  picture_ids: number[];
  coupon_id: number | null;
  product_ids: number[];
  additional_data: Schemas['PostAdditionalData'];
  region_id?: number;
  business_post_type: Schemas['BusinessPostType'];
  disable_chatting: boolean;
  disable_comment: boolean;
  send_follower_notification: boolean;
  tag_ids: number[];
  status: Schemas['ItemStatus'];
  linked_contents: Schemas['LinkedContent'][];
  interest_count: number;
  follower_notified_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A time a post was not shown to customers: hidden, restricted or deleted from `from`, and shown
 * again at `to` (null while it is still not shown). What its readers did is counted outside these.
 */
export interface PostHiddenRow {
  post_id: number;
  from: string;
  to: string | null;
}

/** A comment (parent_id null) or a reply to one. */
export interface CommentRow {
  id: number;
  post_id: number;
  parent_id: number | null;
  author: Schemas['Author'];
  content: string;
  status: Schemas['ItemStatus'];
  created_at: string;
}

/** One business account's follower notifications: a monthly allowance and when each was sent (the follower count is the followers list's). */
export interface FollowerNotificationRow {
  monthly_limit: number;
  sent: { post_id: number; sent_at: string }[];
}

/**
 * One customer's answers to a post's survey or vote: per question (by its index; a vote is question
 * 0) the chosen choices' indexes or the short answer's text. A skipped question has no entry.
 */
export interface PostAnswerRow {
  id: number;
  post_id: number;
  answered_at: string;
  answers: { question: number; choices?: number[]; text?: string }[];
}

export interface PostState {
  posts: PostRow[];
  comments: CommentRow[];
  answers: PostAnswerRow[];
  hidden: PostHiddenRow[];
  /** Keyed by business account id. */
  followerNotifications: Record<string, FollowerNotificationRow>;
}
