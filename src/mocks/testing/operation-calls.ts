/**
 * Shared by the mock services' tests (and only by tests): call an operation the way a screen
 * would, keep the status and body of an error answer, and register the two cases every
 * `responses.test.ts` has — every operation of the service is called, and each call answers 200
 * with a body its schema accepts.
 */
import { expect, it } from 'vitest';
import { ResponseError } from '@/api/errors';
import { callOperation, type OperationArgs, type OperationKey } from '@/api/operations';
import { storeBusinessAccountId } from '@/api/session';
import { operationKeys } from '@/mocks/core/catalog';
import { validateResponse } from '@/mocks/core/validation';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** Calls the next operations as this business account (and forgets anything else stored). */
export function asAccount(id: number): void {
  globalThis.localStorage?.clear?.();
  storeBusinessAccountId(id);
}

/** The status and body of the answer, error answers included; with an account id, calls as that account. */
export async function answer(key: OperationKey, args: OperationArgs = {}, accountId?: number): Promise<Answer> {
  if (accountId !== undefined) asAccount(accountId);
  try {
    const { status, data } = await callOperation(key, args);
    return { status, body: data };
  } catch (error) {
    if (error instanceof ResponseError) return { status: error.status, body: error.body };
    throw error;
  }
}

function describeAnswer(key: OperationKey, { status, body }: Answer): string {
  return `${key} answered ${status}: ${body instanceof Blob ? `a ${body.type || 'binary'} file` : JSON.stringify(body)}`;
}

/** The whole body of a 200 answer (fails the test with the body when it was not 200). */
export async function bodyOf<T>(key: OperationKey, args: OperationArgs = {}, accountId?: number): Promise<T> {
  const result = await answer(key, args, accountId);
  if (result.status !== 200) throw new Error(describeAnswer(key, result));
  return result.body as T;
}

/** The `data` of a 200 answer (fails the test with the body when it was not 200). */
export async function dataOf<T>(key: OperationKey, args: OperationArgs = {}, accountId?: number): Promise<T> {
  return (await bodyOf<{ data: T }>(key, args, accountId)).data;
}

/** The ResponseError of a call that must fail (fails the test with the answer when it succeeded). */
export async function failure(key: OperationKey, args: OperationArgs = {}, accountId?: number): Promise<ResponseError> {
  if (accountId !== undefined) asAccount(accountId);
  const outcome = await callOperation(key, args).then(
    ({ status, data }) => ({ status, body: data }),
    (error: unknown) => error,
  );
  if (outcome instanceof ResponseError) return outcome;
  if (outcome instanceof Error)
    throw new Error(`${key} failed without an answer: ${outcome.message}`, { cause: outcome });
  throw new Error(`${key} should have failed, but ${describeAnswer(key, outcome as Answer)}`);
}

/** One call of a responses test: the operation, its arguments from the state slice, and the account to call as. */
export type Step<S = void> = readonly [key: OperationKey, args: (state: S) => OperationArgs, accountId?: number];

export interface EveryOperationOptions<S> {
  /** The state the steps' args read, taken just before each call, for the account the step calls as. */
  readonly stateOf?: (accountId: number | undefined) => S;
  /** The account a step calls as when it names none; without either the stored account is left as it is. */
  readonly accountId?: number;
  /** Operations the file answers in another way (the steps need not call them). */
  readonly alsoCovered?: readonly OperationKey[];
  /** How many operations the service has, when the test pins it. */
  readonly operationCount?: number;
  /** Operations whose 200 answer is a file: their body must be a Blob instead of matching a schema. */
  readonly files?: readonly OperationKey[];
  /** More checks inside the answers case, after the steps (a call the generic caller cannot make). */
  readonly afterSteps?: () => Promise<void>;
  /** The name of the answers case, when it says more than the default. */
  readonly answersTitle?: string;
}

/**
 * Registers the two cases of a responses test: the steps name every operation of `service`, and
 * each step, called in order, answers 200 with a body its schema accepts.
 */
export function expectEveryOperationAnswers<S = void>(
  service: string,
  steps: readonly Step<S>[],
  options: EveryOperationOptions<S> = {},
): void {
  const { stateOf, accountId: defaultAccountId, alsoCovered = [], operationCount, files = [], afterSteps } = options;

  it(`covers every ${service} operation`, () => {
    const all = operationKeys.filter((key) => key.startsWith(`${service}.`)).sort();
    if (operationCount !== undefined) expect(all).toHaveLength(operationCount);
    expect([...new Set([...steps.map(([key]) => key), ...alsoCovered])].sort()).toEqual(all);
  });

  it(options.answersTitle ?? 'answers every operation with a 200 body its schema accepts', async () => {
    for (const [key, args, stepAccountId] of steps) {
      const accountId = stepAccountId ?? defaultAccountId;
      if (accountId !== undefined) asAccount(accountId);
      const state = stateOf ? stateOf(accountId) : (undefined as S);
      const { status, body } = await answer(key, args(state));
      const who = accountId === undefined ? {} : { accountId };
      expect({ key, ...who, status, ...(status === 200 ? {} : { body }) }).toEqual({ key, ...who, status: 200 });
      if (files.includes(key)) expect({ key, file: body instanceof Blob }).toEqual({ key, file: true });
      else expect({ key, problems: await validateResponse(key, 200, body) }).toEqual({ key, problems: [] });
    }
    await afterSteps?.();
  });
}
