/**
 * Entry: on the mock backend (npm start, demo build, e2e) the service worker starts first so the
 * very first call is answered by it; then the app renders. The app's code, the first route's
 * included, downloads meanwhile: waiting for the worker before asking for it cost two rounds of
 * chunk requests on every first visit.
 */
import { env } from './config/env';

async function start() {
  const app = import('./app/render').then(({ createApp }) => createApp());
  if (env.mock) {
    const [{ startBrowserMocks }, { exposeApiForTests }] = await Promise.all([
      import('./mocks/browser'),
      import('./mocks/api-hook'),
    ]);
    await startBrowserMocks();
    exposeApiForTests();
  }
  (await app).render(document.getElementById('root')!);
}

void start();
