/**
 * Faults a proxy or a broken server produce (issue 29): a success answer that is not JSON, an empty
 * 200 and nginx's HTML 502 page each reject with a ResponseError of status 502 — through the
 * engine's `callOperation`, the typed REST clients and GraphQL alike — never an `undefined` body or
 * a bare SyntaxError.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { StoreInfoDocument } from '@/api/commerce/catalog';
import { graphqlRequest } from '@/api/graphql/request';
import { env } from '@/config/env';
import type { MalformedAnswer } from '@/mocks/core/faults';
import { mockRuntime, mockServer } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { asAccount } from '@/mocks/testing/operation-calls';
import { client } from './clients';
import { ResponseError, UnreadableAnswerError } from './errors';
import { baseUrlFor } from './hosts';
import { callOperation } from './operations';

const KINDS: readonly MalformedAnswer[] = ['not-json', 'empty', 'proxy-html'];

function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    (value) => ({ resolved: value }),
    (error: unknown) => error,
  );
}

describe.each(KINDS)('a %s answer', (kind) => {
  it('fails every client with a 502 ResponseError', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    mockRuntime.faults.add({ malformed: kind });
    const failures = [
      await failureOf(callOperation('coupon.listCouponBoxes', { query: { page: 1, size: 10 } })),
      await failureOf(client('coupon').GET('/api/v1/coupon_boxes', { params: { query: { page: 1, size: 10 } } })),
      await failureOf(graphqlRequest(StoreInfoDocument, { baId: '101' }, { account: '101' })),
    ];
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(ResponseError);
      expect((failure as ResponseError).status).toBe(502);
      if (kind !== 'proxy-html') expect(failure).toBeInstanceOf(UnreadableAnswerError);
    }
  });
});

describe('readable answers', () => {
  it('keeps what an unreadable answer was, for the error report', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    mockRuntime.faults.add({ malformed: 'not-json' });
    const failure = await failureOf(callOperation('coupon.listCouponBoxes', { query: { page: 1, size: 10 } }));
    expect((failure as UnreadableAnswerError).received).toEqual({
      status: 200,
      contentType: 'text/plain;charset=UTF-8',
      text: 'OK',
    });
  });

  it('fails an empty chunked answer and passes a JSON one without a length', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const url = `${baseUrlFor('coupon', env)}/api/v1/coupon_boxes`;
    const stream = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          if (text) controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      });
    mockServer.use(
      http.get(url, () => new HttpResponse(stream('  '), { headers: { 'Content-Type': 'application/json' } }), {
        once: true,
      }),
    );
    expect(await failureOf(client('coupon').GET('/api/v1/coupon_boxes'))).toBeInstanceOf(UnreadableAnswerError);

    const body = { status: 200, data: { items: [], total: 0 } };
    mockServer.use(
      http.get(
        url,
        () => new HttpResponse(stream(JSON.stringify(body)), { headers: { 'Content-Type': 'application/json' } }),
        {
          once: true,
        },
      ),
    );
    expect((await client('coupon').GET('/api/v1/coupon_boxes')).data).toEqual(body);
  });

  it('leaves downloads (files) alone', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const { status, data } = await callOperation('customer.downloadFollowersCsv', { account: '101' });
    expect(status).toBe(200);
    expect(data).toBeInstanceOf(Blob);
  });
});
