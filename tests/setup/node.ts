import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { MemoryStorage } from '@/testing/memory-storage';

if (!('localStorage' in globalThis)) {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
  Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true });
}

const { mockRuntime, mockServer } = await import('@/mocks/node');
const { serverClock } = await import('@/api/server-clock');

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  globalThis.localStorage.clear();
  mockRuntime.reset();
  mockRuntime.faults.clear();
  // One server clock for the worker: one test's answers (a pinned mock clock) are not the next one's.
  serverClock.reset();
});
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());
