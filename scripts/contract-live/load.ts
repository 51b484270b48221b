/**
 * The console's own modules, loaded in Node through Vite (aliases, `import.meta.env`,
 * `import.meta.glob` and the lazy JSON chunks work as in the browser): the operation table and its
 * details, the services' settings, the drift validator and, for the self check, the mock handlers.
 * Typed loosely on purpose: these modules belong to the browser project (tsconfig.app.json).
 */
import type { RequestHandler } from 'msw';
import { createServer, type ViteDevServer } from 'vite';
import type { OperationDetail, OperationInfo } from '../../generated/operations/types';
import type { DriftCheck, DriftFinding, RefTarget } from './runner';

export interface ServiceSettings {
  readonly accountHeaders: boolean;
  readonly hosts: Readonly<Record<string, { readonly url: string }>>;
}

export interface Contract {
  readonly services: Readonly<Record<string, ServiceSettings>>;
  /** Every GET operation's detail, in table order. */
  readonly operations: readonly OperationDetail[];
  readonly drift: DriftCheck;
  /** The schemas' `x-refs`: where the ids of an `x-ref` parameter come from. */
  readonly refs: Readonly<Record<string, RefTarget>>;
}

export async function startVite(root: string): Promise<ViteDevServer> {
  return createServer({
    root,
    mode: 'production',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
}

export async function loadContract(vite: ViteDevServer): Promise<Contract> {
  const { services, refs } = (await vite.ssrLoadModule('/generated/openapi/index.ts')) as {
    services: Record<string, ServiceSettings>;
    refs: Record<string, RefTarget>;
  };
  const { allOperations, getOperationDetail } = (await vite.ssrLoadModule('/src/api/operations.ts')) as {
    allOperations: () => OperationInfo[];
    getOperationDetail: (key: string) => Promise<OperationDetail>;
  };
  const { responseDrift } = (await vite.ssrLoadModule('/src/api/drift/response-drift.ts')) as {
    responseDrift: (key: string, status: number, body: unknown) => Promise<DriftFinding[]>;
  };
  const gets = allOperations().filter((info) => info.method === 'get');
  const operations = await Promise.all(gets.map((info) => getOperationDetail(`${info.service}.${info.operationId}`)));
  return { services, operations, drift: responseDrift, refs };
}

/** A fresh mock backend (seeded now, in memory): the handlers the demo and the tests use. */
export async function loadMockHandlers(vite: ViteDevServer): Promise<RequestHandler[]> {
  const { env } = (await vite.ssrLoadModule('/src/config/env.ts')) as { env: unknown };
  const { createMockRuntime } = (await vite.ssrLoadModule('/src/mocks/runtime.ts')) as {
    createMockRuntime: (options: { env: unknown }) => { handlers: RequestHandler[] };
  };
  return createMockRuntime({ env }).handlers;
}
