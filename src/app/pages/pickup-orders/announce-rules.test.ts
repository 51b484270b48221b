/** The "new and not yet announced" rule, with every expectation worked out by hand. */
import { describe, expect, it } from 'vitest';
import { decideAnnouncements, kstDay, MAX_REMEMBERED, type AnnouncedMemory } from './announce-rules';

/** 2026-11-29 in KST, as a day number: 20,786 days after 1970-01-01. */
const DAY = 20_786;
const memory = (ids: number[], day = DAY): AnnouncedMemory => ({ day, ids: new Set(ids) });
const sorted = (ids: ReadonlySet<number>) => [...ids].sort((a, b) => a - b);

describe('which orders are announced', () => {
  it('a board that announced nothing yet announces every waiting order, once each', () => {
    const decision = decideAnnouncements([], [11, 12], [11, 12, 5], DAY);
    expect(decision.announce).toEqual([11, 12]);
    expect(sorted(decision.remember.ids)).toEqual([11, 12]);
  });

  it('after a reload nothing announced before is announced again; the one that came meanwhile is', () => {
    // Announced 11 and 12 before the reload; 13 arrived while the page loaded.
    const decision = decideAnnouncements([memory([11, 12])], [11, 12, 13], [11, 12, 13], DAY);
    expect(decision.announce).toEqual([13]);
    expect(sorted(decision.remember.ids)).toEqual([11, 12, 13]);
  });

  it('a reconnect that brings three orders at once announces the three, and the next answer none', () => {
    const first = decideAnnouncements([memory([1])], [1, 2, 3, 4], [1, 2, 3, 4], DAY);
    expect(first.announce).toEqual([2, 3, 4]);
    expect(decideAnnouncements([first.remember], [1, 2, 3, 4], [1, 2, 3, 4], DAY).announce).toEqual([]);
  });

  it('an order listed twice in one answer is announced once', () => {
    expect(decideAnnouncements([], [7, 7], [7], DAY).announce).toEqual([7]);
  });

  it('the store and the page remember together: an order either of them announced is not news', () => {
    const decision = decideAnnouncements([memory([1, 2]), memory([3])], [1, 2, 3, 4], [1, 2, 3, 4], DAY);
    expect(decision.announce).toEqual([4]);
    expect(sorted(decision.remember.ids)).toEqual([1, 2, 3, 4]);
  });

  it('an order missing from one answer and listed again the same day is not announced again', () => {
    // 21 announced; an answer without it (a list cut short, a refused 접수 rolled back meanwhile); then back.
    const announced = decideAnnouncements([], [21, 22], [21, 22], DAY);
    expect(announced.announce).toEqual([21, 22]);
    const without = decideAnnouncements([announced.remember], [22], [22], DAY);
    expect(without.announce).toEqual([]);
    expect(decideAnnouncements([without.remember], [21, 22], [21, 22], DAY).announce).toEqual([]);
  });

  it('a new day forgets the orders that left the board, and keeps the ones still open', () => {
    // 1 and 2 were announced yesterday; 2 is still waiting this morning, 1 was picked up.
    const decision = decideAnnouncements([memory([1, 2], DAY - 1)], [2, 5], [2, 5], DAY);
    expect(decision.announce).toEqual([5]);
    expect(decision.remember.day).toBe(DAY);
    expect(sorted(decision.remember.ids)).toEqual([2, 5]);
  });

  it('remembers a whole day of 1,000 orders, each announced once, and no more than that day', () => {
    let remembered = memory([]);
    let announced = 0;
    for (let id = 1; id <= 1_000; id += 1) {
      // About 50 open, all waiting: each new order arrives as the oldest open one is picked up.
      const open = Array.from({ length: Math.min(id, 50) }, (_, index) => id - index);
      // Every tenth answer is cut short: the order before the newest is missing, and back at the next.
      const listed = id % 10 === 0 ? open.filter((each) => each !== id - 1) : open;
      const decision = decideAnnouncements([remembered], listed, listed, DAY);
      announced += decision.announce.length;
      remembered = decision.remember;
    }
    expect(announced).toBe(1_000);
    expect(remembered.ids.size).toBe(1_000);
    // The next morning: only the 50 still open.
    const open = Array.from({ length: 50 }, (_, index) => 1_000 - index);
    expect(decideAnnouncements([remembered], [], open, DAY + 1).remember.ids.size).toBe(50);
  });

  it(`never remembers more than ${MAX_REMEMBERED} orders: the oldest that left go first`, () => {
    const many = Array.from({ length: MAX_REMEMBERED }, (_, index) => index + 1);
    // Order 1 is still open; 2 is the oldest that left.
    const decision = decideAnnouncements([memory(many)], [5_000], [1, 5_000], DAY);
    expect(decision.announce).toEqual([5_000]);
    expect(decision.remember.ids.size).toBe(MAX_REMEMBERED);
    expect(decision.remember.ids.has(1)).toBe(true);
    expect(decision.remember.ids.has(2)).toBe(false);
    expect(decision.remember.ids.has(3)).toBe(true);
  });
});

describe('the KST day', () => {
  it('turns at midnight in Seoul, 15:00 UTC', () => {
    expect(kstDay(Date.parse('2026-11-29T14:59:59Z'))).toBe(DAY);
    expect(kstDay(Date.parse('2026-11-29T15:00:00Z'))).toBe(DAY + 1);
    expect(kstDay(Date.parse('2026-11-28T15:00:00Z'))).toBe(DAY);
  });
});
