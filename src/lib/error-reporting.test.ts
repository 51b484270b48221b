// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patience } from '@/testing/patience';
import { mockServer } from '@/mocks/node';
import {
  errorReporter,
  errorReportingSettings,
  isIgnoredError,
  reportError,
  routeAccount,
  routePattern,
  startErrorReporting,
  stopErrorReporting,
} from './error-reporting';

const Empty = () => null;

/** Routes shaped like the console's: absolute child paths under the account, one relative. */
function accountRouter(initial: string) {
  return createMemoryRouter(
    [
      {
        path: '/',
        Component: Empty,
        children: [
          { path: 'login', Component: Empty },
          {
            path: '/profile/:baId',
            Component: Empty,
            children: [
              { index: true, Component: Empty },
              { path: '/profile/:baId/coupon', Component: Empty },
              { path: '/profile/:baId/coupon/detail/:couponId', Component: Empty },
            ],
          },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
}

describe('what is not reported (spec 000 §8)', () => {
  it('uses the spec settings', () => {
    expect(errorReportingSettings).toEqual({
      tracesSampleRate: 0,
      replaysOnErrorSampleRate: 1,
      release: 'webclient 1.0.3',
    });
  });

  it.each([
    ['Request failed with status code 401', true],
    ['TypeError: Failed to fetch', true],
    ['failed to fetch dynamically imported module', true],
    ['Network Error', true],
    ['NETWORK ERROR while loading', true],
    ['abort route change', true],
    ['Abort Route Change', true],
    ['Response returned an error code', false],
    ['Cannot read properties of undefined', false],
  ])('"%s" ignored: %s', (message, ignored) => {
    expect(isIgnoredError(new Error(message))).toBe(ignored);
    expect(isIgnoredError(message)).toBe(ignored);
  });

  it('ignores an error carrying status 401 and an aborted call', () => {
    expect(isIgnoredError(Object.assign(new Error('Response returned an error code'), { status: 401 }))).toBe(true);
    expect(isIgnoredError(new DOMException('signal is aborted without reason', 'AbortError'))).toBe(true);
    expect(isIgnoredError(Object.assign(new Error('Server error'), { status: 500 }))).toBe(false);
  });
});

describe('the route as the transaction, the account as a tag', () => {
  it.each([
    ['/profile/101/coupon/detail/7', '/profile/:baId/coupon/detail/:couponId', '101'],
    ['/profile/102', '/profile/:baId', '102'],
    ['/login', '/login', undefined],
    ['/', '/', undefined],
  ])('%s is %s (account %s)', (address, pattern, account) => {
    const { matches } = accountRouter(address).state;
    expect(routePattern(matches)).toBe(pattern);
    expect(routeAccount(matches)).toBe(account);
  });
});

describe('without a DSN', () => {
  it('neither downloads the SDK nor sends anything', async () => {
    const load = vi.fn();
    expect(startErrorReporting({ dsn: undefined, load })).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    expect(await errorReporter.report(new Error('화면이 깨졌어요'))).toBe(false);
  });
});

interface Envelope {
  readonly header: Record<string, unknown>;
  readonly items: { readonly type: string; readonly payload: Record<string, unknown> }[];
}

function parseEnvelope(body: string): Envelope {
  const [header, ...lines] = body.split('\n').filter(Boolean);
  const items: Envelope['items'] = [];
  for (let index = 0; index + 1 < lines.length; index += 2) {
    const item = JSON.parse(lines[index]!) as { type: string };
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(lines[index + 1]!) as Record<string, unknown>;
    } catch {
      // A replay's recording is not JSON; only events are read here.
    }
    items.push({ type: item.type, payload });
  }
  return { header: JSON.parse(header!) as Record<string, unknown>, items };
}

describe('with a DSN: Sentry’s SDK sends envelopes to the ingest', () => {
  let server: Server;
  const envelopes: Envelope[] = [];
  let dsn = '';

  beforeEach(async () => {
    envelopes.length = 0;
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.url?.startsWith('/api/42/envelope/'))
          envelopes.push(parseEnvelope(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(200, { 'Access-Control-Allow-Origin': '*' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    dsn = `http://publickey@127.0.0.1:${port}/42`;
    // The ingest stub is a real server: the mock backend lets these calls through.
    mockServer.use(http.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
  });

  afterEach(async () => {
    await stopErrorReporting();
    await new Promise((resolve) => server.close(resolve));
  });

  const events = () => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.type === 'event'));

  it('an error arrives with the release, the route pattern, the account tag and the error; ignored ones do not', async () => {
    const router = accountRouter('/profile/101/coupon/detail/7');
    const target = new EventTarget() as unknown as Window;
    const ready = startErrorReporting({ dsn, router, target });
    // Thrown before the SDK has loaded: kept and sent once it has.
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('첫 화면 오류') }));
    await ready;

    reportError(new TypeError('Failed to fetch'));
    reportError(Object.assign(new Error('Unauthorized'), { status: 401 }));
    reportError(new Error('쿠폰 목록이 깨졌어요'), { source: 'route' });
    await vi.waitFor(() => expect(events()).toHaveLength(2), { timeout: patience.waitMs });

    const [early, failure] = events().map((event) => event.payload);
    expect(early).toMatchObject({
      exception: { values: [{ value: '첫 화면 오류' }] },
      extra: { source: 'before-sdk' },
    });
    expect(failure).toMatchObject({
      release: 'webclient 1.0.3',
      environment: 'alpha',
      transaction: '/profile/:baId/coupon/detail/:couponId',
      tags: { business_account: '101' },
      extra: { source: 'route' },
      exception: { values: [{ type: 'Error', value: '쿠폰 목록이 깨졌어요' }] },
    });
    expect(JSON.stringify(failure)).not.toContain('/profile/101/coupon/detail/7"');

    // Another account's page: the next event follows the route.
    await router.navigate('/profile/102');
    reportError(new Error('계정 홈 오류'));
    await vi.waitFor(() => expect(events()).toHaveLength(3), { timeout: patience.waitMs });
    expect(events()[2]!.payload).toMatchObject({ transaction: '/profile/:baId', tags: { business_account: '102' } });

    // What reaches the SDK without reportError (its own handlers of uncaught errors) meets the same rule.
    const sdk = (await ready)!;
    sdk.capture(Object.assign(new Error('Unauthorized'), { status: 401 }));
    sdk.capture(new DOMException('signal is aborted without reason', 'AbortError'));
    sdk.capture(new Error('버튼 오류'));
    await vi.waitFor(() => expect(events()).toHaveLength(4), { timeout: patience.waitMs });
    expect(events()[3]!.payload).toMatchObject({ exception: { values: [{ value: '버튼 오류' }] } });
    expect(events().map((event) => JSON.stringify(event.payload))).not.toContainEqual(
      expect.stringMatching(/Failed to fetch|Unauthorized/),
    );
  });
});
