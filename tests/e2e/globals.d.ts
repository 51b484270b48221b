/** What the demo build exposes to tests (see src/mocks/browser.ts): only what the e2e tests touch. */
interface DemoMockState {
  auth: {
    session: { signedIn: boolean; accessToken: string; refreshToken: string };
    businessUser: { id: number; email: string; nickname: string; notificationEmail: string | null };
    businessAccounts: { id: number; status: 'ACTIVE' | 'DORMANT' | 'DESTROYED' }[];
    terms: { required: boolean; agreedVersion: unknown; agreedAt: string | null }[];
  };
  notice: { notices: { id: number }[] };
  coupon: { boxes: { id: number; business_account_id: number }[] };
  pickup: { stores: Record<string, { menus: { id: number }[] }> };
  post: {
    posts: {
      id: number;
      business_account_id: number;
      title: string;
      picture_ids: number[];
      coupon_id: number | null;
    }[];
    comments: {
      id: number;
      post_id: number;
      parent_id: number | null;
      content: string;
      author: { type: string; id: number };
    }[];
    answers: { post_id: number; answers: { question: number; choices?: number[]; text?: string }[] }[];
  };
  commerce: { products: { id: string; name: string; status: string; storeId: string }[] };
  branch: { branches: { id: number; brandBusinessAccountId: number }[] };
}

interface Window {
  /** Set only if a hostile string ever ran (tests/e2e/untrusted-content.spec.ts). */
  __pwned?: unknown;
  /** The console's own clients (src/mocks/api-hook.ts): retries a 401 after one shared refresh. */
  __dongneApi?: { call(operation: string, args?: Record<string, unknown>): Promise<unknown> };
  __dongneMocks?: {
    faults: {
      add(rule: Record<string, unknown>): void;
      clear(): void;
      calls(): readonly { service: string; operation: string }[];
      clearCalls(): void;
    };
    db: { state: DemoMockState; persist(): void };
    reset(): void;
    seedHostile(): void;
  };
}
