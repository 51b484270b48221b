// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isChunkGone, isChunkLoadError } from './chunk-load';

const chrome = new TypeError(
  'Failed to fetch dynamically imported module: https://biz.example/assets/CouponPage-1a2b.js',
);
const safari = new TypeError('Importing a module script failed.');

const answers =
  (byUrl: Record<string, { status: number; body?: string } | 'offline'>) =>
  (input: string | URL | Request): Promise<Response> => {
    const answer = byUrl[input instanceof Request ? input.url : input.toString()];
    if (!answer || answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(answer.body ?? null, { status: answer.status }));
  };

describe('a chunk that did not load', () => {
  afterEach(() => document.head.replaceChildren());

  it('is told from other failures by the browsers’ words', () => {
    expect(isChunkLoadError(chrome)).toBe(true);
    expect(isChunkLoadError(safari)).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('is gone when its address answers 404, or the server’s page starts from another entry script', async () => {
    document.head.innerHTML = '<script type="module" src="/assets/index-old.js"></script>';
    const page = (entry: string) => ({
      status: 200,
      body: `<script type="module" crossorigin src="${entry}"></script>`,
    });
    const chunk = 'https://biz.example/assets/CouponPage-1a2b.js';
    expect(await isChunkGone(chrome, answers({ [chunk]: { status: 404 } }))).toBe(true);
    expect(
      await isChunkGone(chrome, answers({ [chunk]: { status: 200 }, '/index.html': page('/assets/index-old.js') })),
    ).toBe(false);
    expect(await isChunkGone(safari, answers({ '/index.html': page('/assets/index-new.js') }))).toBe(true);
    expect(await isChunkGone(chrome, answers({}))).toBe(false);
    expect(await isChunkGone(new TypeError('Failed to fetch'), answers({}))).toBe(false);
  });
});
