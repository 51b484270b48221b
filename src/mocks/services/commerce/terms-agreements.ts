/**
 * 설계 (issue 40): the store terms are agreed by a person, not by an account or a browser. Each
 * agreement names who and when; it stays open until the account's next store request is sent, which
 * keeps it and closes the account's other open ones, so every request starts with a new agreement.
 */
import type { MockState } from '../../state';
import type { TermsAgreementRow } from './state';

/** The signed-in person: the business user the session belongs to. */
export const signedInPerson = (state: MockState): string => String(state.auth.businessUser.id);

/** The person's open agreement for the account, if they gave one since its last request was sent. */
export function openAgreement(state: MockState, baId: number, person: string): TermsAgreementRow | undefined {
  return state.commerce.termsAgreements.find(
    (row) => row.baId === String(baId) && row.agreedBy === person && row.requestId === null,
  );
}

/** Records the person's agreement; one already open is kept as it was (its first time stays). */
export function recordAgreement(state: MockState, baId: number, person: string, at: string): TermsAgreementRow {
  const existing = openAgreement(state, baId, person);
  if (existing) return existing;
  const row: TermsAgreementRow = { baId: String(baId), agreedBy: person, agreedAt: at, requestId: null };
  state.commerce.termsAgreements.push(row);
  return row;
}

/** A request was sent: the account's open agreements go with it. */
export function closeAgreements(state: MockState, baId: number, requestId: string): void {
  for (const row of state.commerce.termsAgreements)
    if (row.baId === String(baId) && row.requestId === null) row.requestId = requestId;
}
