import { describe, expect, it } from 'vitest';
import { boardLiveState, failingSince, lastHeardTime, liveState } from './live-state';

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
    expect(failing(30_000)).toEqual({ kind: 'stale', secondsAgo: 30, lastHeardAt: openedAt });
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
    const orders = { failingSince: since, dataUpdatedAt: openedAt + 20_000 };
    expect(boardLiveState(ok(openedAt + 50_000), orders, openedAt + 55_000)).toEqual({ kind: 'ok', secondsAgo: 5 });
    // Last heard of the orders when they last answered, though the counts answered since.
    expect(boardLiveState(ok(openedAt + 60_000), orders, openedAt + 60_000)).toEqual({
      kind: 'stale',
      secondsAgo: 0,
      lastHeardAt: openedAt + 20_000,
    });
    expect(boardLiveState(ok(openedAt + 60_000), { failingSince: undefined }, openedAt + 60_000).kind).toBe('ok');
  });

  it('says at once that the device has no connection, with when it last heard', () => {
    // Offline 4 s after a good answer: no 30 s wait (the polls do not even go out).
    expect(boardLiveState(ok(openedAt), { failingSince: undefined }, openedAt + 4_000, { online: false })).toEqual({
      kind: 'offline',
      secondsAgo: 4,
      lastHeardAt: openedAt,
    });
    // Before any answer the board's own loading and error states speak.
    expect(
      liveState({ dataUpdatedAt: 0, errorUpdatedAt: 0, isError: false, openedAt }, openedAt, 30_000, false),
    ).toEqual({ kind: 'waiting' });
  });
});

describe('when the board last heard from the server', () => {
  it('is said in KST on the server’s clock', () => {
    // 2026-11-29 05:32:40 UTC is 14:32:40 in Seoul.
    const heard = Date.UTC(2026, 10, 29, 5, 32, 40);
    expect(lastHeardTime(heard, 0)).toBe('14:32');
    // A tablet 3 minutes slow heard it at what the server calls 14:35.
    expect(lastHeardTime(heard, 3 * 60_000)).toBe('14:35');
    // Just before midnight in Seoul (14:59:59 UTC).
    expect(lastHeardTime(Date.UTC(2026, 10, 29, 14, 59, 59), 0)).toBe('23:59');
  });
});
