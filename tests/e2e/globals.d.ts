/** What the demo build exposes to tests (see src/mocks/browser.ts). */
interface Window {
  __dongneMocks?: {
    faults: { add(rule: Record<string, unknown>): void; clear(): void };
    reset(): void;
  };
}
