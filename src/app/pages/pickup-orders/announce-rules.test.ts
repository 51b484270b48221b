/** The "new and not yet announced" rule, with every expectation worked out by hand. */
import { describe, expect, it } from 'vitest';
import { decideAnnouncements } from './announce-rules';

const set = (...ids: number[]) => new Set(ids);

describe('which orders are announced', () => {
  it('a board that announced nothing yet announces every waiting order, once each', () => {
    const decision = decideAnnouncements(set(), [11, 12], [11, 12, 5]);
    expect(decision.announce).toEqual([11, 12]);
    expect([...decision.remember].sort()).toEqual([11, 12]);
  });

  it('after a reload nothing announced before is announced again; the one that came meanwhile is', () => {
    // Announced 11 and 12 before the reload; 13 arrived while the page loaded.
    const decision = decideAnnouncements(set(11, 12), [11, 12, 13], [11, 12, 13]);
    expect(decision.announce).toEqual([13]);
    expect([...decision.remember].sort()).toEqual([11, 12, 13]);
  });

  it('a reconnect that brings three orders at once announces the three, and the next answer none', () => {
    const first = decideAnnouncements(set(1), [1, 2, 3, 4], [1, 2, 3, 4]);
    expect(first.announce).toEqual([2, 3, 4]);
    const again = decideAnnouncements(first.remember, [1, 2, 3, 4], [1, 2, 3, 4]);
    expect(again.announce).toEqual([]);
  });

  it('an order listed twice in one answer is announced once', () => {
    expect(decideAnnouncements(set(), [7, 7], [7]).announce).toEqual([7]);
  });

  it('an accepted order is still remembered: a refused 접수 that puts it back is not news', () => {
    // 21 was announced, then accepted (open, no longer waiting), then back to waiting.
    const accepted = decideAnnouncements(set(21), [], [21]);
    expect(accepted.announce).toEqual([]);
    expect([...accepted.remember]).toEqual([21]);
    expect(decideAnnouncements(accepted.remember, [21], [21]).announce).toEqual([]);
  });

  it('forgets orders that left the board (picked up, canceled), so the memory stays small', () => {
    const decision = decideAnnouncements(set(1, 2, 3), [3, 4], [3, 4, 9]);
    expect(decision.announce).toEqual([4]);
    expect([...decision.remember].sort()).toEqual([3, 4]);
  });

  it('stays the size of the board through a day of 1,000 orders', () => {
    let remembered: ReadonlySet<number> = new Set();
    let announced = 0;
    for (let id = 1; id <= 1_000; id += 1) {
      // About 50 open at any time: each new order arrives as the oldest open one is picked up.
      const open = Array.from({ length: Math.min(id, 50) }, (_, index) => id - index);
      const decision = decideAnnouncements(remembered, [id], open);
      announced += decision.announce.length;
      remembered = decision.remember;
    }
    expect(announced).toBe(1_000);
    expect(remembered.size).toBe(50);
  });
});
