import { describe, expect, it } from 'vitest';
import { keepsImageUrls } from './image-urls';

describe('keepsImageUrls', () => {
  it('tells address fields (pickup onboarding photos) from image-id fields (menu photos)', () => {
    expect(keepsImageUrls({ type: 'array', items: { type: 'string', format: 'uri' } })).toBe(true);
    expect(keepsImageUrls({ type: 'string' })).toBe(true);
    expect(keepsImageUrls({ type: 'array', items: { type: 'integer' } })).toBe(false);
    expect(keepsImageUrls({ type: 'integer' })).toBe(false);
  });
});
