/**
 * Error reporting through Sentry's browser SDK for React (spec 000 §8, §9): trace sample rate 0,
 * replay on error 1, release `webclient 1.0.3`. 401s, failed fetches, network errors and aborted
 * route changes are not reported. Each event carries the route's pattern as its transaction
 * (`/profile/:baId/coupon`, never the address) and the business account as the tag
 * `business_account`.
 *
 * Without a DSN (`VITE_SENTRY_DSN`) nothing is sent and the SDK is never downloaded: it is a
 * dynamic import (./error-reporting-sentry), asked for only by `startErrorReporting` with a DSN.
 * Errors thrown before it has loaded are kept and sent once it has.
 */
import type { SentryReporter, startSentry } from './error-reporting-sentry';

export const errorReportingSettings = Object.freeze({
  tracesSampleRate: 0,
  replaysOnErrorSampleRate: 1,
  release: 'webclient 1.0.3',
});

/** Messages never reported (spec 000 §8); Sentry's `ignoreErrors` takes the same list. */
export const IGNORED_MESSAGES: readonly RegExp[] = [/401/, /failed to fetch/i, /network error/i, /abort route change/i];

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** A 401 (by message or `status`), a failed fetch, a network error or an aborted navigation. */
export function isIgnoredError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  const name = (error as { name?: unknown } | null)?.name;
  return status === 401 || name === 'AbortError' || IGNORED_MESSAGES.some((pattern) => pattern.test(messageOf(error)));
}

export interface ErrorReporter {
  /** Sends the error unless it is ignored or reporting has not been started with a DSN; true when handed to the SDK. */
  report(error: unknown, context?: Readonly<Record<string, unknown>>): Promise<boolean>;
}

/** What the route table tells the reporter: the matched routes' paths and the address's parameters. */
export interface RouteMatchLike {
  readonly route: { readonly path?: string };
  readonly params: Readonly<Record<string, string | undefined>>;
}

export interface RouterLike {
  readonly state: { readonly matches: readonly RouteMatchLike[] };
  subscribe(listener: (state: { readonly matches: readonly RouteMatchLike[] }) => void): () => void;
}

/** The matched route's pattern: children's paths are absolute in this console, relative ones are joined. */
export function routePattern(matches: readonly RouteMatchLike[]): string {
  let pattern = '/';
  for (const { route } of matches) {
    if (!route.path) continue;
    pattern = route.path.startsWith('/') ? route.path : `${pattern.replace(/\/$/, '')}/${route.path}`;
  }
  return pattern;
}

/** The business account of the address (`/profile/:baId/…`), if any. */
export function routeAccount(matches: readonly RouteMatchLike[]): string | undefined {
  return matches.at(-1)?.params.baId;
}

export type SentryLoader = () => Promise<{ readonly startSentry: typeof startSentry }>;

const loadSentry: SentryLoader = () => import('./error-reporting-sentry');

export interface StartOptions {
  readonly dsn: string | undefined;
  readonly router?: RouterLike;
  /** Where uncaught errors are heard before the SDK has loaded (the SDK listens itself afterwards). */
  readonly target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  readonly load?: SentryLoader;
  /** For tests: an SDK transport other than fetch. */
  readonly transport?: Parameters<typeof startSentry>[0]['transport'];
}

let started: Promise<SentryReporter> | undefined;

/**
 * Starts reporting: with a DSN, downloads the SDK, follows the router for the transaction name and
 * the account tag, and keeps uncaught errors until the SDK listens. Without one it does nothing.
 */
export function startErrorReporting(options: StartOptions): Promise<SentryReporter> | undefined {
  if (!options.dsn) return undefined;
  if (started) return started;
  const target = options.target ?? window;
  const early: unknown[] = [];
  const onError = (event: ErrorEvent) => early.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => early.push(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const { dsn, router, transport } = options;
  started = (options.load ?? loadSentry)().then(({ startSentry }) => {
    const reporter = startSentry({ dsn, transport });
    const follow = (matches: readonly RouteMatchLike[]) =>
      reporter.setRoute(routePattern(matches), routeAccount(matches));
    if (router) {
      follow(router.state.matches);
      router.subscribe((state) => follow(state.matches));
    }
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    for (const error of early) if (!isIgnoredError(error)) reporter.capture(error, { source: 'before-sdk' });
    return reporter;
  });
  return started;
}

/** Forgets a started SDK (tests only). */
export async function stopErrorReporting(): Promise<void> {
  const reporter = await started;
  started = undefined;
  await reporter?.close();
}

export const errorReporter: ErrorReporter = {
  async report(error, context) {
    if (!started || isIgnoredError(error)) return false;
    (await started).capture(error, context);
    return true;
  },
};

export function reportError(error: unknown, context?: Readonly<Record<string, unknown>>): void {
  void errorReporter.report(error, context);
}

/** The DSN this build was made with (`VITE_SENTRY_DSN`), if any. */
export const configuredDsn: string | undefined =
  (import.meta.env as Record<string, string | undefined>).VITE_SENTRY_DSN || undefined;
