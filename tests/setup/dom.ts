import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { patience } from '@/testing/patience';
import { couponReissueRequests } from '@/components/dialog/coupon-reissue-request';
import { toastStore } from '@/components/toast/toast-store';
import { forgetPersonState } from '@/api/data/session-reset';
import { serverClock } from '@/api/server-clock';
import { mockRuntime, mockServer } from '@/mocks/node';
import { reusingJsdomStyleCache } from './computed-style';

// Screens load their chunks and schemas lazily: find* and waitFor wait as long as the suite's one
// setting says (scripts/lib/patience.ts), never Testing Library's 1 s nor a number of a test's own.
configure({ asyncUtilTimeout: patience.waitMs });

// jsdom lacks these browser APIs that antd relies on.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: ResizeObserverStub });
window.getComputedStyle = reusingJsdomStyleCache(window.getComputedStyle.bind(window));
window.scrollTo = () => undefined;

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mockRuntime.reset();
  mockRuntime.faults.clear();
  // One server clock for the worker: one test's answers (a pinned mock clock) are not the next one's.
  serverClock.reset();
  // What a person leaves in the tab's memory (a list's address, a memo typed but not saved) is
  // forgotten for a new person, and so between tests: one test's is not the next one's.
  forgetPersonState();
});
afterEach(() => {
  cleanup();
  toastStore.clear();
  // Module-level stores outlive a test file in a shared worker (isolate: false): a re-issue dialog
  // left open by one file's last test opened on the next file's first screen.
  couponReissueRequests.close();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());
