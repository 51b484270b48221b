/**
 * The server's clock, as the board reads it (issue 41): a counter tablet's clock is often minutes
 * off, and an order's ageing or its 예정 time read from it would be as wrong. Every answer's `Date`
 * header says what time the server had; the offset is taken from the answer with the shortest round
 * trip among the last few (its `Date` is the most certain). Where no `Date` can be read (a gateway
 * that does not expose it to the page), the orders' own times keep it from running behind: an order
 * cannot have been placed after the server answered with it (`noteNotBefore`).
 */

import type { Middleware } from 'openapi-fetch';

/** A `Date` header has whole seconds: the server's instant was somewhere in the second it names. */
const DATE_RESOLUTION_MS = 1_000;
const SAMPLES_KEPT = 8;

interface Sample {
  readonly offsetMs: number;
  readonly roundTripMs: number;
}

/**
 * The server's clock minus ours, from one answer: its `Date` (mid-second) against the middle of
 * our round trip. Undefined when the header is missing or unreadable.
 */
export function offsetFromDateHeader(date: string | null, sentAt: number, receivedAt: number): number | undefined {
  const server = date ? Date.parse(date) : NaN;
  if (!Number.isFinite(server)) return undefined;
  const offset = Math.round(server + DATE_RESOLUTION_MS / 2 - (sentAt + receivedAt) / 2);
  // Less than the header can tell (its whole second) is no offset at all.
  return Math.abs(offset) < DATE_RESOLUTION_MS ? 0 : offset;
}

export class ServerClock {
  private samples: Sample[] = [];
  private fromDate: number | undefined;
  private floor = -Infinity;

  constructor(private readonly local: () => number = () => Date.now()) {}

  /** One answer's `Date` header and when we sent and received it. */
  noteDate(date: string | null, sentAt: number, receivedAt: number): void {
    const offsetMs = offsetFromDateHeader(date, sentAt, receivedAt);
    if (offsetMs === undefined) return;
    this.samples = [...this.samples.slice(1 - SAMPLES_KEPT), { offsetMs, roundTripMs: receivedAt - sentAt }];
    this.fromDate = this.samples.reduce((best, each) => (each.roundTripMs < best.roundTripMs ? each : best)).offsetMs;
  }

  /** The server's clock had reached `serverTime` when we received its answer at `receivedAt`. */
  noteNotBefore(serverTime: number, receivedAt: number): void {
    if (Number.isFinite(serverTime)) this.floor = Math.max(this.floor, serverTime - receivedAt);
  }

  /** The server's clock minus ours (ms); 0 until an answer tells. */
  offset(): number {
    // The `Date` header speaks for both directions; the orders' times only for a clock behind.
    return this.fromDate ?? Math.max(0, this.floor);
  }

  /** Forgets every answer (a test's fresh start). */
  reset(): void {
    this.samples = [];
    this.fromDate = undefined;
    this.floor = -Infinity;
  }

  /** Now on the server's clock (ms since the epoch). */
  now(): number {
    return this.local() + this.offset();
  }
}

/** The console's one server clock (every service's answers feed it). */
export const serverClock = new ServerClock();

/** Now on the server's clock. */
export const serverNow = (): number => serverClock.now();

/** Feeds the server clock from every answer (any status: a 409 tells the time as well as a 200). */
export function serverClockMiddleware(clock: ServerClock = serverClock, local: () => number = Date.now): Middleware {
  const sent = new Map<string, number>();
  return {
    onRequest({ id }) {
      sent.set(id, local());
      return undefined;
    },
    onResponse({ id, response }) {
      const sentAt = sent.get(id);
      sent.delete(id);
      if (sentAt !== undefined) clock.noteDate(response.headers.get('Date'), sentAt, local());
      return undefined;
    },
    onError({ id }) {
      sent.delete(id);
      return undefined;
    },
  };
}
