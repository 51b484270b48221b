import { paths } from '@/config/paths';

/**
 * Where to go after sign-in (spec 000 §2): the `redirect` query (URL-decoded) when it is a path of
 * this console, else the account choice. Absolute or protocol-relative URLs are ignored.
 */
export function redirectTarget(search: URLSearchParams): string {
  const redirect = search.get('redirect');
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  return paths.profiles.login.href({});
}
