/**
 * What the board remembers having announced, through the sequences of answers a counter day brings
 * (the board-day bench found the first two): every expectation counted by hand from the orders each
 * answer lists.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPersonState } from '@/api/data/session-reset';
import { STORED_VALUES } from '@/api/stored-values';
import { takeAnnouncements } from './announced-store';

const BA_ID = '101';
const NOON_KST = Date.parse('2026-11-29T03:00:00Z');
const take = (waiting: number[], open: number[] = waiting, now = NOON_KST) =>
  takeAnnouncements(BA_ID, waiting, open, localStorage, now);

describe('orders the board announced', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetPersonState();
    localStorage.setItem(STORED_VALUES.businessUser.key, '9001');
  });

  it('opened while the session is still checked (no id stored yet): the orders are not announced again once it is', () => {
    localStorage.removeItem(STORED_VALUES.businessUser.key);
    expect(take([1, 2, 3])).toEqual([1, 2, 3]);
    // The session answers: the person's id is stored, and the next answer lists the same orders and a new one.
    localStorage.setItem(STORED_VALUES.businessUser.key, '9001');
    expect(take([1, 2, 3, 4])).toEqual([4]);
    expect(take([1, 2, 3, 4])).toEqual([]);
  });

  it('an order missing from one answer and listed again is not announced again', () => {
    expect(take([1, 2])).toEqual([1, 2]);
    // A list cut short (the drop's answer), then the whole list again.
    expect(take([2])).toEqual([]);
    expect(take([1, 2])).toEqual([]);
  });

  it('a refused 접수 that puts an accepted order back, after an answer without it, is not news', () => {
    expect(take([7])).toEqual([7]);
    // Accepted on the screen (open, not waiting), then an answer without it, then back to waiting.
    expect(take([], [7])).toEqual([]);
    expect(take([], [])).toEqual([]);
    expect(take([7])).toEqual([]);
  });

  it('keeps the day and the ids in the person’s key; the first form (a plain list) is read as today’s', () => {
    const key = `${STORED_VALUES.orderBoardAnnounced.key}:9001.${BA_ID}`;
    localStorage.setItem(key, '[1,2]');
    expect(take([1, 2, 3])).toEqual([3]);
    // 2026-11-29 KST is day 20,786 since 1970-01-01.
    expect(JSON.parse(localStorage.getItem(key) ?? '')).toEqual({ day: 20_786, ids: [1, 2, 3] });
  });

  it('the next morning only the orders still open are remembered', () => {
    expect(take([1, 2])).toEqual([1, 2]);
    const nextMorning = Date.parse('2026-11-30T00:30:00Z');
    expect(take([2, 5], [2, 5], nextMorning)).toEqual([5]);
    const key = `${STORED_VALUES.orderBoardAnnounced.key}:9001.${BA_ID}`;
    expect(JSON.parse(localStorage.getItem(key) ?? '')).toEqual({ day: 20_787, ids: [2, 5] });
  });

  it('a new person on the tab starts from nothing', () => {
    expect(take([1])).toEqual([1]);
    localStorage.clear();
    forgetPersonState();
    localStorage.setItem(STORED_VALUES.businessUser.key, '9002');
    expect(take([1])).toEqual([1]);
  });
});
