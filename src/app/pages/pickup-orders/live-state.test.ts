import { describe, expect, it } from 'vitest';
import { liveState } from './live-state';

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
