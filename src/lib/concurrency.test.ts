import { describe, expect, it } from 'vitest';
import { settleEach } from './concurrency';

describe('settleEach', () => {
  it('keeps at most the limit on their way and settles every item in order', async () => {
    let running = 0;
    let most = 0;
    const results = await settleEach([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 + (item % 3) * 3));
      running -= 1;
      if (item === 3) throw new Error('refused');
      return item * 10;
    });
    expect(most).toBe(4);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'x'))).toEqual([
      10,
      20,
      'x',
      40,
      50,
      60,
      70,
      80,
      90,
      100,
    ]);
  });

  it('answers nothing for no items', async () => {
    expect(await settleEach([], 4, () => Promise.resolve(1))).toEqual([]);
  });
});
