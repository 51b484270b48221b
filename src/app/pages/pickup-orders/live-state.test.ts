import { describe, expect, it } from 'vitest';
import { combinePolls, liveState } from './live-state';

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

describe("the board's polls as one", () => {
  const ok = (at: number) => ({ dataUpdatedAt: at, errorUpdatedAt: 0, isError: false });

  it('is as fresh as the staler poll, and failing when either fails', () => {
    expect(combinePolls([ok(openedAt + 5_000), ok(openedAt + 2_000)])).toEqual(ok(openedAt + 2_000));
    const ordersFailing = { dataUpdatedAt: openedAt, errorUpdatedAt: openedAt + 30_000, isError: true };
    const combined = combinePolls([ok(openedAt + 30_000), ordersFailing]);
    expect(combined).toEqual({ dataUpdatedAt: openedAt, errorUpdatedAt: openedAt + 30_000, isError: true });
    // The counts answer, the orders have failed for 30 s: the board warns.
    expect(liveState({ ...combined, openedAt }, openedAt + 30_000).kind).toBe('stale');
  });

  it('has no answer until every poll has answered', () => {
    expect(combinePolls([ok(openedAt), ok(0)]).dataUpdatedAt).toBe(0);
  });
});
