import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/testing/memory-storage';
import {
  acknowledge,
  boardTitle,
  loadAcknowledged,
  pruneAcknowledged,
  saveAcknowledged,
  unacknowledgedIds,
} from './alerts';

describe('new-order alerts', () => {
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

  it('keeps acknowledgements per account in the given storage', () => {
    const storage = new MemoryStorage();
    saveAcknowledged('101', new Set([4, 5]), storage);
    expect([...loadAcknowledged('101', storage)]).toEqual([4, 5]);
    expect([...loadAcknowledged('102', storage)]).toEqual([]);
    storage.setItem('dongne.order-board.ack.103', '{not json');
    expect([...loadAcknowledged('103', storage)]).toEqual([]);
  });
});
