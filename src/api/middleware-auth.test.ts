import { http, HttpResponse } from 'msw';
import createClient, { type Middleware } from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import type { ServicePaths } from '@generated/openapi';
import { env } from '@/config/env';
import { mockServer } from '@/mocks/node';
import { createTokenRefresher, createTokenStore, memoryCookieJar, type TokenPair } from './auth';
import { ResponseError } from './errors';
import { baseUrlFor } from './hosts';
import { authRetryMiddleware, errorMiddleware, headerNames, type AuthRetryDeps } from './middleware';
import { cookieNames } from './session';

function token(name: string, expMs = Date.now() + 3_600_000): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ name, exp: Math.floor(expMs / 1000) })}.sig`;
}

const STALE = token('stale');
const FRESH = token('fresh');

/** A config client built like clients.ts: auth header, errors, then the 401 retry. */
function configClient(deps: AuthRetryDeps) {
  const created = createClient<ServicePaths['config'] & {}>({
    baseUrl: baseUrlFor('config', env),
    fetch: (request: Request) => globalThis.fetch(request),
  });
  const authHeader: Middleware = {
    onRequest({ request }) {
      const current = deps.accessToken();
      if (current) request.headers.set(headerNames.authToken, current);
      return request;
    },
  };
  created.use(authHeader, errorMiddleware, authRetryMiddleware(deps));
  return created;
}

/** The backend answers 401 unless the request carries the fresh token. */
function requireFreshToken(): string[] {
  const seen: string[] = [];
  mockServer.use(
    http.all(
      ({ request }) => request.url.includes('config.'),
      ({ request }) => {
        const sent = request.headers.get(headerNames.authToken) ?? '';
        seen.push(sent);
        return sent === FRESH ? undefined : HttpResponse.json({ status: 401, message: 'expired' }, { status: 401 });
      },
    ),
  );
  return seen;
}

describe('401 retry (spec §4: many concurrent 401s cause one refresh)', () => {
  it('20 concurrent 401s cause exactly one refresh, and all 20 are retried with the new token', async () => {
    const seen = requireFreshToken();
    const store = createTokenStore(
      memoryCookieJar({ [cookieNames.accessToken]: STALE, [cookieNames.refreshToken]: token('refresh') }),
    );
    const request = vi.fn(async (): Promise<TokenPair> => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { accessToken: FRESH, refreshToken: token('refresh-2') };
    });
    const refresher = createTokenRefresher(store, request);
    const client = configClient({ refresh: () => refresher.refresh(), accessToken: () => store.read().accessToken });

    const answers = await Promise.all(Array.from({ length: 20 }, () => client.GET('/api/v1/parameters')));

    expect(answers.every((answer) => answer.response.status === 200 && answer.data?.data.limits)).toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
    expect(seen.filter((sent) => sent === STALE)).toHaveLength(20);
    expect(seen.filter((sent) => sent === FRESH)).toHaveLength(20);
  });

  it('a late 401 of a request sent with the old token is retried without a second refresh', async () => {
    const seen = requireFreshToken();
    let current = STALE;
    const refresh = vi.fn(() => Promise.resolve(true));
    const client = configClient({ refresh, accessToken: () => current });
    const pending = client.GET('/api/v1/parameters');
    current = FRESH; // another call refreshed meanwhile
    expect((await pending).response.status).toBe(200);
    expect(refresh).not.toHaveBeenCalled();
    expect(seen).toEqual([STALE, FRESH]);
  });

  it('a failed refresh gives the caller the 401 as a ResponseError, without a retry', async () => {
    const seen = requireFreshToken();
    const client = configClient({ refresh: () => Promise.resolve(false), accessToken: () => STALE });
    const error = await client.GET('/api/v1/parameters').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({ status: 401 });
    expect(seen).toEqual([STALE]);
  });

  it('retries only once: a second 401 is the answer', async () => {
    const seen = requireFreshToken();
    let current = STALE;
    const stillStale = token('still-stale');
    const refresh = vi.fn(() => {
      current = stillStale;
      return Promise.resolve(true);
    });
    const client = configClient({ refresh, accessToken: () => current });
    await expect(client.GET('/api/v1/parameters')).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([STALE, stillStale]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
