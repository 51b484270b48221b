/**
 * Entry: on the mock backend (npm start, demo build, e2e) the service worker starts first so the
 * very first call is answered by it; then the app renders.
 */
import { env } from './config/env';

async function start() {
  if (env.mock) {
    const { startBrowserMocks } = await import('./mocks/browser');
    await startBrowserMocks();
  }
  const { renderApp } = await import('./app/render');
  renderApp(document.getElementById('root')!);
}

void start();
