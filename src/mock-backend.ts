/**
 * On the mock backend (npm start, demo build, e2e): starts the service worker. Imported first by
 * the entry, so its download starts before the app's code is evaluated (ES modules run in import
 * order), not after. The check reads `import.meta.env` itself (not `env.mock`), so a build
 * without the mock drops the mock backend altogether: no chunk of it is even emitted
 * (`npm run bench:budget` checks).
 */

async function startMockBackend(): Promise<void> {
  const [{ startBrowserMocks }, { exposeApiForTests }] = await Promise.all([
    import('./mocks/browser'),
    import('./mocks/api-hook'),
  ]);
  await startBrowserMocks();
  exposeApiForTests();
}

export const mockBackendStarted: Promise<void> =
  import.meta.env.VITE_MOCK === 'true' ? startMockBackend() : Promise.resolve();
