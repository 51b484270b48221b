import type { components } from '@generated/openapi/customer';

type Schemas = components['schemas'];

/** How one customer stands with one business account: follow state, visits, the owner's memo. */
export interface CustomerRelationRow {
  accountId: number;
  customerId: number;
  followStatus: Schemas['FollowStatus'];
  followedAt: string | null;
  /** The post they followed from (its follow button), or null when they followed elsewhere. */
  followedPostId: number | null;
  unfollowedAt: string | null;
  bookmarked: boolean;
  memo: string;
  visitCount: number;
  purchaseCount: number;
  lastVisitedAt: string | null;
}

/** A review the business received; `comments` holds the owner's answer (SELLER) and customer replies (BUYER). */
export interface ReviewRow {
  id: number;
  accountId: number;
  authorId: number;
  rating: number | null;
  content: string;
  media: Schemas['ReviewMedia'][];
  likeCount: number;
  createdAt: string;
  comments: Schemas['ReviewComment'][];
}

export interface CustomerState {
  relations: CustomerRelationRow[];
  reviews: ReviewRow[];
}
