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
  /**
   * A customer orders at `now` (the demo's order generator); orders beyond `keepOpen` open ones are
   * picked up, oldest first, as a store keeps up with its day. The new order's id.
   */
  readonly addOrder: (accountId: number, now: Date, keepOpen: number) => number | undefined;
  /** Open orders (waiting, accepted or ready) of the account's store. */
  readonly openOrders: (accountId: number) => number;
  /** The signed-in session's tokens, as the console keeps them in its cookies. */
  readonly sessionTokens: () => { readonly accessToken: string; readonly refreshToken: string };
  /** An order's status on the server (undefined: no such order). */
  readonly orderStatus: (accountId: number, id: number) => string | undefined;
  /** Moves the mock's clock this far ahead of the real one (the page's clock, moved by the bench). */
  readonly setClockOffset: (ms: number) => void;
  readonly close: () => Promise<void>;
}

/** The slice of the mock runtime the bench reads; typed here since the runtime is the browser project's. */
interface PickupRuntime {
  readonly handlers: RequestHandler[];
  readonly db: {
    readonly state: {
      readonly auth: { readonly session: { readonly accessToken: string; readonly refreshToken: string } };
      readonly pickup: {
        readonly stores: Record<string, { orders: { id: number; status: string; pickedAt: string | null }[] }>;
      };
    };
  };
}

/** The backend hosts a build calls (`VITE_ENVIRONMENT`); the mock must answer the same ones. */
export type BuildEnvironment = 'production' | 'alpha';

/**
 * Starts the mock for a build made with `VITE_ENVIRONMENT=environment`. The REST routing knows every
 * environment's hosts, but each GraphQL endpoint is answered at one URL, the mock's own environment's:
 * a mock loaded from `.env` (alpha) left a production build's GraphQL calls unanswered (the bench's
 * commerce order list waited for its first row until it timed out).
 */
export async function startNodeMock(root: string, environment: BuildEnvironment): Promise<NodeMock> {
  const vite = await serverFor(root, environment);
  // Typed loosely on purpose: these modules belong to the browser project (tsconfig.app.json).
  const { env } = (await vite.ssrLoadModule('/src/config/env.ts')) as { env: unknown };
  const { createMockRuntime } = (await vite.ssrLoadModule('/src/mocks/runtime.ts')) as {
    createMockRuntime: (options: { env: unknown; now?: () => Date }) => PickupRuntime;
  };
  const { addDemoOrder } = (await vite.ssrLoadModule('/src/mocks/ui/new-order.ts')) as {
    addDemoOrder: (runtime: PickupRuntime, accountId: number, now?: Date) => string | undefined;
  };
  let clockOffset = 0;
  const runtime = createMockRuntime({ env, now: () => new Date(Date.now() + clockOffset) });
  const OPEN = new Set(['ORDERED', 'ACCEPTED', 'PREPARATION_COMPLETED']);
  const orders = (accountId: number) => runtime.db.state.pickup.stores[String(accountId)]?.orders ?? [];
  const open = (accountId: number) => orders(accountId).filter((order) => OPEN.has(order.status));
  const waiting = (accountId: number) =>
    runtime.db.state.pickup.stores[String(accountId)]?.orders.filter((order) => order.status === 'ORDERED').length ?? 0;
  return {
    handlers: runtime.handlers,
    fillWaitingOrders: (accountId, count) => {
      while (waiting(accountId) < count) if (!addDemoOrder(runtime, accountId)) return;
    },
    addOrder: (accountId, now, keepOpen) => {
      if (!addDemoOrder(runtime, accountId, now)) return undefined;
      const added = orders(accountId).at(-1)!;
      // Orders are kept in arrival order: the oldest open ones are picked up first.
      for (const order of open(accountId).slice(0, Math.max(0, open(accountId).length - keepOpen))) {
        order.status = 'PICKUP_COMPLETED';
        order.pickedAt = now.toISOString();
      }
      return added.id;
    },
    openOrders: (accountId) => open(accountId).length,
    sessionTokens: () => {
      const { accessToken, refreshToken } = runtime.db.state.auth.session;
      return { accessToken, refreshToken };
    },
    orderStatus: (accountId, id) => orders(accountId).find((order) => order.id === id)?.status,
    setClockOffset: (ms) => {
      clockOffset = ms;
    },
    close: () => vite.close(),
  };
}

/** Vite reads `VITE_` variables already in the process before `.env`: set only while it starts. */
async function serverFor(root: string, environment: BuildEnvironment): Promise<ViteDevServer> {
  const before = process.env.VITE_ENVIRONMENT;
  process.env.VITE_ENVIRONMENT = environment;
  try {
    return await createServer({
      root,
      mode: 'production',
      logLevel: 'error',
      server: { middlewareMode: true, hmr: false },
    });
  } finally {
    if (before === undefined) delete process.env.VITE_ENVIRONMENT;
    else process.env.VITE_ENVIRONMENT = before;
  }
}

const CORS = (origin: string) => ({
  'access-control-allow-origin': origin,
  'access-control-allow-credentials': 'true',
  'access-control-allow-headers': '*, Account-Type, Account-Id, x-auth-token, x-business-web-login-token, content-type',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers': 'Date',
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
