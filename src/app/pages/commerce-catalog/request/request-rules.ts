/** The store request's rules as pure functions. */

export type BusinessCheckOutcome = 'valid' | 'invalid' | 'taken' | 'circuitBreak';

/** What a business number check means for the merchant (a blocked check may go on to inspection). */
export function businessCheckOutcome(check: {
  readonly valid: boolean;
  readonly circuitBreak: boolean;
  readonly isAlreadyRegistered: boolean;
}): BusinessCheckOutcome {
  if (check.circuitBreak) return 'circuitBreak';
  if (check.isAlreadyRegistered) return 'taken';
  return check.valid ? 'valid' : 'invalid';
}

export type AccountCheckOutcome = { kind: 'holder'; holder: string } | { kind: 'invalid' } | { kind: 'circuitBreak' };

export function accountCheckOutcome(check: {
  readonly valid: boolean;
  readonly holder?: string | null;
  readonly circuitBreak: boolean;
}): AccountCheckOutcome {
  if (check.circuitBreak) return { kind: 'circuitBreak' };
  return check.valid && check.holder ? { kind: 'holder', holder: check.holder } : { kind: 'invalid' };
}

export const ACCOUNT_NUMBER = /^\d{10,14}$/;
