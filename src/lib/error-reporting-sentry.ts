/**
 * Sentry's browser SDK for React with the console's settings. Loaded only through
 * ./error-reporting.ts `startErrorReporting` when a DSN is configured, so a build without one
 * never downloads it.
 */
import {
  captureException,
  close,
  getCurrentScope,
  init,
  makeFetchTransport,
  replayIntegration,
  setTag,
  type BrowserOptions,
} from '@sentry/react';
import { env } from '@/config/env';
import { errorReportingSettings, IGNORED_MESSAGES, isIgnoredError } from './error-reporting';

export interface SentryReporter {
  capture(error: unknown, context?: Readonly<Record<string, unknown>>): void;
  /** The route's pattern becomes the transaction name, its account the `business_account` tag. */
  setRoute(pattern: string, account: string | undefined): void;
  close(): Promise<void>;
}

export function startSentry(options: {
  readonly dsn: string;
  readonly transport?: BrowserOptions['transport'];
}): SentryReporter {
  init({
    dsn: options.dsn,
    release: errorReportingSettings.release,
    // alpha and production apart in Sentry; the demo's mock backend is neither.
    environment: env.mock ? 'demo' : env.environment,
    tracesSampleRate: errorReportingSettings.tracesSampleRate,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: errorReportingSettings.replaysOnErrorSampleRate,
    integrations: [replayIntegration()],
    transport: options.transport ?? makeFetchTransport,
    ignoreErrors: [...IGNORED_MESSAGES],
    // A 401 or an aborted call may carry a message of its own: the error object decides too.
    beforeSend: (event, hint) => (isIgnoredError(hint.originalException) ? null : event),
  });
  return {
    capture: (error, context) => captureException(error, context ? { extra: { ...context } } : undefined),
    setRoute: (pattern, account) => {
      getCurrentScope().setTransactionName(pattern);
      setTag('business_account', account ?? 'none');
    },
    close: async () => {
      await close(2_000);
    },
  };
}
