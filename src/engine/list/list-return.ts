/**
 * Where a record's page or form leads back to: its list as the merchant left it (tab, search,
 * filters, sort, page), not the list's first page. Lists remember their address per list path
 * while this tab is open, for the person signed in; the drawer keys (`create`, `edit`) are not part of it.
 */
import { forgetOnNewPerson } from '@/api/data/session-reset';

const DRAWER_KEYS = ['create', 'edit'];
const lastSearch = new Map<string, string>();

export function rememberListSearch(pathname: string, search: URLSearchParams): void {
  const kept = new URLSearchParams(search);
  for (const key of DRAWER_KEYS) kept.delete(key);
  const text = kept.toString();
  if (text) lastSearch.set(pathname, text);
  else lastSearch.delete(pathname);
}

/** `listHref` with the address its list last had, or as it is when none was remembered. */
export function listReturnHref(listHref: string | undefined): string | undefined {
  if (listHref === undefined) return undefined;
  const search = lastSearch.get(listHref);
  return search ? `${listHref}?${search}` : listHref;
}

/** Forget every list (a new person on this tab; tests). */
export function forgetListSearches(): void {
  lastSearch.clear();
}
forgetOnNewPerson(forgetListSearches);
