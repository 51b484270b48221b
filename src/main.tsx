/**
 * Entry: on the mock backend (npm start, demo build, e2e) the service worker starts first so the
 * very first call is answered by it; then the app renders. The app's code, the first route's
 * included, downloads meanwhile, and the route's calls wait only for the worker
 * (api/backend-ready.ts), not for the render: waiting for the worker before asking for the code
 * cost two rounds of chunk requests on every first visit.
 */
import { setBackendReady } from './api/backend-ready';
import { createApp } from './app/render';
import { env } from './config/env';

async function startMockBackend() {
  const [{ startBrowserMocks }, { exposeApiForTests }] = await Promise.all([
    import('./mocks/browser'),
    import('./mocks/api-hook'),
  ]);
  await startBrowserMocks();
  exposeApiForTests();
}

async function start() {
  const backend = env.mock ? startMockBackend() : Promise.resolve();
  setBackendReady(backend);
  const app = createApp();
  await backend;
  app.render(document.getElementById('root')!);
}

void start();
