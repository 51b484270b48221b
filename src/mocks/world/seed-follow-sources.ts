/**
 * Where the seeded followers followed from: about two in three of those who followed while the
 * account had posts did so from a post they had opened, never more on a day than the post had
 * visitors by then; the others from the profile, the map or search.
 */
import { kstDateOf } from '../core/time';
import { unitHash } from '../services/statistics/numbers';
import { postVisitsOn } from '../services/statistics/post-reach';
import type { MockState } from '../state';
import { reachOf } from './post-readers';

const FROM_A_POST = 0.65;

export function seedFollowSources(world: MockState): void {
  const relations = world.customer.relations
    .filter((row) => row.followedAt !== null)
    .sort((a, b) => a.followedAt!.localeCompare(b.followedAt!));
  const taken = new Map<string, number>();
  for (const relation of relations) {
    if (unitHash(`${relation.accountId}:${relation.customerId}:follow-source`) >= FROM_A_POST) continue;
    const at = new Date(relation.followedAt!);
    const date = kstDateOf(at);
    const open = world.post.posts
      .filter((post) => post.business_account_id === relation.accountId)
      .map((post) => {
        const visitors = postVisitsOn(reachOf(world, post), date, 'ALL', at);
        return { post, room: visitors - (taken.get(`${post.id}:${date}`) ?? 0) };
      })
      .filter((candidate) => candidate.room > 0)
      .sort((a, b) => b.room - a.room || b.post.created_at.localeCompare(a.post.created_at));
    const chosen = open[0]?.post;
    if (!chosen) continue;
    relation.followedPostId = chosen.id;
    taken.set(`${chosen.id}:${date}`, (taken.get(`${chosen.id}:${date}`) ?? 0) + 1);
  }
}
