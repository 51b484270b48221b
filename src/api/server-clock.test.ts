/**
 * The board's clock is the server's (issue 41). Every expectation is worked out by hand from the
 * instants written in the test: a tablet 3 minutes fast, one 2 minutes slow.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServiceClient } from './clients';
import { offsetFromDateHeader, ServerClock, serverClock } from './server-clock';

/** 2026-11-29 14:35:00 KST, as a `Date` header says it. */
const SERVER_AT = Date.UTC(2026, 10, 29, 5, 35, 0);
const DATE_HEADER = 'Sun, 29 Nov 2026 05:35:00 GMT';
const MINUTE = 60_000;

describe('the server clock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a Date header against the middle of the round trip', () => {
    // The tablet runs 3 minutes fast: sent at server 14:35:00.300, answered at .700 (its clock
    // says 14:38:00.300 and .700); the header's second is taken at its middle, .500.
    const sent = SERVER_AT + 3 * MINUTE + 300;
    expect(offsetFromDateHeader(DATE_HEADER, sent, sent + 400)).toBe(-3 * MINUTE);
    // Within the header's one second: no offset.
    expect(offsetFromDateHeader(DATE_HEADER, SERVER_AT + 100, SERVER_AT + 900)).toBe(0);
    expect(offsetFromDateHeader(null, 0, 1)).toBeUndefined();
    expect(offsetFromDateHeader('soon', 0, 1)).toBeUndefined();
  });

  it('trusts the answer with the shortest round trip', () => {
    let local = SERVER_AT + 3 * MINUTE;
    const clock = new ServerClock(() => local);
    // A slow answer (4 s on the way) and a quick one (200 ms), both sent at the same server second.
    clock.noteDate(DATE_HEADER, SERVER_AT + 3 * MINUTE - 3_500, SERVER_AT + 3 * MINUTE + 500);
    clock.noteDate(DATE_HEADER, SERVER_AT + 3 * MINUTE + 400, SERVER_AT + 3 * MINUTE + 600);
    expect(clock.offset()).toBe(-3 * MINUTE);
    local = SERVER_AT + 3 * MINUTE + 10_000;
    expect(clock.now()).toBe(SERVER_AT + 10_000);
  });

  it('without a readable Date, an order placed after our clock says now moves it forward', () => {
    // The tablet runs 2 minutes slow: an order placed at server 14:35:00 arrives at its 14:33:05.
    const clock = new ServerClock(() => SERVER_AT);
    clock.noteNotBefore(SERVER_AT - 60 * MINUTE, SERVER_AT - 2 * MINUTE + 5_000);
    expect(clock.offset()).toBe(0);
    clock.noteNotBefore(SERVER_AT, SERVER_AT - 2 * MINUTE + 5_000);
    expect(clock.offset()).toBe(2 * MINUTE - 5_000);
  });

  it('is fed by every answer of the clients, a refusal’s too', async () => {
    const sentAt = Date.now();
    // Whatever our clock says now, the server's says 10 minutes later.
    const serverDate = new Date(Math.floor((sentAt + 10 * MINUTE) / 1000) * 1000).toUTCString();
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 409, message: '주문 상태가 바뀌었어요.' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json', Date: serverDate },
        }),
      ),
    );
    const pickup = createServiceClient('pickup', 'https://pickup.test');
    await pickup.GET('/api/v1/orders/count').catch(() => undefined);
    expect(Math.abs(serverClock.offset() - 10 * MINUTE)).toBeLessThan(2_000);
  });
});
