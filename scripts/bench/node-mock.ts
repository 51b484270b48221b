/**
 * The mock backend run in Node (loaded through Vite so `import.meta.glob` works) and wired into a
 * Playwright context by request routing: the production build, with no mock code in the page,
 * talks to exactly the handlers the demo uses.
 */
import type { BrowserContext } from '@playwright/test';
import { getResponse, type RequestHandler } from 'msw';
import { createServer, type ViteDevServer } from 'vite';

export interface NodeMock {
  readonly handlers: RequestHandler[];
  /** Tops the account's pickup store up to `count` waiting orders (the order board's load). */
  readonly fillWaitingOrders: (accountId: number, count: number) => void;
  readonly close: () => Promise<void>;
}

/** The slice of the mock runtime the bench reads; typed here since the runtime is the browser project's. */
interface PickupRuntime {
  readonly handlers: RequestHandler[];
  readonly db: {
    readonly state: { readonly pickup: { readonly stores: Record<string, { orders: { status: string }[] }> } };
  };
}

export async function startNodeMock(root: string): Promise<NodeMock> {
  const vite: ViteDevServer = await createServer({
    root,
    mode: 'production',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false },
  });
  // Typed loosely on purpose: these modules belong to the browser project (tsconfig.app.json).
  const { env } = (await vite.ssrLoadModule('/src/config/env.ts')) as { env: unknown };
  const { createMockRuntime } = (await vite.ssrLoadModule('/src/mocks/runtime.ts')) as {
    createMockRuntime: (options: { env: unknown }) => PickupRuntime;
  };
  const { addDemoOrder } = (await vite.ssrLoadModule('/src/mocks/ui/new-order.ts')) as {
    addDemoOrder: (runtime: PickupRuntime, accountId: number) => string | undefined;
  };
  const runtime = createMockRuntime({ env });
  const waiting = (accountId: number) =>
    runtime.db.state.pickup.stores[String(accountId)]?.orders.filter((order) => order.status === 'ORDERED').length ?? 0;
  return {
    handlers: runtime.handlers,
    fillWaitingOrders: (accountId, count) => {
      while (waiting(accountId) < count) if (!addDemoOrder(runtime, accountId)) return;
    },
    close: () => vite.close(),
  };
}

const CORS = (origin: string) => ({
  'access-control-allow-origin': origin,
  'access-control-allow-credentials': 'true',
  'access-control-allow-headers': '*, Account-Type, Account-Id, x-auth-token, x-business-web-login-token, content-type',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
});

/** Answers every cross-origin request of the context from the mock handlers. */
export async function routeToMock(
  context: BrowserContext,
  handlers: RequestHandler[],
  appOrigin: string,
): Promise<void> {
  await context.route(
    (url) => url.origin !== appOrigin,
    async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') {
        await route.fulfill({ status: 204, headers: CORS(appOrigin) });
        return;
      }
      const body = request.postDataBuffer();
      const response = await getResponse(
        handlers,
        new Request(request.url(), {
          method: request.method(),
          headers: await request.allHeaders(),
          ...(body ? { body: new Uint8Array(body) } : {}),
        }),
      );
      if (!response || response.type === 'error') {
        await route.abort();
        return;
      }
      await route.fulfill({
        status: response.status,
        headers: { ...Object.fromEntries(response.headers), ...CORS(appOrigin) },
        body: Buffer.from(await response.arrayBuffer()),
      });
    },
  );
}
