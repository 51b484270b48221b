/**
 * Where the console sends a visitor (spec 000 §2 "Automatic-redirect exemptions", home redirect,
 * after-login target, external logout).
 */
import { paths } from '@/config/paths';

export interface RedirectOptions {
  /** The one configured extra path that is never redirected to login. */
  readonly extraExemptPath?: string;
  /** When set, nothing is redirected to login. */
  readonly exception?: boolean;
}

const EXEMPT_EXACT = [paths.home.pattern, paths.access.logout.pattern, paths.access.socialCallback.pattern];
const EXEMPT_PREFIXES = ['/preview/products', '/terms', '/success-story', paths.access.kycAuthVerification.pattern];

/** Whether a signed-out visitor on `pathname` is sent to the login page. */
export function shouldRedirectToLogin(pathname: string, options: RedirectOptions = {}): boolean {
  if (options.exception) return false;
  if (pathname.includes(paths.access.login.pattern)) return false;
  if ((EXEMPT_EXACT as readonly string[]).includes(pathname)) return false;
  if (EXEMPT_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  if (options.extraExemptPath && pathname === options.extraExemptPath) return false;
  return true;
}

/** App start does not check the session on the notice pages and the notification list. */
export function skipsSessionCheck(pathname: string): boolean {
  return pathname.startsWith(paths.notice.list.pattern) || pathname === paths.notifications.pattern;
}

export interface LocationLike {
  readonly pathname: string;
  readonly search: string;
  readonly hash?: string;
}

/** The login page, carrying where to come back to (`redirect`, URL-encoded). */
export function loginHref(current: LocationLike): string {
  const back = `${current.pathname}${current.search}${current.hash ?? ''}`;
  const isHome = back === paths.home.pattern || back === '';
  return paths.access.login.href({}, isHome ? undefined : { redirect: back });
}

/** After sign-in: the URL-decoded `redirect` query when it is a path of this site, else the default landing. */
export function afterLoginTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\'))
    return redirect;
  return paths.profiles.login.href({});
}

/** External logout: the login page with the current query string kept. */
export function logoutHref(search: string): string {
  return paths.access.login.href({}, Object.fromEntries(new URLSearchParams(search)));
}

/** The business account to open: the explicit id, then the `baId` query, then the stored id. */
export function resolveBusinessAccountId(
  explicit: string | number | undefined,
  search: string,
  stored: string | undefined,
): string | undefined {
  if (explicit !== undefined && explicit !== '') return String(explicit);
  return new URLSearchParams(search).get('baId') || stored || undefined;
}
