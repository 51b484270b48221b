/** When customers could not see a post: hiding, a restriction or deleting opens a span, unhiding closes it. */
import { toKstIso } from '../../core/time';
import type { PostRow, PostState } from './state';

const openSpanOf = (posts: PostState, post: PostRow) =>
  posts.hidden.find((span) => span.post_id === post.id && span.to === null);

export function stopShowing(posts: PostState, post: PostRow, at: Date): void {
  if (!openSpanOf(posts, post)) posts.hidden.push({ post_id: post.id, from: toKstIso(at), to: null });
}

export function showAgain(posts: PostState, post: PostRow, at: Date): void {
  const span = openSpanOf(posts, post);
  if (span) span.to = toKstIso(at);
}
