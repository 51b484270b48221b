/**
 * When the backend can be called. On the mock backend (npm start, demo build, e2e) that is once
 * the mock's service worker has started: a call made before would reach the real network. Calls
 * made while the app starts up (a route's data, see engine/data/prefetch.ts) wait for it.
 */
let ready: Promise<unknown> = Promise.resolve();

export function setBackendReady(started: Promise<unknown>): void {
  ready = started;
}

export function backendReady(): Promise<unknown> {
  return ready;
}
