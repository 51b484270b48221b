/**
 * The error-reporting adapter (spec 000 §8, §9): settings trace sample rate 0, replay on error 1,
 * release `webclient 1.0.3`. Messages about 401s, failed fetches, network errors and aborted
 * route changes are not reported. Without a DSN (`VITE_ERROR_DSN`) nothing leaves the browser.
 * The transport is pluggable; the default posts the report as JSON to the DSN.
 */
export const errorReportingSettings = Object.freeze({
  tracesSampleRate: 0,
  replaysOnErrorSampleRate: 1,
  release: 'webclient 1.0.3',
});

export interface ErrorReport {
  readonly name: string;
  readonly message: string;
  readonly stack: string | undefined;
  readonly release: string;
  readonly tracesSampleRate: number;
  readonly replaysOnErrorSampleRate: number;
  readonly context: Readonly<Record<string, unknown>> | undefined;
  readonly url: string | undefined;
  readonly timestamp: string;
}

export type ErrorTransport = (dsn: string, report: ErrorReport) => Promise<void> | void;

export interface ErrorReporter {
  /** Sends the error unless it is ignored or no DSN is configured; resolves true when sent. */
  report(error: unknown, context?: Readonly<Record<string, unknown>>): Promise<boolean>;
}

const IGNORED = [/401/, /failed to fetch/i, /network error/i, /abort route change/i];

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export function isIgnoredError(error: unknown): boolean {
  const message = messageOf(error);
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || IGNORED.some((pattern) => pattern.test(message));
}

export const fetchTransport: ErrorTransport = async (dsn, report) => {
  await globalThis.fetch(dsn, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  });
};

export function createErrorReporter(options: {
  readonly dsn: string | undefined;
  readonly transport?: ErrorTransport;
  readonly now?: () => Date;
}): ErrorReporter {
  const transport = options.transport ?? fetchTransport;
  return {
    async report(error, context) {
      if (!options.dsn || isIgnoredError(error)) return false;
      const report: ErrorReport = {
        name: error instanceof Error ? error.name : 'Error',
        message: messageOf(error),
        stack: error instanceof Error ? error.stack : undefined,
        ...errorReportingSettings,
        context,
        url: globalThis.location?.href,
        timestamp: (options.now?.() ?? new Date()).toISOString(),
      };
      try {
        await transport(options.dsn, report);
        return true;
      } catch {
        // Reporting must never break the screen that failed.
        return false;
      }
    },
  };
}

const configuredDsn = (import.meta.env as Record<string, string | undefined>).VITE_ERROR_DSN || undefined;

export const errorReporter: ErrorReporter = createErrorReporter({ dsn: configuredDsn });

export function reportError(error: unknown, context?: Readonly<Record<string, unknown>>): void {
  void errorReporter.report(error, context);
}
