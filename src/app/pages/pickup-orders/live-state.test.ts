import { describe, expect, it } from 'vitest';
import { boardLiveState, failingSince, liveState } from './live-state';

const openedAt = 1_000_000;

describe('live indicator', () => {
  it('waits for the first answer, then says how fresh it is', () => {
    expect(liveState({ dataUpdatedAt: 0, errorUpdatedAt: 0, isError: false, openedAt }, openedAt + 500)).toEqual({
      kind: 'waiting',
    });
    expect(
      liveState({ dataUpdatedAt: openedAt, errorUpdatedAt: 0, isError: false, openedAt }, openedAt + 4_000),
    ).toEqual({ kind: 'ok', secondsAgo: 4 });
  });

  it('turns into a warning only after 30 s of failed polls', () => {
    const failing = (sinceOk: number) =>
      liveState(
        { dataUpdatedAt: openedAt, errorUpdatedAt: openedAt + sinceOk, isError: true, openedAt },
        openedAt + sinceOk,
      );
    expect(failing(10_000).kind).toBe('ok');
    expect(failing(29_000).kind).toBe('ok');
    expect(failing(30_000)).toEqual({ kind: 'stale', secondsAgo: 30 });
  });

  it('a good answer after failures clears the warning', () => {
    expect(
      liveState(
        { dataUpdatedAt: openedAt + 40_000, errorUpdatedAt: openedAt + 35_000, isError: false, openedAt },
        openedAt + 41_000,
      ),
    ).toEqual({ kind: 'ok', secondsAgo: 1 });
  });

  it('a board that never had an answer warns 30 s after it opened', () => {
    expect(
      liveState({ dataUpdatedAt: 0, errorUpdatedAt: openedAt + 30_000, isError: true, openedAt }, openedAt + 30_000)
        .kind,
    ).toBe('stale');
  });
});

describe('the board indicator with its open orders', () => {
  const ok = (at: number) => ({ dataUpdatedAt: at, errorUpdatedAt: 0, isError: false, openedAt });

  it('remembers when the orders began failing, until they answer again', () => {
    const failing = (at: number) => ({ dataUpdatedAt: openedAt, errorUpdatedAt: at, isError: true });
    const first = failingSince(undefined, failing(openedAt + 30_000));
    expect(first).toBe(openedAt + 30_000);
    expect(failingSince(first, failing(openedAt + 40_000))).toBe(openedAt + 30_000);
    expect(
      failingSince(first, { dataUpdatedAt: openedAt + 50_000, errorUpdatedAt: openedAt + 40_000, isError: false }),
    ).toBe(undefined);
  });

  it('warns once the orders have failed for 30 s, though the counts answer', () => {
    const since = openedAt + 30_000;
    expect(boardLiveState(ok(openedAt + 50_000), since, openedAt + 55_000)).toEqual({ kind: 'ok', secondsAgo: 5 });
    expect(boardLiveState(ok(openedAt + 60_000), since, openedAt + 60_000).kind).toBe('stale');
    expect(boardLiveState(ok(openedAt + 60_000), undefined, openedAt + 60_000).kind).toBe('ok');
  });
});
