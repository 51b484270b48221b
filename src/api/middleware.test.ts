import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockRuntime, mockServer } from '@/mocks/node';
import { client } from './clients';
import { FetchError, RequiredError, ResponseError } from './errors';
import { ACCOUNT_TYPE_BUSINESS_PROFILE, headerNames } from './middleware';
import { callOperation } from './operations';
import { cookieNames, currentBusinessAccountId, readCookie, storeBusinessAccountId } from './session';

/** Records the headers of the next request to a host, then lets the mock backend answer it. */
function captureHeaders(hostPart: string): { headers?: Headers } {
  const seen: { headers?: Headers } = {};
  mockServer.use(
    http.all(
      ({ request }) => request.url.includes(hostPart),
      ({ request }) => {
        seen.headers = request.headers;
      },
    ),
  );
  return seen;
}

function withCookies(cookie: string): void {
  Object.defineProperty(globalThis, 'document', { value: { cookie }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document');
});

describe('headers', () => {
  it('sends Account-Type and the stored Account-Id on business calls, with the auth token', async () => {
    storeBusinessAccountId(101);
    withCookies(`${cookieNames.accessToken}=token-abc; other=1`);
    const seen = captureHeaders('coupon.');
    await client('coupon').GET('/api/v1/coupon_boxes', { params: { query: { page: 1, size: 10 } } });
    expect(seen.headers?.get(headerNames.accountType)).toBe(ACCOUNT_TYPE_BUSINESS_PROFILE);
    expect(seen.headers?.get(headerNames.accountId)).toBe('101');
    expect(seen.headers?.get(headerNames.authToken)).toBe('token-abc');
    expect(seen.headers?.get(headerNames.businessWebToken)).toBeNull();
  });

  it('adds the business web login token on pickup calls only', async () => {
    storeBusinessAccountId(101);
    withCookies(`${cookieNames.businessWebToken}=web-1`);
    const seen = captureHeaders('pickup.');
    await client('pickup').GET('/api/v1/menu-options');
    expect(seen.headers?.get(headerNames.businessWebToken)).toBe('web-1');
    expect(seen.headers?.get(headerNames.accountId)).toBe('101');
  });

  it('sends no account headers on non-business calls', async () => {
    storeBusinessAccountId(101);
    const seen = captureHeaders('config.');
    await client('config').GET('/api/v1/parameters');
    expect(seen.headers?.get(headerNames.accountType)).toBeNull();
    expect(seen.headers?.get(headerNames.accountId)).toBeNull();
  });

  it("takes the account id from the page's address, then the baId query, then the stored id", () => {
    storeBusinessAccountId(101);
    expect(currentBusinessAccountId('?baId=103', '/profile/102/coupon')).toBe('102');
    expect(currentBusinessAccountId('', '/profile/102')).toBe('102');
    expect(currentBusinessAccountId('?baId=103&x=1', '/invitations/accept')).toBe('103');
    expect(currentBusinessAccountId('?x=1', '/profiles')).toBe('101');
    expect(currentBusinessAccountId('', '/profile/create')).toBe('101');
    expect(readCookie('a', 'a=%ED%95%9C; b=2')).toBe('한');
  });
});

describe('error shapes (spec §8)', () => {
  it('names a missing path parameter', async () => {
    const error = await client('coupon')
      .GET('/api/v1/coupon_boxes/{id}/business', { params: { path: { id: undefined as unknown as number } } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequiredError);
    expect((error as RequiredError).message).toBe(
      'Required parameter id was null or undefined when calling getCouponBoxForBusiness.',
    );
  });

  it('names a missing required query parameter and a missing body', async () => {
    await expect(callOperation('pickup.listOrders', { query: {} })).rejects.toMatchObject({
      name: 'RequiredError',
      field: 'status',
    });
    await expect(callOperation('coupon.createCouponBox', {})).rejects.toMatchObject({
      name: 'RequiredError',
      field: 'body',
    });
  });

  it('turns a non-2xx answer into a ResponseError carrying status and body', async () => {
    storeBusinessAccountId(101);
    mockRuntime.faults.add({ operation: 'coupon.listCouponBoxes', status: 503, times: 1 });
    const error = await callOperation('coupon.listCouponBoxes').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({ message: 'Response returned an error code', status: 503, body: { status: 503 } });
  });

  it('turns a network failure into a FetchError with status 0', async () => {
    mockRuntime.faults.add({ service: 'config', offline: true, times: 1 });
    const error = await client('config')
      .GET('/api/v1/parameters')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({
      status: 0,
      message: 'The request failed and the interceptors did not return an alternative response',
    });
  });
});
