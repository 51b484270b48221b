import { describe, expect, it } from 'vitest';
import { PINNED_IMAGES_MAX, pinRefusal, pinnedCount } from './pin-rules';

const image = (id: number, pinned = false) => ({ id, pinned });
const LIMIT = '사진은 최대 2장까지 고정할 수 있어요. 고정한 사진을 먼저 풀어 주세요.';

describe('pin limit', () => {
  it('is 2 photos, the spec’s fallback', () => {
    expect(PINNED_IMAGES_MAX).toBe(2);
  });

  it('lets a photo be pinned while fewer than 2 are', () => {
    const rows = [image(1), image(2), image(3)];
    expect(pinRefusal(rows[0]!, rows)).toBeUndefined();
    const onePinned = [image(1, true), image(2), image(3)];
    expect(pinnedCount(onePinned)).toBe(1);
    expect(pinRefusal(onePinned[1]!, onePinned)).toBeUndefined();
  });

  it('refuses a third with the sentence, before any call', () => {
    const rows = [image(1, true), image(2, true), image(3)];
    expect(pinRefusal(rows[2]!, rows)).toBe(LIMIT);
  });

  it('never refuses a photo that is pinned already (unpinning stays possible)', () => {
    const rows = [image(1, true), image(2, true)];
    expect(pinRefusal(rows[0]!, rows)).toBeUndefined();
  });

  it('follows a served limit', () => {
    const rows = [image(1, true), image(2, true), image(3)];
    expect(pinRefusal(rows[2]!, rows, 3)).toBeUndefined();
    expect(pinRefusal(rows[2]!, rows, 1)).toBe('사진은 최대 1장까지 고정할 수 있어요. 고정한 사진을 먼저 풀어 주세요.');
  });
});
