/**
 * Token cookies (spec 000 §9 "Cookies"): each value is written twice, as a shared cookie on the
 * parent domain (so the product's other hosts see the sign-in) and as a per-origin cookie;
 * SameSite=Strict, Secure on https. The parent domain comes from `VITE_COOKIE_DOMAIN`
 * (e.g. `dongnemarket.com`); without it, or on another host (localhost, jsdom), only the origin
 * cookie is written.
 */
export interface CookieOptions {
  /** Lifetime in seconds; without it the cookie ends with the browser session. */
  readonly maxAgeSeconds?: number;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

export interface CookieSettings {
  /** Parent domain of the shared cookie, without a leading dot. */
  readonly sharedDomain: string | undefined;
  readonly hostname: string;
  readonly secure: boolean;
}

export function defaultCookieSettings(): CookieSettings {
  const domain = (import.meta.env as Record<string, string | undefined>).VITE_COOKIE_DOMAIN;
  return {
    sharedDomain: domain ? domain.replace(/^\./, '') : undefined,
    hostname: globalThis.location?.hostname ?? '',
    secure: globalThis.location?.protocol === 'https:',
  };
}

/** The `Domain` attribute to use, when the page is on the shared parent domain. */
export function sharedDomainFor(settings: CookieSettings): string | undefined {
  const { sharedDomain, hostname } = settings;
  if (!sharedDomain || !hostname) return undefined;
  return hostname === sharedDomain || hostname.endsWith(`.${sharedDomain}`) ? sharedDomain : undefined;
}

/** The `document.cookie` strings that write (or, with maxAge 0, delete) one cookie. */
export function cookieStrings(
  name: string,
  value: string,
  settings: CookieSettings,
  options: CookieOptions = {},
): string[] {
  const attributes = ['Path=/', 'SameSite=Strict'];
  if (settings.secure) attributes.push('Secure');
  if (options.maxAgeSeconds !== undefined) attributes.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  const base = `${name}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
  const domain = sharedDomainFor(settings);
  return domain ? [`${base}; Domain=.${domain}`, base] : [base];
}

export function parseCookie(name: string, cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Cookies of the page (`document.cookie`); reads nothing and writes nothing without a document. */
export function documentCookieJar(settings: () => CookieSettings = defaultCookieSettings): CookieJar {
  const write = (text: string) => {
    if (globalThis.document) globalThis.document.cookie = text;
  };
  return {
    get: (name) => parseCookie(name, globalThis.document?.cookie ?? ''),
    set: (name, value, options) => cookieStrings(name, value, settings(), options).forEach(write),
    remove: (name) => cookieStrings(name, '', settings(), { maxAgeSeconds: 0 }).forEach(write),
  };
}

/** A jar in memory, for tests and for environments without cookies. */
export function memoryCookieJar(initial: Readonly<Record<string, string>> = {}): CookieJar & {
  readonly values: Map<string, { value: string; options: CookieOptions }>;
} {
  const values = new Map(Object.entries(initial).map(([name, value]) => [name, { value, options: {} }]));
  return {
    values,
    get: (name) => values.get(name)?.value,
    set: (name, value, options = {}) => void values.set(name, { value, options }),
    remove: (name) => void values.delete(name),
  };
}
