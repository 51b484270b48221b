/**
 * On the mock backend (npm start, demo build, e2e): starts the service worker. Imported first by
 * the entry, so its download starts before the app's code is evaluated (ES modules run in import
 * order), not after; a production build skips it (`env.mock` is false there and the chunk is never
 * asked for).
 */
import { env } from './config/env';

async function startMockBackend(): Promise<void> {
  const [{ startBrowserMocks }, { exposeApiForTests }] = await Promise.all([
    import('./mocks/browser'),
    import('./mocks/api-hook'),
  ]);
  await startBrowserMocks();
  exposeApiForTests();
}

export const mockBackendStarted: Promise<void> = env.mock ? startMockBackend() : Promise.resolve();
