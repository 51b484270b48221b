/**
 * One typed openapi-fetch client per service, built once on first use.
 *
 * @example
 * const { data } = await client('coupon').GET('/api/v1/coupon_boxes/{id}/business', { params: { path: { id: 7 } } });
 */
import createClient, { type Client } from 'openapi-fetch';
import { services, type ServiceName, type ServicePaths } from '@generated/openapi';
import { env } from '@/config/env';
import { driftMiddleware } from './drift/drift-watch';
import { baseUrlFor } from './hosts';
import {
  authRetryMiddleware,
  errorMiddleware,
  headersMiddleware,
  operationIndex,
  readableAnswerMiddleware,
  requiredParametersMiddleware,
} from './middleware';
import { serverClockMiddleware } from './server-clock';

export type ServiceClient<S extends ServiceName> = Client<ServicePaths[S] & {}>;

const cache = new Map<ServiceName, unknown>();

export function client<S extends ServiceName>(service: S): ServiceClient<S> {
  const existing = cache.get(service);
  if (existing) return existing as ServiceClient<S>;
  const created = createServiceClient(service);
  cache.set(service, created);
  return created;
}

export function createServiceClient<S extends ServiceName>(
  service: S,
  baseUrl = baseUrlFor(service, env),
): ServiceClient<S> {
  const created = createClient<ServicePaths[S] & {}>({
    baseUrl,
    credentials: 'include',
    // Resolve fetch per call so msw (browser and node) and tests see every request.
    fetch: (request: Request) => globalThis.fetch(request),
  });
  // Alpha and development builds only: answers checked against their schemas (drift/drift-watch.ts).
  // The condition is spelled out (not `driftCheckBuild`): only a literal one lets a production build
  // drop the drift modules altogether (`npm run bench:budget` checks).
  const drift =
    import.meta.env.DEV || import.meta.env.VITE_ENVIRONMENT !== 'production' ? driftMiddleware(service) : undefined;
  const index = operationIndex(service);
  created.use(
    requiredParametersMiddleware(index),
    headersMiddleware(services[service]),
    readableAnswerMiddleware(index),
    errorMiddleware,
    ...(drift ? [drift] : []),
    // After errorMiddleware: openapi-fetch runs onResponse from the last middleware to the first.
    authRetryMiddleware(),
    // Last, so it sees every answer first, an error's too (onResponse runs from the last to the first).
    serverClockMiddleware(),
  );
  return created;
}

/** Forget built clients (tests that change the environment or preview host). */
export function resetClients(): void {
  cache.clear();
}
