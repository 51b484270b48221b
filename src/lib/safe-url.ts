/**
 * Links from data the console does not control (notices, notifications, imported text): only a
 * path inside the console or an `https://` address may become a link. Anything else (`javascript:`,
 * `data:`, `http:`, protocol-relative `//host`, a path that leaves the origin) is no link at all.
 */
export type SafeLink =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string }
  | { readonly kind: 'none' };

const NONE: SafeLink = { kind: 'none' };
/** Any origin will do: it only tells a path that stays on the console from one that leaves it. */
const PROBE_ORIGIN = 'https://console.invalid';
// Control characters and whitespace inside a scheme ("java\tscript:") are ignored by browsers.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\s]/;
const ALL_CONTROL = new RegExp(CONTROL.source, 'g');

export function safeLink(raw: string | null | undefined): SafeLink {
  const value = (raw ?? '').trim();
  if (!value) return NONE;
  if (value.startsWith('/')) return internalPath(value);
  let url: URL;
  try {
    url = new URL(value.replace(ALL_CONTROL, ''));
  } catch {
    return NONE;
  }
  return url.protocol === 'https:' && url.hostname ? { kind: 'external', url: url.href } : NONE;
}

function internalPath(value: string): SafeLink {
  // "//host" and "/\host" are read by browsers as another origin.
  if (value.startsWith('//') || value.startsWith('/\\') || CONTROL.test(value.slice(0, 2))) return NONE;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return NONE;
  }
  if (url.origin !== PROBE_ORIGIN) return NONE;
  return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
}
