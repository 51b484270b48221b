/**
 * Wires the error-reporting adapter to the page (spec 000 §8): uncaught errors (`error`) and
 * unhandled promise rejections (`unhandledrejection`) go through the reporter, so its ignore list
 * and its "no DSN, no network" rule apply. Installing twice on the same target is a no-op.
 */
import { errorReporter, type ErrorReporter } from './error-reporting';

type ErrorTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const installed = new WeakMap<ErrorTarget, () => void>();

export function installGlobalErrorReporting(
  target: ErrorTarget = window,
  reporter: ErrorReporter = errorReporter,
): () => void {
  const existing = installed.get(target);
  if (existing) return existing;
  const onError = (event: ErrorEvent) => {
    void reporter.report(event.error ?? event.message, { source: 'window.error' });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    void reporter.report(event.reason, { source: 'unhandledrejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const uninstall = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    installed.delete(target);
  };
  installed.set(target, uninstall);
  return uninstall;
}
