/** What the pickup handler files share: a 400 naming its fields, a store's row or a 404, the id sequence. */
import { messages } from '@/lib/messages';
import { MockHttpError, notFound } from '../../core/implement';

export type FieldIssue = { field: string; reason: string };
/** The handler context's id sequence (kept bound: it is a method). */
export type Sequence = { nextId(): number };

export const SAVED = '저장했어요.';

export function invalid(errors: FieldIssue[]): MockHttpError {
  return new MockHttpError(400, messages.errors.invalidInput, 'INVALID_REQUEST', errors);
}

export function findIn<T extends { id: number }>(rows: readonly T[], id: number, what: string): T {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw notFound(what);
  return row;
}
