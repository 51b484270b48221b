/** When the order board asks for its open orders again (the counts poll brings the news). */
import { describe, expect, it } from 'vitest';
import { countsChanged } from './pickup-order-hooks';

describe('when the open orders are asked again', () => {
  const counts = { new: 3, inProgress: 7, total: 16, canceledToday: 2, pickupCompletedToday: 4 };

  it('only when a count moved, not on the first answer', () => {
    expect(countsChanged(undefined, counts)).toBe(false);
    expect(countsChanged(counts, { ...counts })).toBe(false);
    expect(countsChanged(counts, { ...counts, new: 4, total: 17 })).toBe(true);
    expect(countsChanged(counts, { ...counts, canceledToday: 3, new: 2 })).toBe(true);
  });
});
