/**
 * Starts the mock backend in the browser (service worker). Demo data survives reloads and is one
 * for every tab of the demo (localStorage and Web Locks, src/mocks/core/database.ts); faults set
 * from the dev panel or a test survive reloads too but stay with their tab (sessionStorage), so a
 * test can set them before load.
 */
import { setupWorker } from 'msw/browser';
import { env } from '@/config/env';
import { sharedLocalStorage } from './core/database';
import type { FaultRule } from './core/faults';
import { createMockRuntime, type MockRuntime } from './runtime';

const FAULTS_KEY = 'dongne.mock-faults';

declare global {
  interface Window {
    /** Test and console access to the mock backend (mock builds only). */
    __dongneMocks?: MockRuntime;
  }
}

export async function startBrowserMocks(): Promise<MockRuntime> {
  const runtime = createMockRuntime({
    env,
    storage: sharedLocalStorage('dongne.mock-db', window),
    // Web Locks need a secure context (https or localhost); elsewhere each tab answers alone.
    ...(typeof navigator.locks === 'undefined' ? {} : { locks: navigator.locks }),
    faults: readFaults(),
  });
  runtime.db.flushOnPageHide(window);
  runtime.faults.subscribe(() => sessionStorage.setItem(FAULTS_KEY, JSON.stringify(runtime.faults.list())));
  const worker = setupWorker(...runtime.handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}demo-worker.js` },
  });
  window.__dongneMocks = runtime;
  return runtime;
}

function readFaults(): FaultRule[] {
  try {
    return JSON.parse(sessionStorage.getItem(FAULTS_KEY) ?? '[]') as FaultRule[];
  } catch {
    return [];
  }
}
