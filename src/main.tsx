/**
 * Entry: on the mock backend (npm start, demo build, e2e) the service worker starts first so the
 * very first call is answered by it; then the app renders.
 */
import { env } from './config/env';

async function start() {
  if (env.mock) {
    const [{ startBrowserMocks }, { exposeApiForTests }] = await Promise.all([
      import('./mocks/browser'),
      import('./mocks/api-hook'),
    ]);
    await startBrowserMocks();
    exposeApiForTests();
  }
  const { renderApp } = await import('./app/render');
  renderApp(document.getElementById('root')!);
}

void start();
