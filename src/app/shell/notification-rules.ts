/**
 * Pure rules of the header's notifications (spec 000 §4 "Header popups", §5, §9): unread dots and
 * the chat counter. What a click does is the notifications' own rule (resources/notification).
 */

/** The button's dot: the newest notification is newer than the last access (or none recorded yet). */
export function hasUnread(newestSentAt: string | undefined, lastAccessTime: string | null | undefined): boolean {
  if (!newestSentAt) return false;
  if (!lastAccessTime) return true;
  return Date.parse(newestSentAt) > Date.parse(lastAccessTime);
}

/** The item's dot: sent after the access before this opening of the popup. */
export function isNewSince(sentAt: string, previousLastAccessTime: string | null | undefined): boolean {
  if (!previousLastAccessTime) return true;
  return Date.parse(sentAt) > Date.parse(previousLastAccessTime);
}

/** The chat counter: nothing at 0, "99+" above 99. */
export function chatCountText(count: number | undefined): string | undefined {
  if (!count || count <= 0) return undefined;
  return count > 99 ? '99+' : String(count);
}
