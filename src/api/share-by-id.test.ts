import { describe, expect, it } from 'vitest';
import { shareById } from './share-by-id';

const row = (id: number, memo = '') => ({ id, memo, lines: [{ name: `메뉴 ${id}` }] });

describe('shareById', () => {
  it('keeps every unchanged row the same object when a new row comes in front', () => {
    const before = [row(3), row(2), row(1)];
    const after = shareById(before, [row(4), row(3), row(2), row(1)]) as ReturnType<typeof row>[];
    expect(after).toHaveLength(4);
    expect(after[0]).toEqual(row(4));
    expect(after.slice(1)).toEqual(before);
    after.slice(1).forEach((kept, index) => expect(kept).toBe(before[index]));
  });

  it('gives a changed row anew, and the list as it was when nothing changed', () => {
    const before = [row(2), row(1)];
    const changed = shareById(before, [row(2, '포크 주세요'), row(1)]) as ReturnType<typeof row>[];
    expect(changed[0]).not.toBe(before[0]);
    expect(changed[0]!.lines).toBe(before[0]!.lines);
    expect(changed[1]).toBe(before[1]);
    expect(shareById(before, [row(2), row(1)])).toBe(before);
  });

  it('shares anything else as TanStack Query does', () => {
    const counts = { new: 1, inProgress: 2 };
    expect(shareById(counts, { new: 1, inProgress: 2 })).toBe(counts);
    expect(shareById(undefined, [row(1)])).toEqual([row(1)]);
  });
});
