/**
 * `POST /v2/auth/refreshtokens` (operation `auth.refreshTokens`, snake_case body and answer). It
 * uses a bare client of its own: the refresh call carries no auth header and must never go
 * through the 401 retry it serves.
 */
import createClient from 'openapi-fetch';
import type { ServicePaths } from '@generated/openapi';
import { env } from '@/config/env';
import { ResponseError } from '../errors';
import { baseUrlFor } from '../hosts';
import type { TokenPair } from './tokens';

export const REFRESH_TOKENS_PATH = '/v2/auth/refreshtokens';

export async function requestTokenRefresh(refreshToken: string): Promise<TokenPair> {
  const refreshClient = createClient<ServicePaths['auth'] & {}>({
    baseUrl: baseUrlFor('auth', env),
    credentials: 'include',
    fetch: (request: Request) => globalThis.fetch(request),
  });
  const { data, response } = await refreshClient.POST(REFRESH_TOKENS_PATH, {
    body: { refresh_token: refreshToken },
  });
  if (!data || response.status !== 200) throw new ResponseError(response.status, null);
  return { accessToken: data.data.access_token, refreshToken: data.data.refresh_token };
}
