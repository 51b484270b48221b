import { describe, expect, it } from 'vitest';
import { orderConflictCode } from './pickup-orders';

describe('orderConflictCode', () => {
  it('reads the documented codes of a refused order call, and nothing else', () => {
    expect(orderConflictCode({ status: 409, message: '…', code: 'INVALID_ORDER_STATUS' })).toBe('INVALID_ORDER_STATUS');
    expect(orderConflictCode({ status: 409, message: '…', code: 'RE_NOTIFICATION_LIMIT' })).toBe(
      'RE_NOTIFICATION_LIMIT',
    );
    expect(orderConflictCode({ status: 409, message: '…', code: 'INJECTED_FAULT' })).toBeUndefined();
    expect(orderConflictCode(null)).toBeUndefined();
  });
});
