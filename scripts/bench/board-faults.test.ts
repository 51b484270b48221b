import { describe, expect, it } from 'vitest';
import { ORDERS_ANNOUNCED_EVENT } from '@/app/pages/pickup-orders/announce-orders';
import { BOARD_ANNOUNCED_EVENT } from './board-faults';

describe('the board-day bench', () => {
  it('counts the announcements by the event the board sends', () => {
    expect(BOARD_ANNOUNCED_EVENT).toBe(ORDERS_ANNOUNCED_EVENT);
  });
});
