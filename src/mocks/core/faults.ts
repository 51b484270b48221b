/**
 * Fault injection for tests and demos: latency, an error status, a dropped connection or a broken
 * answer, for all calls or only some (service / operation), optionally for the next N matching
 * calls only.
 */
import type { OperationKey } from '@generated/operations';

/** A REST operation key, or `<schema>.<operationName>` for a GraphQL operation. */
export type FaultOperation = OperationKey | `${string}.${string}`;

export interface FaultRule {
  /** Only calls of this service (e.g. `coupon`). */
  readonly service?: string;
  /** Only this operation (e.g. `coupon.updateCouponBoxStatus`, `commerce.AcceptOrder`). */
  readonly operation?: FaultOperation;
  /** Not these operations: e.g. every call but the shell's, to fail what a page asks for itself. */
  readonly except?: readonly FaultOperation[];
  /** Wait this long before answering. */
  readonly latencyMs?: number;
  /** Answer with this HTTP status and an `ErrorBody`. */
  readonly status?: number;
  /** Drop the connection (fetch rejects: a network failure, status 0). */
  readonly offline?: boolean;
  /** Answer what no backend schema allows (MALFORMED_ANSWERS): what a proxy or a broken deploy sends. */
  readonly malformed?: MalformedAnswer;
  /** Apply to this many matching calls, then remove the rule; unlimited when absent. */
  readonly times?: number;
}

/**
 * `proxy-html`: a web server's own 502 page (HTML); `not-json`: a 200 whose body is not JSON;
 * `empty`: a 200 with no body at all.
 */
export const MALFORMED_ANSWERS = ['proxy-html', 'not-json', 'empty'] as const;
export type MalformedAnswer = (typeof MALFORMED_ANSWERS)[number];

export interface FaultOutcome {
  readonly latencyMs: number;
  /** Answer only once this settles: a test holds the call (FaultInjector.hold). */
  readonly heldUntil?: Promise<void>;
  readonly status?: number;
  readonly offline: boolean;
  readonly malformed?: MalformedAnswer;
}

const MAX_TAKEN_CALLS = 1_000;

/** Which calls a hold keeps waiting, and for how many of them. */
export interface HoldRule {
  readonly service?: string;
  readonly operation?: FaultOperation;
  /** Hold this many matching calls (later ones answer at once); every one when absent. */
  readonly times?: number;
}

/**
 * Calls held by a test: they reach the mock and wait there, unanswered, until `release()`. A state
 * that lasts while an answer is on its way (loading, a busy button, an optimistic row) lasts exactly
 * as long as the test needs to look at it, on a fast machine or a busy one, where a latency fault
 * of some milliseconds is over before a slow machine has drawn the screen.
 */
export interface AnswerHold {
  /** How many calls have arrived and are waiting (or waited) on this hold. */
  readonly arrived: number;
  /** Resolves once `count` calls have arrived (default 1). */
  arrival(count?: number): Promise<void>;
  /** Lets every held call (and any later matching one) be answered. */
  release(): void;
}

/** One call the mock answered (or failed on purpose), in the order they came. */
export interface TakenCall {
  readonly service: string;
  readonly operation: FaultOperation;
}

export class FaultInjector {
  private rules: { rule: FaultRule; remaining: number }[] = [];
  private holds: { rule: HoldRule; remaining: number; take: () => Promise<void>; release: () => void }[] = [];
  private taken: TakenCall[] = [];
  private snapshot: readonly FaultRule[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(initial: readonly FaultRule[] = []) {
    initial.forEach((rule) => this.add(rule));
  }

  add(rule: FaultRule): void {
    this.rules.push({ rule, remaining: rule.times ?? Infinity });
    this.notify();
  }

  /** Holds matching calls until the returned hold is released (see AnswerHold). */
  hold(rule: HoldRule): AnswerHold {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived = 0;
    const waiting: { count: number; resolve: () => void }[] = [];
    const entry = {
      rule,
      remaining: rule.times ?? Infinity,
      release,
      take: () => {
        arrived += 1;
        waiting.filter(({ count }) => arrived >= count).forEach(({ resolve }) => resolve());
        return released;
      },
    };
    this.holds.push(entry);
    return {
      get arrived() {
        return arrived;
      },
      arrival: (count = 1) =>
        arrived >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve })),
      release: () => {
        this.holds = this.holds.filter((each) => each !== entry);
        release();
      },
    };
  }

  /** Removes every rule, and releases every hold (a test that failed holding calls leaves none waiting). */
  clear(): void {
    this.rules = [];
    this.holds.forEach((entry) => entry.release());
    this.holds = [];
    this.notify();
  }

  /** The rules in force (the same array until they change, for useSyncExternalStore). */
  list(): readonly FaultRule[] {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Every call seen since the last `clearCalls()`, so a test can learn which calls a screen makes
   * and then fail exactly those.
   */
  calls(): readonly TakenCall[] {
    return this.taken;
  }

  clearCalls(): void {
    this.taken = [];
  }

  /** What to do with a call; consumes `times` of every rule that applies. */
  take(service: string, key: FaultOperation): FaultOutcome {
    // A demo tab stays open all day: keep the log bounded.
    if (this.taken.length >= MAX_TAKEN_CALLS) this.taken.shift();
    this.taken.push({ service, operation: key });
    let latencyMs = 0;
    let status: number | undefined;
    let offline = false;
    let malformed: MalformedAnswer | undefined;
    for (const entry of this.rules) {
      const { rule } = entry;
      if (rule.service && rule.service !== service) continue;
      if (rule.operation && rule.operation !== key) continue;
      if (rule.except?.includes(key)) continue;
      entry.remaining -= 1;
      latencyMs = Math.max(latencyMs, rule.latencyMs ?? 0);
      status = rule.status ?? status;
      offline = offline || rule.offline === true;
      malformed = rule.malformed ?? malformed;
    }
    const held = this.holds.filter(
      (entry) =>
        entry.remaining > 0 &&
        (!entry.rule.service || entry.rule.service === service) &&
        (!entry.rule.operation || entry.rule.operation === key),
    );
    held.forEach((entry) => (entry.remaining -= 1));
    const heldUntil =
      held.length > 0 ? Promise.all(held.map((entry) => entry.take())).then(() => undefined) : undefined;
    const before = this.rules.length;
    this.rules = this.rules.filter(({ remaining }) => remaining > 0);
    if (this.rules.length !== before) this.notify();
    return {
      latencyMs,
      ...(heldUntil ? { heldUntil } : {}),
      ...(status !== undefined ? { status } : {}),
      offline,
      ...(malformed ? { malformed } : {}),
    };
  }

  private notify(): void {
    this.snapshot = this.rules.map(({ rule }) => rule);
    this.listeners.forEach((listener) => listener());
  }
}

/** The answer of a `malformed` fault. */
export function malformedResponse(kind: MalformedAnswer): Response {
  if (kind === 'proxy-html')
    return new Response(
      '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
      {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      },
    );
  if (kind === 'not-json')
    return new Response('OK', { status: 200, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
  // A server that says JSON and sends nothing.
  return new Response(null, { status: 200, headers: { 'Content-Type': 'application/json' } });
}
