/**
 * Access logging while signed in (spec 000 §4 "Session start", §9): log now and every 600000 ms;
 * a log is skipped when the window lacks focus or the previous log has not answered yet.
 */
export const ACCESS_LOG_INTERVAL_MS = 600_000;

export interface AccessLogOptions {
  /** Records the access (e.g. `auth.logBusinessAccountAccess` for the current account). */
  readonly log: () => Promise<unknown>;
  readonly hasFocus?: () => boolean;
  readonly intervalMs?: number;
}

export interface AccessLogScheduler {
  /** Logs now and then on every interval, until `stop`. */
  start(): void;
  stop(): void;
  /** One attempt; resolves false when it was skipped. */
  logNow(): Promise<boolean>;
}

const documentHasFocus = () => globalThis.document?.hasFocus() ?? false;

export function createAccessLogScheduler(options: AccessLogOptions): AccessLogScheduler {
  const hasFocus = options.hasFocus ?? documentHasFocus;
  let inFlight = false;
  let handle: ReturnType<typeof setInterval> | undefined;

  async function logNow(): Promise<boolean> {
    if (inFlight || !hasFocus()) return false;
    inFlight = true;
    try {
      await options.log();
    } catch {
      // A failed access log changes nothing on screen; the next interval tries again.
    } finally {
      inFlight = false;
    }
    return true;
  }

  function stop() {
    if (handle !== undefined) clearInterval(handle);
    handle = undefined;
  }

  return {
    start() {
      stop();
      void logNow();
      handle = setInterval(() => void logNow(), options.intervalMs ?? ACCESS_LOG_INTERVAL_MS);
    },
    stop,
    logNow,
  };
}
