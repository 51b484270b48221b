import { describe, expect, it } from 'vitest';
import { chatCountText, hasUnread, isNewSince } from './notification-rules';

describe('header notification rules', () => {
  it('shows the button dot only when the newest notification is newer than the last access', () => {
    expect(hasUnread('2026-11-21T10:00:00+09:00', '2026-11-21T09:59:59+09:00')).toBe(true);
    expect(hasUnread('2026-11-21T10:00:00+09:00', '2026-11-21T10:00:00+09:00')).toBe(false);
    expect(hasUnread('2026-11-21T10:00:00+09:00', '2026-11-21T10:00:01+09:00')).toBe(false);
    expect(hasUnread('2026-11-21T10:00:00+09:00', null)).toBe(true);
    expect(hasUnread(undefined, null)).toBe(false);
  });

  it('puts a dot on items sent after the previous last access', () => {
    expect(isNewSince('2026-11-21T10:00:00+09:00', '2026-11-21T09:00:00+09:00')).toBe(true);
    expect(isNewSince('2026-11-21T08:00:00+09:00', '2026-11-21T09:00:00+09:00')).toBe(false);
    expect(isNewSince('2026-11-21T08:00:00+09:00', null)).toBe(true);
  });

  it('caps the chat count at 99+', () => {
    expect(chatCountText(0)).toBeUndefined();
    expect(chatCountText(99)).toBe('99');
    expect(chatCountText(100)).toBe('99+');
  });
});
