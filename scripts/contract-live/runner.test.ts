/**
 * The live contract runner: how it fills parameters, what it prints, and its exit status against
 * the console's own mock handlers served over real HTTP (mock-server.ts), one handler overridden.
 */
import { getResponse, http, HttpResponse, passthrough } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { services, refs } from '@generated/openapi';
import { responseDrift } from '@/api/drift/response-drift';
import { allOperations, getOperationDetail } from '@/api/operations';
import type { AnyOperationKey, OperationDetail } from '@/api/operations';
import { mockRuntime, mockServer } from '@/mocks/node';
import { parseCli } from './cli';
import { serveMock, type MockHttpServer } from './mock-server';
import {
  exitCodeOf,
  fillParameters,
  orderServices,
  runService,
  type Answered,
  type FillContext,
  type ServiceReport,
} from './runner';
import { formatReport } from './table';

const ACCOUNT = '101';
const serviceHosts = Object.fromEntries(Object.entries(services).map(([name, row]) => [name, row.hosts.alpha.url]));

async function gets(service: string): Promise<OperationDetail[]> {
  const keys = allOperations()
    .filter((info) => info.service === service && info.method === 'get')
    .map((info) => `${info.service}.${info.operationId}`);
  return Promise.all(keys.map((key) => getOperationDetail(key as AnyOperationKey)));
}

function context(operations: OperationDetail[], overrides: Partial<FillContext> = {}): FillContext {
  return {
    account: ACCOUNT,
    accountHeaders: true,
    today: '2026-11-27',
    operations,
    answered: new Map(),
    earlier: [],
    refs,
    pending: new Set(),
    skipped: new Set(),
    ...overrides,
  };
}

describe('parameter filling', () => {
  it('waits for the list, then takes the id of its items (the next ones to try on a 4xx)', async () => {
    const coupon = await gets('coupon');
    const detail = coupon.find((row) => row.operationId === 'getCouponBoxForBusiness')!;
    const list = coupon.find((row) => row.operationId === 'listCouponBoxes')!;
    expect(fillParameters(detail, context(coupon, { pending: new Set(['coupon.listCouponBoxes']) }))).toEqual({
      kind: 'wait',
      on: 'coupon.listCouponBoxes',
    });
    const answered = new Map<string, Answered>([
      [
        'coupon.listCouponBoxes',
        { key: 'coupon.listCouponBoxes', detail: list, path: {}, body: { data: { items: [{ id: 7 }, { id: 9 }] } } },
      ],
    ]);
    const fill = fillParameters(detail, context(coupon, { answered }));
    expect(fill).toMatchObject({ kind: 'call', path: { id: '7' }, query: [] });
    expect(fill.kind === 'call' && fill.tries.map((values) => values.path.id)).toEqual(['7', '9']);

    const empty = new Map([
      ['coupon.listCouponBoxes', { ...answered.get('coupon.listCouponBoxes')!, body: { data: { items: [] } } }],
    ]);
    expect(fillParameters(detail, context(coupon, { answered: empty }))).toEqual({
      kind: 'skip',
      reason: 'parameter id has no example and no earlier answer gave it (coupon.listCouponBoxes gave no item)',
    });
  });

  it('fills the account, an enum or default, and a date; says which parameter it lacks', async () => {
    const pickup = await gets('pickup');
    const orders = pickup.find((row) => row.operationId === 'listOrders')!;
    // `status` is required and has an enum: its first value. Optional query parameters are left out.
    expect(fillParameters(orders, context(pickup))).toMatchObject({ kind: 'call', query: [['status', 'ORDERED']] });
    expect(fillParameters(orders, context(pickup, { account: undefined }))).toEqual({
      kind: 'skip',
      reason: 'needs the Account-Id header: pass --account',
    });

    const finance = await gets('finance');
    const report = finance.find((row) => row.operationId === 'getSettlementReport')!;
    expect(fillParameters(report, context(finance))).toEqual({
      kind: 'skip',
      reason: 'parameter year has no example and no earlier answer gave it',
    });
    expect(fillParameters(report, context(finance, { account: undefined }))).toEqual({
      kind: 'skip',
      reason: 'parameter baId is the business account: pass --account',
    });
    const deposits = finance.find((row) => row.operationId === 'listSettlementDeposits')!;
    expect(fillParameters(deposits, context(finance))).toMatchObject({
      kind: 'call',
      query: [
        ['startDate', '2026-10-28'],
        ['endDate', '2026-11-27'],
      ],
    });
  });

  it('takes a value an earlier answer names by field, and an x-ref from the service that lists it', async () => {
    const coupon = await gets('coupon');
    const claimed = coupon.find((row) => row.operationId === 'listClaimedCoupons')!;
    expect(fillParameters(claimed, context(coupon))).toMatchObject({ kind: 'skip' });
    const earlier: Answered[] = [
      { key: 'x.y', detail: claimed, path: {}, body: { data: { rows: [{ user_id: 0 }, { user_id: 55 }] } } },
    ];
    // 0 breaks the parameter's `minimum: 1`: only fitting values are taken.
    expect(fillParameters(claimed, context(coupon, { earlier }))).toMatchObject({ query: [['userId', '55']] });

    const reservation = await gets('reservation');
    const followers = (await gets('customer')).find((row) => row.operationId === 'listFollowers')!;
    const visits = reservation[0]!;
    expect(fillParameters(visits, context(reservation))).toEqual({
      kind: 'skip',
      reason:
        'parameter id: it takes customer.listFollowers (x-ref customer.follower): run that service first (--service all --host alpha)',
    });
    const listed: Answered = {
      key: 'customer.listFollowers',
      detail: followers,
      path: {},
      body: { data: { items: [{ id: 31, nickname: '망원동 이웃' }] } },
    };
    expect(fillParameters(visits, context(reservation, { earlier: [listed] }))).toMatchObject({ path: { id: '31' } });
  });
});

