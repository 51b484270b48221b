/**
 * Typed hand-written handlers. `implement('coupon', { createCouponBox: (ctx) => … })` gives each
 * handler the typed path, query and body of its operation and checks what it returns against the
 * operation's 200 response type.
 */
import type { OperationKeys, ServiceName, ServicePaths } from '@generated/openapi';
import type { OperationKey } from '@generated/operations';
import type { BodyOf, OkOf } from '@/api/operation-types';
import { withObjectParticle } from '@/lib/messages';

type OperationIdOf<S extends ServiceName> = OperationKey extends infer K
  ? K extends `${S}.${infer Id}`
    ? Id
    : never
  : never;

type LocationOf<S extends ServiceName, K extends string> = {
  [P in keyof OperationKeys[S]]: {
    [M in keyof OperationKeys[S][P]]: OperationKeys[S][P][M] extends K ? [P, M] : never;
  }[keyof OperationKeys[S][P]];
}[keyof OperationKeys[S]];

type OperationOf<S extends ServiceName, Id extends string> =
  LocationOf<S, `${S}.${Id}`> extends [infer P, infer M]
    ? P extends keyof ServicePaths[S]
      ? M extends keyof ServicePaths[S][P]
        ? ServicePaths[S][P][M]
        : never
      : never
    : never;

type ParamsOf<Op, Where extends 'path' | 'query'> = Op extends { parameters: infer P }
  ? P extends Record<Where, infer V>
    ? V
    : P extends Partial<Record<Where, infer V>>
      ? Partial<NonNullable<V>>
      : Record<string, never>
  : Record<string, never>;

export interface HandlerContext<Op, State> {
  readonly path: ParamsOf<Op, 'path'>;
  readonly query: ParamsOf<Op, 'query'>;
  readonly body: BodyOf<Op>;
  /** The Account-Id header as a number (business calls always have one, checked before). */
  readonly accountId: number;
  readonly state: State;
  readonly now: Date;
  /** A new unique id (the database's sequence). */
  readonly nextId: () => number;
  readonly request: Request;
}

/** A JSON operation answers its 200 body; a download operation answers a `MockFile`. */
type AnswerOf<Op> = Op extends { responses: { 200: { content: { 'application/json': unknown } } } }
  ? OkOf<Op>
  : MockFile;

export type Handler<Op, State> = (context: HandlerContext<Op, State>) => AnswerOf<Op> | Promise<AnswerOf<Op>>;

export type ServiceHandlers<S extends ServiceName, State> = {
  [Id in OperationIdOf<S>]?: Handler<OperationOf<S, Id>, State>;
};

/** Untyped view the pipeline uses to run any handler. */
export type AnyHandler<State> = (context: HandlerContext<unknown, State>) => unknown;

export function implement<S extends ServiceName, State>(
  service: S,
  handlers: ServiceHandlers<S, State>,
): Map<OperationKey, AnyHandler<State>> {
  const map = new Map<OperationKey, AnyHandler<State>>();
  for (const [id, handler] of Object.entries(handlers)) {
    map.set(`${service}.${id}` as OperationKey, handler as AnyHandler<State>);
  }
  return map;
}

/** What a handler of a download operation returns: the file's content and name. */
export class MockFile {
  constructor(
    readonly content: BlobPart,
    readonly filename: string,
    readonly contentType: string,
  ) {}
}

/** Throw from a handler to answer with an error status and an `ErrorBody`. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors?: readonly { field: string; reason: string }[],
  ) {
    super(message);
  }
}

export function notFound(what: string): MockHttpError {
  return new MockHttpError(404, `${withObjectParticle(what)} 찾을 수 없어요.`, 'NOT_FOUND');
}

export function conflict(message: string, code = 'CONFLICT'): MockHttpError {
  return new MockHttpError(409, message, code);
}
