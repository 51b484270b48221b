import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { displayTimeOf, TOAST_SLIDE_MS, ToastStore } from './toast-store';

describe('ToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows short texts for 3 s and long ones (over 30 characters) for 5 s', () => {
    expect(displayTimeOf('쿠폰을 재발행했어요.')).toBe(3000);
    expect(displayTimeOf('가'.repeat(30))).toBe(3000);
    expect(displayTimeOf('가'.repeat(31))).toBe(5000);
  });

  it('stacks toasts, slides one out after its display time, then removes it', () => {
    const store = new ToastStore();
    store.show('첫 번째', 'success');
    store.show('두 번째', 'warning');
    expect(store.getSnapshot().map((t) => t.text)).toEqual(['첫 번째', '두 번째']);

    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot().every((t) => t.leaving)).toBe(true);
    vi.advanceTimersByTime(TOAST_SLIDE_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('dismisses a toast early on request, once', () => {
    const store = new ToastStore();
    const id = store.show('닫을 토스트');
    store.dismiss(id);
    store.dismiss(id);
    vi.advanceTimersByTime(TOAST_SLIDE_MS);
    expect(store.getSnapshot()).toEqual([]);
  });
});
