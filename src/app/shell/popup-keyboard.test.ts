import { describe, expect, it } from 'vitest';
import { nextIndex } from './popup-keyboard';

describe('nextIndex', () => {
  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 3, 0],
    ['ArrowUp', 0, 3],
    ['ArrowUp', 2, 1],
    ['ArrowDown', -1, 0],
    ['ArrowUp', -1, 3],
    ['Home', 2, 0],
    ['End', 0, 3],
  ])('vertical %s from %i goes to %i of 4', (key, from, to) => {
    expect(nextIndex(key, from, 4, 'vertical')).toBe(to);
  });

  it('uses ←/→ for a horizontal list and ignores the other axis and other keys', () => {
    expect(nextIndex('ArrowRight', 1, 3, 'horizontal')).toBe(2);
    expect(nextIndex('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(nextIndex('ArrowDown', 0, 3, 'horizontal')).toBeUndefined();
    expect(nextIndex('ArrowRight', 0, 3, 'vertical')).toBeUndefined();
    expect(nextIndex('Enter', 0, 3, 'vertical')).toBeUndefined();
    expect(nextIndex('ArrowDown', -1, 0, 'vertical')).toBeUndefined();
  });
});
