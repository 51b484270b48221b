/**
 * openapi-fetch middleware shared by every service client: account and auth headers, the
 * required-parameter check, unreadable success answers and the error shapes of spec §8.
 */
import type { Middleware } from 'openapi-fetch';
import { operations, type OperationInfo } from '@generated/operations';
import { REFRESH_TOKENS_PATH, tokenRefresher, tokenStore } from './auth';
import { checkReadableAnswer, FetchError, RequiredError, ResponseError } from './errors';
import { cookieNames, currentBusinessAccountId, readCookie } from './session';

export const headerNames = {
  accountType: 'Account-Type',
  accountId: 'Account-Id',
  authToken: 'x-auth-token',
  businessWebToken: 'x-business-web-login-token',
} as const;

/** Value of `Account-Type` on business calls: the caller acts as a business profile. */
export const ACCOUNT_TYPE_BUSINESS_PROFILE = 'BUSINESS_PROFILE';

export interface HeaderPolicy {
  readonly accountHeaders: boolean;
  readonly businessWebToken: boolean;
}

export function headersMiddleware(policy: HeaderPolicy): Middleware {
  return {
    onRequest({ request }) {
      const token = readCookie(cookieNames.accessToken);
      if (token) request.headers.set(headerNames.authToken, token);
      if (policy.accountHeaders) {
        request.headers.set(headerNames.accountType, ACCOUNT_TYPE_BUSINESS_PROFILE);
        // A call made for an account says so itself (OperationArgs.account); one made outside any
        // account's pages (an invitation, a global dialog) acts for the last account chosen.
        const accountId = request.headers.get(headerNames.accountId) ?? currentBusinessAccountId();
        if (accountId) request.headers.set(headerNames.accountId, accountId);
      }
      if (policy.businessWebToken) {
        const webToken = readCookie(cookieNames.businessWebToken);
        if (webToken) request.headers.set(headerNames.businessWebToken, webToken);
      }
      return request;
    },
  };
}

/** Index of operations by `METHOD path` for one service, built once per client. */
export function operationIndex(service: string): Map<string, OperationInfo> {
  const index = new Map<string, OperationInfo>();
  for (const info of Object.values(operations) as OperationInfo[]) {
    if (info.service === service) index.set(`${info.method.toUpperCase()} ${info.path}`, info);
  }
  return index;
}

/** Rejects a call that lacks a path parameter, a required query parameter or a required body. */
export function requiredParametersMiddleware(index: Map<string, OperationInfo>): Middleware {
  return {
    onRequest({ request, schemaPath, params }) {
      const info = index.get(`${request.method} ${schemaPath}`);
      if (!info) return undefined;
      for (const name of info.pathParams) {
        if (isMissing(params.path?.[name])) throw new RequiredError(name, info.operationId);
      }
      for (const name of info.requiredQuery) {
        if (isMissing(params.query?.[name])) throw new RequiredError(name, info.operationId);
      }
      if (info.body?.required && request.body === null) throw new RequiredError('body', info.operationId);
      return undefined;
    },
  };
}

/**
 * A success answer that is empty or not JSON (a proxy's page, a server's "OK") fails with an
 * `UnreadableAnswerError` instead of reaching the screen as `undefined` or a SyntaxError. Every
 * operation documents a JSON body for its 2xx answers; downloads (files) are left alone.
 */
export function readableAnswerMiddleware(index: Map<string, OperationInfo>): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      if (!response.ok || response.status === 204 || request.method === 'HEAD') return undefined;
      if (index.get(`${request.method} ${schemaPath}`)?.download) return undefined;
      await checkReadableAnswer(response);
      return undefined;
    },
  };
}

export const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    throw new ResponseError(response.status, await readBody(response));
  },
  onError({ error }) {
    if (error instanceof ResponseError || error instanceof RequiredError || error instanceof FetchError) return error;
    return new FetchError(error);
  },
};

export interface AuthRetryDeps {
  /** Single-flight refresh: true when new tokens were saved. */
  readonly refresh: () => Promise<boolean>;
  /** The access token to send on the retry. */
  readonly accessToken: () => string | undefined;
}

const defaultAuthRetryDeps: AuthRetryDeps = {
  refresh: () => tokenRefresher.refresh(),
  accessToken: () => tokenStore.read().accessToken,
};

/**
 * A 401 answer refreshes the tokens (one refresh however many calls fail together) and sends the
 * request once more with the new access token. A call whose token was already replaced by another
 * call's refresh is retried without refreshing again. Must come after `errorMiddleware` in
 * `client.use(...)`, because openapi-fetch runs `onResponse` from the last middleware to the first.
 */
export function authRetryMiddleware(deps: AuthRetryDeps = defaultAuthRetryDeps): Middleware {
  const copies = new Map<string, Request>();
  return {
    onRequest({ request, id }) {
      copies.set(id, request.clone());
      return undefined;
    },
    async onResponse({ request, response, id }) {
      const copy = copies.get(id);
      copies.delete(id);
      if (response.status !== 401 || !copy || new URL(request.url).pathname.endsWith(REFRESH_TOKENS_PATH)) {
        return undefined;
      }
      const sentToken = request.headers.get(headerNames.authToken) ?? undefined;
      const current = deps.accessToken();
      const replaced = current !== undefined && current !== sentToken;
      if (!replaced && !(await deps.refresh())) return undefined;
      const token = deps.accessToken();
      const retry = new Request(copy);
      if (token) retry.headers.set(headerNames.authToken, token);
      try {
        return await globalThis.fetch(retry);
      } catch (error) {
        throw new FetchError(error);
      }
    },
    onError({ id }) {
      copies.delete(id);
      return undefined;
    },
  };
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
