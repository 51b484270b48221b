import { beforeEach, describe, expect, it } from 'vitest';
import { accountCheckOutcome, businessCheckOutcome } from './request-rules';
import {
  nextRequestStep,
  rememberRequestStep,
  rememberTermsAgreed,
  requestStepHref,
  savedRequestStep,
  termsAgreedAt,
} from './request-steps';

describe('business number check', () => {
  it('lets a blocked tax service through to inspection, and names a taken or invalid number', () => {
    expect(businessCheckOutcome({ valid: true, circuitBreak: false, isAlreadyRegistered: false })).toBe('valid');
    expect(businessCheckOutcome({ valid: false, circuitBreak: true, isAlreadyRegistered: false })).toBe('circuitBreak');
    expect(businessCheckOutcome({ valid: true, circuitBreak: false, isAlreadyRegistered: true })).toBe('taken');
    expect(businessCheckOutcome({ valid: false, circuitBreak: false, isAlreadyRegistered: false })).toBe('invalid');
  });
});

describe('settlement account check', () => {
  it('shows the holder only for a valid account', () => {
    expect(accountCheckOutcome({ valid: true, holder: '김동네', circuitBreak: false })).toEqual({
      kind: 'holder',
      holder: '김동네',
    });
    expect(accountCheckOutcome({ valid: false, holder: null, circuitBreak: false })).toEqual({ kind: 'invalid' });
    expect(accountCheckOutcome({ valid: false, holder: null, circuitBreak: true })).toEqual({ kind: 'circuitBreak' });
  });
});

describe('resuming the store request', () => {
  beforeEach(() => localStorage.clear());

  it('starts at the checklist and comes back to the step reached, per account', () => {
    expect(savedRequestStep('103')).toBe('requirements-check-list');
    rememberRequestStep('103', 'settlement-info');
    expect(savedRequestStep('103')).toBe('settlement-info');
    expect(requestStepHref('103')).toBe('/profile/103/store/request/settlement-info');
    expect(savedRequestStep('102')).toBe('requirements-check-list');
  });

  it('starts afresh once the request was sent', () => {
    rememberRequestStep('103', 'terms');
    rememberRequestStep('103', 'success');
    expect(savedRequestStep('103')).toBe('requirements-check-list');
  });

  it('keeps the terms agreement until it is withdrawn', () => {
    rememberTermsAgreed('103', true, new Date('2026-11-25T09:00:00Z'));
    expect(termsAgreedAt('103')).toBe('2026-11-25T09:00:00.000Z');
    rememberTermsAgreed('103', false);
    expect(termsAgreedAt('103')).toBeNull();
  });

  it('goes through the steps in order', () => {
    expect(nextRequestStep('requirements-check-list')).toBe('terms');
    expect(nextRequestStep('terms')).toBe('settlement-info');
    expect(nextRequestStep('settlement-info')).toBe('success');
    expect(nextRequestStep('success')).toBe('success');
  });
});
