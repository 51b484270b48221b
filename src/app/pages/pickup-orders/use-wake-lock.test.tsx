import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScreenWakeLock } from './use-wake-lock';

function withWakeLock(request: () => Promise<{ release: () => Promise<void> }>) {
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request: vi.fn(request) } });
  return (navigator as Navigator & { wakeLock: { request: ReturnType<typeof vi.fn> } }).wakeLock;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('useScreenWakeLock', () => {
  it('keeps the screen on while the board is open and lets it go when the board closes', async () => {
    const release = vi.fn(() => Promise.resolve());
    const wakeLock = withWakeLock(() => Promise.resolve({ release }));
    const { result, unmount } = renderHook(() => useScreenWakeLock());
    await waitFor(() => expect(result.current).toBe('on'));
    expect(wakeLock.request).toHaveBeenCalledWith('screen');
    unmount();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('asks again when the board is seen again (the browser drops the lock on a hidden tab)', async () => {
    const wakeLock = withWakeLock(() => Promise.resolve({ release: () => Promise.resolve() }));
    renderHook(() => useScreenWakeLock());
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledTimes(1));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledTimes(2));
  });

  it('says when the browser refuses or has no wake lock', async () => {
    withWakeLock(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    const refused = renderHook(() => useScreenWakeLock());
    await waitFor(() => expect(refused.result.current).toBe('refused'));
    Reflect.deleteProperty(navigator, 'wakeLock');
    expect(renderHook(() => useScreenWakeLock()).result.current).toBe('unsupported');
  });
});