describe('the printed table', () => {
  it('shows one row per operation and one line per drifted pointer', () => {
    const report: ServiceReport = {
      service: 'coupon',
      host: 'http://127.0.0.1:1/coupon',
      outcomes: [
        { kind: 'ok', key: 'coupon.listCouponBoxes', path: '/api/v1/coupon_boxes', status: 200, url: '' },
        {
          kind: 'drifted',
          key: 'coupon.getCouponBoxForBusiness',
          path: '/api/v1/coupon_boxes/{id}/business',
          status: 200,
          url: '',
          drifts: [
            { operation: '', status: 200, pointer: '/data/name', expected: 'present', received: 'missing' },
            { operation: '', status: 200, pointer: '/data/id', expected: 'integer', received: 'string "7"' },
          ],
        },
        {
          kind: 'error',
          key: 'coupon.listCouponUsedUsers',
          path: '/u',
          status: 502,
          url: 'http://h/u',
          message: 'BAD',
        },
        { kind: 'skipped', key: 'coupon.listClaimedCoupons', path: '/c', reason: 'parameter userId has no example' },
      ],
    };
    expect(formatReport(report).split('\n')).toEqual([
      'coupon — http://127.0.0.1:1/coupon',
      '  operation                GET path                            result   status  detail',
      '  listCouponBoxes          /api/v1/coupon_boxes                ok       200',
      '  getCouponBoxForBusiness  /api/v1/coupon_boxes/{id}/business  drifted  200     /data/name: expected present, received missing',
      '                                                                                /data/id: expected integer, received string "7"',
      '  listCouponUsedUsers      /u                                  error    502     BAD (http://h/u)',
      '  listClaimedCoupons       /c                                  skipped          parameter userId has no example',
      '  4 GET · 1 ok · 1 drifted · 1 error · 1 skipped',
    ]);
    expect(exitCodeOf([report])).toBe(1);
    // A run that could call nothing (no --account) checked nothing: it does not pass either.
    const skipped = report.outcomes.filter((row) => row.kind === 'skipped' || row.kind === 'ok');
    expect(exitCodeOf([{ ...report, outcomes: skipped }])).toBe(0);
    expect(exitCodeOf([{ ...report, outcomes: skipped.filter((row) => row.kind === 'skipped') }])).toBe(1);
  });
});

describe('the order of services', () => {
  it('runs the service an x-ref takes its ids from first', async () => {
    const operations = [...(await gets('reservation')), ...(await gets('customer'))];
    expect(orderServices(['reservation', 'coupon', 'customer'], operations, refs)).toEqual([
      'customer',
      'reservation',
      'coupon',
    ]);
  });
});

describe('the command line', () => {
  const known = ['coupon', 'pickup'];

  it('reads services, host, account and token (options first, then the environment)', () => {
    expect(
      parseCli(['--service', 'coupon,pickup', '--host', 'alpha', '--header', 'X-Trace: on', '--allow-errors'], known, {
        CONTRACT_LIVE_ACCOUNT: '101',
        CONTRACT_LIVE_TOKEN: 'secret',
      }),
    ).toEqual({
      services: ['coupon', 'pickup'],
      host: 'alpha',
      account: '101',
      token: 'secret',
      headers: { 'X-Trace': 'on' },
      allowErrors: true,
      timeoutMs: 15_000,
    });
    expect(parseCli(['--service', 'all', '--host', 'production', '--account', '7'], known).services).toEqual(known);
  });

  it('refuses an unknown service, a missing host and one host for several services', () => {
    expect(() => parseCli(['--service', 'nope', '--host', 'alpha'], known)).toThrow('unknown service nope');
    expect(() => parseCli(['--service', 'coupon'], known)).toThrow('--host is required');
    expect(() => parseCli(['--service', 'coupon,pickup', '--host', 'http://127.0.0.1:1'], known)).toThrow(
      'several services need --host alpha or --host production',
    );
  });
});

