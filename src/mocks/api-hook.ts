/**
 * Mock builds only: lets an e2e test send calls through the console's own clients, with their
 * 401 retry and single-flight token refresh (tests/e2e/session-under-fire.spec.ts).
 */
import { callOperation } from '@/api/operations';

declare global {
  interface Window {
    __dongneApi?: { readonly call: typeof callOperation };
  }
}

export function exposeApiForTests(): void {
  window.__dongneApi = { call: callOperation };
}
