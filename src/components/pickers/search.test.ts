import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearch, type SearchState } from './search';

/** A server whose answers the test releases one by one, in any order. */
function controlledServer() {
  const pending: { query: string; signal: AbortSignal; answer: (items: string[]) => void; fail: () => void }[] = [];
  const run = (query: string, signal: AbortSignal) =>
    new Promise<string[]>((resolve, reject) => {
      pending.push({ query, signal, answer: resolve, fail: () => reject(new Error('down')) });
    });
  return { pending, run };
}

describe('createSearch', () => {
  let states: SearchState<string[]>[];
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());
  const last = () => states.at(-1);

  it('asks once, after the pause, for the last text typed', () => {
    const server = controlledServer();
    const search = createSearch({ delay: 300, run: server.run, onState: (state) => states.push(state) });
    search.update('ㅋ');
    vi.advanceTimersByTime(100);
    search.update('커');
    vi.advanceTimersByTime(100);
    search.update('커피');
    expect(last()).toEqual({ kind: 'searching', query: '커피' });
    vi.advanceTimersByTime(299);
    expect(server.pending).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(server.pending.map((call) => call.query)).toEqual(['커피']);
  });

  it('ignores an answer for a text the box no longer holds, even when it arrives last', async () => {
    const server = controlledServer();
    const search = createSearch({ delay: 300, run: server.run, onState: (state) => states.push(state) });
    search.update('망원');
    vi.advanceTimersByTime(300);
    search.update('포은로');
    vi.advanceTimersByTime(300);
    const [old, current] = server.pending;
    expect(old!.signal.aborted).toBe(true);
    current!.answer(['포은로 94']);
    await vi.runAllTimersAsync();
    old!.answer(['망원로 47']);
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ kind: 'done', query: '포은로', result: ['포은로 94'] });
  });

  it('does not ask again for the same text, trims it, and goes idle when emptied', () => {
    const server = controlledServer();
    const search = createSearch({ delay: 300, run: server.run, onState: (state) => states.push(state) });
    search.update('꽃집');
    search.update(' 꽃집 ');
    vi.advanceTimersByTime(300);
    expect(server.pending).toHaveLength(1);
    search.update('  ');
    expect(last()).toEqual({ kind: 'idle' });
    expect(server.pending[0]!.signal.aborted).toBe(true);
  });

  it('reports a failure and asks again at once on retry', async () => {
    const server = controlledServer();
    const search = createSearch({ delay: 300, run: server.run, onState: (state) => states.push(state) });
    search.update('카페');
    vi.advanceTimersByTime(300);
    server.pending[0]!.fail();
    await vi.runAllTimersAsync();
    expect(last()?.kind).toBe('failed');
    search.retry();
    expect(server.pending).toHaveLength(2);
    server.pending[1]!.answer(['음식점 > 카페']);
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ kind: 'done', query: '카페', result: ['음식점 > 카페'] });
  });
});
