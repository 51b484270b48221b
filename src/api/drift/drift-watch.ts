/**
 * Drift caught where it happens (issue 29): in alpha and development builds every REST and GraphQL
 * answer is checked against its operation's schema once the browser is idle, and each mismatch is
 * reported once (`drift-report.ts`, loaded on the first answer). The screen gets its answer as it
 * came, never later. A production build (`VITE_ENVIRONMENT=production`) folds `driftCheckBuild` to
 * false, so neither the middleware nor the report (nor ajv) is in it: `npm run check:prod-drift`.
 */
import type { Middleware } from 'openapi-fetch';

/** Alpha and development builds (the demo build is alpha on the mock backend: it checks the mock too). */
export const driftCheckBuild: boolean = import.meta.env.DEV || import.meta.env.VITE_ENVIRONMENT !== 'production';

/** An answer to check: a REST response (a copy of it) or a GraphQL document's `data`. */
export type WatchedAnswer =
  | {
      readonly kind: 'rest';
      readonly service: string;
      readonly method: string;
      readonly path: string;
      readonly response: Response;
    }
  | { readonly kind: 'graphql'; readonly key: string; readonly data: unknown };

// Unit tests run as development builds: they check answers only when a test asks (`watchDrift`).
// The end-to-end build turns it off (`VITE_DRIFT_CHECK=off`, playwright.config.ts): the contract
// tests already hold the mock to the schemas, and on two CI cores every page's check costs suite time.
let watching = import.meta.env.MODE !== 'test' && import.meta.env.VITE_DRIFT_CHECK !== 'off';
const queue: WatchedAnswer[] = [];
// Pure: a production build, which never checks, keeps nothing of this module.
let checked: Promise<void> = /* @__PURE__ */ Promise.resolve();

/** Turns the check on or off (tests of the check itself). */
export function watchDrift(on: boolean): void {
  watching = on;
}

function queueAnswer(answer: WatchedAnswer): void {
  if (!watching) return;
  queue.push(answer);
  if (queue.length === 1) afterIdle(checkQueued);
}

/** Queues an answer for the drift check (a no-op in production builds). */
export const noteAnswer: (answer: WatchedAnswer) => void = driftCheckBuild ? queueAnswer : () => undefined;

function checkQueued(): void {
  const batch = queue.splice(0);
  checked = checked
    .then(() => import('./drift-report'))
    .then(({ checkAnswers }) => checkAnswers(batch))
    // A check that fails (a schema chunk that did not load) must not disturb the page.
    .catch(() => undefined);
}

/** Resolves once every answer queued so far has been checked (tests). */
export async function driftChecksDone(): Promise<void> {
  if (queue.length > 0) checkQueued();
  await checked;
}

function afterIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 0);
}

/**
 * The REST clients' part: a copy of every JSON answer below 500 (a 5xx or an HTML page from a
 * proxy is a failure the screen shows, not an answer of the API). Goes after `errorMiddleware` in
 * `use(...)` so it sees error answers before they are thrown, and the answer after a token refresh.
 */
export function driftMiddleware(service: string): Middleware | undefined {
  if (!driftCheckBuild) return undefined;
  return {
    onResponse({ request, response, schemaPath }) {
      if (!watching || response.status >= 500 || response.status === 204) return undefined;
      if (!/json/i.test(response.headers.get('content-type') ?? '')) return undefined;
      noteAnswer({ kind: 'rest', service, method: request.method, path: schemaPath, response: response.clone() });
      return undefined;
    },
  };
}
