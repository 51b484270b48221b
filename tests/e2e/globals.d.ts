/** What the demo build exposes to tests (see src/mocks/browser.ts): only what the e2e tests touch. */
interface DemoMockState {
  auth: {
    session: { signedIn: boolean };
    terms: { required: boolean; agreedVersion: unknown; agreedAt: string | null }[];
  };
  notice: { notices: { id: number }[] };
  coupon: { boxes: { id: number; business_account_id: number }[] };
  pickup: { stores: Record<string, { menus: { id: number }[] }> };
}

interface Window {
  __dongneMocks?: {
    faults: {
      add(rule: Record<string, unknown>): void;
      clear(): void;
      calls(): readonly { service: string; operation: string }[];
      clearCalls(): void;
    };
    db: { state: DemoMockState; persist(): void };
    reset(): void;
  };
}
