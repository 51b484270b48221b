/**
 * The error shapes of spec 000 §8 / 001 §8 / 002 §8. Every failed call rejects with one of these,
 * whatever client made it (openapi-fetch, urql or a raw fetch).
 */

/** A non-2xx answer. `body` is the parsed JSON body when there is one (see `ErrorBody`). */
export class ResponseError extends Error {
  override readonly name = 'ResponseError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('Response returned an error code');
  }
}

/**
 * A success answer the console cannot read: empty, or not JSON (a proxy's or a server's page) where
 * the operation answers JSON. Shown as the server failure it is (502, an invalid answer from
 * upstream: 서버에 문제가 생겼어요 with 다시 시도), never as an empty screen; `received` keeps what
 * came for the error report.
 */
export class UnreadableAnswerError extends ResponseError {
  constructor(
    readonly received: { readonly status: number; readonly contentType: string | null; readonly text: string },
  ) {
    super(502, null);
  }
}

/** Fails a 2xx answer that is empty or not JSON; answers nothing for a readable one. */
export async function checkReadableAnswer(response: Response): Promise<void> {
  const contentType = response.headers.get('content-type');
  const length = response.headers.get('content-length');
  const json = contentType !== null && /json/i.test(contentType);
  // A JSON answer of known, non-zero length is read by the client itself (no second read here).
  if (json && length !== null && length !== '0') return;
  const text = response.body === null ? '' : await response.clone().text();
  if (json && text.trim() !== '') return;
  throw new UnreadableAnswerError({ status: response.status, contentType, text: text.slice(0, 200) });
}

/** The request never got an answer (offline, DNS, CORS, aborted). Status is always 0. */
export class FetchError extends Error {
  override readonly name = 'FetchError';
  readonly status = 0;
  constructor(override readonly cause: unknown) {
    super('The request failed and the interceptors did not return an alternative response');
  }
}

/**
 * A write refused before it was sent: the device has no connection. It is never kept to be sent
 * later (an order 접수'd minutes late, after the customer left, is worse than a press refused).
 */
export class OfflineError extends FetchError {
  constructor() {
    super(new TypeError('offline'));
  }
}

/** A call was made without a parameter (or body) it cannot do without. */
export class RequiredError extends Error {
  override readonly name = 'RequiredError';
  constructor(
    readonly field: string,
    readonly operation: string,
  ) {
    super(`Required parameter ${field} was null or undefined when calling ${operation}.`);
  }
}

export type ApiError = ResponseError | FetchError | RequiredError;

/** HTTP status of a failure; 0 for a network failure, undefined for anything else. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ResponseError || error instanceof FetchError) return error.status;
  return undefined;
}

export interface FieldError {
  /** Dotted path of the field in the request body, e.g. `benefit_request.description`. */
  readonly field: string;
  readonly reason: string;
}

/** Field errors a server put in a 4xx body (`ErrorBody.errors`). */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ResponseError) || error.status < 400 || error.status >= 500) return [];
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return (errors as unknown[]).filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldError).field === 'string' &&
      typeof (item as FieldError).reason === 'string',
  );
}

/** The server's own message, when it sent one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ResponseError)) return undefined;
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
