import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_LOG_INTERVAL_MS, createAccessLogScheduler } from './access-log';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('access log (spec §4, §9)', () => {
  it('logs now and again every 600000 ms', async () => {
    const log = vi.fn(() => Promise.resolve());
    const scheduler = createAccessLogScheduler({ log, hasFocus: () => true });
    scheduler.start();
    expect(log).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ACCESS_LOG_INTERVAL_MS - 1);
    expect(log).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(ACCESS_LOG_INTERVAL_MS * 3);
    expect(log).toHaveBeenCalledTimes(5);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(ACCESS_LOG_INTERVAL_MS * 3);
    expect(log).toHaveBeenCalledTimes(5);
  });

  it('skips a log while the window lacks focus', async () => {
    let focused = false;
    const log = vi.fn(() => Promise.resolve());
    const scheduler = createAccessLogScheduler({ log, hasFocus: () => focused });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(ACCESS_LOG_INTERVAL_MS);
    expect(log).not.toHaveBeenCalled();
    focused = true;
    await vi.advanceTimersByTimeAsync(ACCESS_LOG_INTERVAL_MS);
    expect(log).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it('skips a log while the previous one is in flight, and logs again once it answered', async () => {
    let answer!: () => void;
    const log = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const scheduler = createAccessLogScheduler({ log, hasFocus: () => true });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(ACCESS_LOG_INTERVAL_MS * 2);
    expect(log).toHaveBeenCalledTimes(1);
    expect(await scheduler.logNow()).toBe(false);
    answer();
    await vi.advanceTimersByTimeAsync(ACCESS_LOG_INTERVAL_MS);
    expect(log).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });

  it('a failed log does not stop the schedule', async () => {
    const log = vi.fn(() => Promise.reject(new Error('403')));
    const scheduler = createAccessLogScheduler({ log, hasFocus: () => true });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(ACCESS_LOG_INTERVAL_MS);
    expect(log).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });
});
