/** Shared by the shell services' tests: call an operation and keep the status of an error answer. */
import { ResponseError } from '@/api/errors';
import { callOperation, type OperationArgs, type OperationKey } from '@/api/operations';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

export async function answer(key: OperationKey, args: OperationArgs = {}): Promise<Answer> {
  try {
    const { status, data } = await callOperation(key, args);
    return { status, body: data };
  } catch (error) {
    if (error instanceof ResponseError) return { status: error.status, body: error.body };
    throw error;
  }
}

/** The `data` of a 200 answer (fails the test with the body when it was not 200). */
export async function dataOf<T>(key: OperationKey, args: OperationArgs = {}): Promise<T> {
  const result = await answer(key, args);
  if (result.status !== 200) throw new Error(`${key} answered ${result.status}: ${JSON.stringify(result.body)}`);
  return (result.body as { data: T }).data;
}
