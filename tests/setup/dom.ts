import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { toastStore } from '@/components/toast/toast-store';
import { forgetListSearches } from '@/engine/list/list-return';
import { mockRuntime, mockServer } from '@/mocks/node';

// Screens load their chunks and schemas lazily; on a busy 2-core CI machine that can take longer
// than Testing Library's default 1 s for find* queries and waitFor.
configure({ asyncUtilTimeout: 5000 });

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
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.scrollTo = () => undefined;

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mockRuntime.reset();
  mockRuntime.faults.clear();
  // The lists' remembered addresses live as long as the tab: one test's list is not the next one's.
  forgetListSearches();
});
afterEach(() => {
  cleanup();
  toastStore.clear();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());