describe('against the mock handlers over HTTP', () => {
  let server: MockHttpServer;
  /** What the server answers from, read on each request: a test puts its override first. */
  let handlers: Parameters<typeof getResponse>[0] = [];

  beforeEach(async () => {
    handlers = [...mockRuntime.handlers];
    server = await serveMock(handlers, serviceHosts);
    // The vitest mock server intercepts this process's own fetches: let the runner's reach the port.
    mockServer.use(http.all(`${server.origin}/*`, () => passthrough()));
  });
  afterEach(() => server.close());

  const run = async (service: keyof typeof services): Promise<ServiceReport> =>
    runService(
      { name: service, accountHeaders: services[service].accountHeaders },
      await gets(service),
      (key, status, body) => responseDrift(key as AnyOperationKey, status, body),
      { host: server.hostOf(service), account: ACCOUNT, refs },
    );

  it('is all ok on the handlers as they are (exit 0)', async () => {
    const report = await run('coupon');
    expect(report.outcomes.filter((row) => row.kind === 'drifted' || row.kind === 'error')).toEqual([]);
    expect(report.outcomes.find((row) => row.key === 'coupon.getCouponBoxForBusiness')).toMatchObject({
      kind: 'ok',
      status: 200,
    });
    expect(exitCodeOf([report])).toBe(0);
  });

  it('reports a renamed field with its pointer and exits 1', async () => {
    // The backend renames `name` to `title` in the coupon's detail.
    handlers.unshift(
      http.get(`${serviceHosts.coupon}/api/v1/coupon_boxes/:id/business`, async ({ request }) => {
        const answer = await getResponse(mockRuntime.handlers, request);
        const body = (await answer!.json()) as { data: Record<string, unknown> };
        const { name, ...rest } = body.data;
        return HttpResponse.json({ data: { ...rest, title: name } });
      }),
    );
    const report = await run('coupon');
    const drifted = report.outcomes.find((row) => row.key === 'coupon.getCouponBoxForBusiness');
    expect(drifted).toMatchObject({
      kind: 'drifted',
      status: 200,
      drifts: [{ pointer: '/data/name', expected: 'present', received: 'missing' }],
    });
    expect(formatReport(report)).toContain('drifted  200     /data/name: expected present, received missing');
    expect(exitCodeOf([report])).toBe(1);
    expect(exitCodeOf([report], true)).toBe(1);
  });

  it('reports an HTML error page from a proxy as an error status (exit 1 unless errors are allowed)', async () => {
    handlers.unshift(
      http.get(
        `${serviceHosts.coupon}/api/v1/coupon_boxes`,
        () =>
          new HttpResponse('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      ),
    );
    const report = await run('coupon');
    expect(report.outcomes.find((row) => row.key === 'coupon.listCouponBoxes')).toMatchObject({
      kind: 'error',
      status: 502,
      message: 'text/html (28 characters)',
    });
    // The list gave no ids: its details are skipped, and say why.
    expect(report.outcomes.find((row) => row.key === 'coupon.getCouponBoxForBusiness')).toMatchObject({
      kind: 'skipped',
      reason: 'parameter id has no example and no earlier answer gave it (coupon.listCouponBoxes did not answer)',
    });
    expect(exitCodeOf([report])).toBe(1);
    expect(exitCodeOf([report], true)).toBe(0);
  });

  it('checks a documented error answer too: a 400 without its message drifts even when errors are allowed', async () => {
    handlers.unshift(
      http.get(`${serviceHosts.coupon}/api/v1/coupon_boxes`, () =>
        HttpResponse.json({ status: 400, error: '잘못된 요청' }, { status: 400 }),
      ),
    );
    const report = await run('coupon');
    expect(report.outcomes.find((row) => row.key === 'coupon.listCouponBoxes')).toMatchObject({
      kind: 'error',
      status: 400,
      drifts: [{ pointer: '/message', expected: 'present', received: 'missing' }],
    });
    expect(formatReport(report)).toMatch(/error +400 .*\n +\/message: expected present, received missing/);
    expect(exitCodeOf([report], true)).toBe(1);
  });
});
