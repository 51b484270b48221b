import { describe, expect, it } from 'vitest';
import { createSeedState } from './state';

/** The ids tests read from the seed, e.g. to fill an address (tests/e2e/sweep/cases.ts). */
function seedIds(now: Date) {
  const state = createSeedState(now);
  return {
    notice: state.notice.notices.map((notice) => notice.id),
    coupon: state.coupon.boxes.map((box) => box.id),
    post: state.post.posts.map((post) => post.id),
    menus: state.pickup.stores['101']!.menus.map((menu) => menu.id),
    sequence: state.sequence,
  };
}

describe('seed ids', () => {
  it('are the same on both sides of midnight KST and on any day of the month', () => {
    const beforeMidnight = seedIds(new Date('2026-11-25T14:58:00Z'));
    expect(seedIds(new Date('2026-11-25T15:01:00Z'))).toEqual(beforeMidnight);
    expect(seedIds(new Date('2026-11-30T15:01:00Z'))).toEqual(beforeMidnight);
  });
});
