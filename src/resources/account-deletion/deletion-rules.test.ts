import { describe, expect, it } from 'vitest';
import { BLOCKING, deletionGate, MAX_DELETE_REASON, nextAccountAfterDeletion, reasonTextError } from './deletion-rules';

describe('deletionGate', () => {
  it('lets the owner of a CAN_DELETE account go on', () => {
    expect(deletionGate('CAN_DELETE', 'OWNER')).toEqual({ kind: 'allowed' });
  });

  it('stops anyone but the owner, whatever the eligibility', () => {
    expect(deletionGate('CAN_DELETE', 'ADMIN')).toEqual({ kind: 'notOwner' });
    expect(deletionGate('STORE_EXIST', 'USER')).toEqual({ kind: 'notOwner' });
    expect(deletionGate('CAN_DELETE', undefined)).toEqual({ kind: 'notOwner' });
  });

  it.each(Object.keys(BLOCKING) as (keyof typeof BLOCKING)[])(
    'explains %s with what to do and where to go',
    (eligibility) => {
      const gate = deletionGate(eligibility, 'OWNER');
      expect(gate.kind).toBe('blocked');
      if (gate.kind !== 'blocked') return;
      expect(gate.eligibility).toBe(eligibility);
      expect(gate.title).toMatch(/[가-힣]/);
      expect(gate.todo.length).toBeGreaterThan(20);
      expect(['orders', 'customerCenter', 'retry']).toContain(gate.help);
    },
  );

  it('sends a store or unsettled orders to the orders, an unknown commerce state to a retry', () => {
    expect(BLOCKING.STORE_EXIST.help).toBe('orders');
    expect(BLOCKING.UNSETTLED_ORDERS_EXIST.help).toBe('orders');
    expect(BLOCKING.COMMERCE_UNKNOWN.help).toBe('retry');
    expect(BLOCKING.OUTSTANDING_BOND_EXIST.help).toBe('customerCenter');
    expect(BLOCKING.OTHER_UNKNOWN.help).toBe('customerCenter');
  });
});

describe('reasonTextError', () => {
  it('allows an empty text unless the reason asks for one', () => {
    expect(reasonTextError('', false)).toBeUndefined();
    expect(reasonTextError('  ', true)).toBe('이 사유를 고르면 자세한 사유를 꼭 적어 주세요.');
    expect(reasonTextError('건물 재건축으로 가게를 닫아요.', true)).toBeUndefined();
  });

  it('allows 300 characters and not one more', () => {
    expect(reasonTextError('가'.repeat(MAX_DELETE_REASON), false)).toBeUndefined();
    expect(reasonTextError('가'.repeat(MAX_DELETE_REASON + 1), false)).toBe('300자까지 적을 수 있어요.');
  });
});

describe('nextAccountAfterDeletion', () => {
  it('moves to another active account, never the deleted or a dormant one', () => {
    const accounts = [
      { id: 103, status: 'DESTROYED' },
      { id: 104, status: 'DORMANT' },
      { id: 101, status: 'ACTIVE' },
    ];
    expect(nextAccountAfterDeletion(accounts, 103)).toBe(101);
    expect(nextAccountAfterDeletion([{ id: 103, status: 'ACTIVE' }], 103)).toBeUndefined();
  });
});
