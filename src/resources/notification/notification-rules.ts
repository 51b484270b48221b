/**
 * Rules of a notification shared by the header's popup and the notifications page (spec 000 §4,
 * §5, §9): what a click does, and which account an item names.
 */
import { isConsoleRoute } from '@/config/console-route';
import { safeLink } from '@/lib/safe-url';

export type NotificationAction =
  | { readonly kind: 'stop' }
  | { readonly kind: 'new-tab'; readonly url: string }
  | { readonly kind: 'none' }
  /** A console address whose screen is not built yet: say so rather than open the 404 page. */
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'item'; readonly target: string };

/**
 * What clicking a notification does: an account that is not ACTIVE stops it; an `https://` target
 * opens a new tab; a console path goes to the item callback, or is `unavailable` while the console
 * has no such screen; an empty or unsafe target (`javascript:`, `http:`, another origin) does nothing.
 */
export function notificationAction(target: string, accountStatus: string | undefined): NotificationAction {
  if (accountStatus !== undefined && accountStatus !== 'ACTIVE') return { kind: 'stop' };
  const link = safeLink(target);
  if (link.kind === 'external') return { kind: 'new-tab', url: link.url };
  if (link.kind === 'internal')
    return isConsoleRoute(link.path) ? { kind: 'item', target: link.path } : { kind: 'unavailable' };
  return { kind: 'none' };
}

/**
 * Which account each notification names when a list mixes accounts (issue 25): with notifications of
 * two or more of the user's business accounts, each of them carries its account's name; a list of one
 * account's notifications (or of none the user has) names nobody.
 */
export function accountTags(
  notifications: readonly { readonly businessAccountId: number | null }[],
  accounts: readonly { readonly id: number; readonly name: string }[] | undefined,
): ReadonlyMap<number, string> {
  const names = new Map<number, string>();
  for (const notification of notifications) {
    const account = accounts?.find((candidate) => candidate.id === notification.businessAccountId);
    if (account) names.set(account.id, account.name);
  }
  return names.size > 1 ? names : new Map();
}
