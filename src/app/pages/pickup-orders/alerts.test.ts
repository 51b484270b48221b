import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/testing/memory-storage';
import {
  acknowledge,
  arrivedIds,
  boardTitle,
  loadAcknowledged,
  pruneAcknowledged,
  rememberSeen,
  saveAcknowledged,
  unacknowledgedIds,
} from './alerts';

describe('new-order alerts', () => {
  it('remembers the orders seen waiting while they are on the board, and forgets the ones that left', () => {
    let seen = rememberSeen(undefined, [1, 2], [1, 2, 9]);
    expect([...seen]).toEqual([1, 2]);
    // 1 accepted (still on the board), 2 picked up and gone, 3 arrived.
    seen = rememberSeen(seen, [3], [1, 3, 9]);
    expect([...seen]).toEqual([1, 3]);
    // A failed 접수 brings 1 back waiting: it was seen, so it is not news.
    expect(arrivedIds(seen, [1, 3])).toEqual([]);
  });

  it('stays the size of the board through a day of 1,000 orders', () => {
    let seen: Set<number> | undefined;
    for (let id = 1; id <= 1_000; id += 1) {
      // About 50 open at any time: each new order arrives as the oldest open one is picked up.
      const open = Array.from({ length: Math.min(id, 50) }, (_, index) => id - index);
      seen = rememberSeen(seen, [id], open);
    }
    expect(seen!.size).toBe(50);
  });

  it('counts unacknowledged waiting orders in the tab title', () => {
    expect(boardTitle(0)).toBe('동네마켓 비즈니스');
    expect(boardTitle(2)).toBe('(2) 신규 주문 · 동네마켓 비즈니스');
  });

  it('acknowledging covers every order shown; a later order is pending again', () => {
    const acknowledged = acknowledge(new Set(), [1, 2]);
    expect(unacknowledgedIds([1, 2], acknowledged)).toEqual([]);
    expect(unacknowledgedIds([1, 2, 3], acknowledged)).toEqual([3]);
    expect([...acknowledge(acknowledged, [2, 3])].sort()).toEqual([2, 3]);
  });

  it('forgets acknowledgements of orders no longer waiting', () => {
    expect([...pruneAcknowledged(new Set([1, 2, 3]), [2])]).toEqual([2]);
  });

  it('an order arrives only after the first poll', () => {
    expect(arrivedIds(undefined, [1, 2])).toEqual([]);
    expect(arrivedIds(new Set([1, 2]), [1, 2, 5])).toEqual([5]);
  });

  it('keeps acknowledgements per account in the given storage', () => {
    const storage = new MemoryStorage();
    saveAcknowledged('101', new Set([4, 5]), storage);
    expect([...loadAcknowledged('101', storage)]).toEqual([4, 5]);
    expect([...loadAcknowledged('102', storage)]).toEqual([]);
    storage.setItem('dongne.order-board.ack.103', '{not json');
    expect([...loadAcknowledged('103', storage)]).toEqual([]);
  });
});
