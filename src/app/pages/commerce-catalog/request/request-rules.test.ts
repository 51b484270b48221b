import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeRequestStateOf } from '@/api/machines/store-request';
import { catalogCopy } from './copy';
import { accountCheckOutcome, businessCheckOutcome, type BusinessCheckOutcome } from './request-rules';
import {
  clearRequestDraft,
  loadRequestDraft,
  nextRequestStep,
  progressOf,
  REQUEST_STEPS,
  requestStepHref,
  resumeRequestStep,
  saveRequestDraft,
  STEP_OF_STATE,
  stepAccess,
  type TermsAgreement,
} from './request-steps';

const OUTCOMES: BusinessCheckOutcome[] = ['valid', 'invalid', 'taken', 'circuitBreak'];

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

describe('the store request steps (the store request table)', () => {
  beforeEach(() => localStorage.clear());
  const ALL = catalogCopy.request.requirements;
  const checked = { businessNumber: '220-81-12341', checkedNumber: '2208112341', businessCheck: 'valid' } as const;
  /** The server's record of this person's agreement (issue 40): none, or given. */
  const NONE: TermsAgreement = null;
  const AGREED: TermsAgreement = { baId: '103', agreedBy: '9001', agreedAt: '2026-11-25T09:00:00+09:00' };

  it('opens only the first step until the business number passed and every 준비 사항 is confirmed', () => {
    const empty = loadRequestDraft('103');
    expect(stepAccess('requirements-check-list', empty, NONE)).toEqual({ ok: true });
    expect(stepAccess('terms', empty, NONE)).toEqual({
      ok: false,
      redirect: 'requirements-check-list',
      reason: '먼저 사업자 등록번호를 확인하고 준비 사항을 모두 체크해 주세요.',
    });
    expect(stepAccess('settlement-info', empty, NONE)).toMatchObject({
      ok: false,
      redirect: 'requirements-check-list',
    });
    expect(stepAccess('success', empty, NONE)).toEqual({ ok: true });
    expect(stepAccess('terms', saveRequestDraft('103', { ...checked, requirements: ALL.slice(1) }), NONE).ok).toBe(
      false,
    );
    expect(stepAccess('terms', saveRequestDraft('103', { requirements: ALL }), NONE).ok).toBe(true);
    // A number changed after its check needs a new check.
    expect(stepAccess('terms', saveRequestDraft('103', { businessNumber: '2208112342' }), NONE).ok).toBe(false);
  });

  it('opens the settlement step only after the server says this person agreed, and resumes at the first step not done', () => {
    saveRequestDraft('103', { ...checked, requirements: ALL });
    expect(resumeRequestStep('103', NONE)).toBe('terms');
    expect(stepAccess('settlement-info', loadRequestDraft('103'), NONE)).toEqual({
      ok: false,
      redirect: 'terms',
      reason: '먼저 스토어 이용약관에 동의해 주세요.',
    });
    expect(requestStepHref('103', AGREED)).toBe('/profile/103/store/request/settlement-info');
    expect(stepAccess('settlement-info', loadRequestDraft('103'), AGREED)).toEqual({ ok: true });
    expect(stepAccess('requirements-check-list', loadRequestDraft('103'), AGREED).ok).toBe(true);
    // An agreement does not stand for the checklist: that is this browser's draft, per account.
    expect(resumeRequestStep('102', AGREED)).toBe('requirements-check-list');
    clearRequestDraft('103');
    expect(resumeRequestStep('103', AGREED)).toBe('requirements-check-list');
  });

  it('ignores an agreement an earlier console kept in the draft', () => {
    localStorage.setItem(
      'dongne.storeRequestDraft.103',
      JSON.stringify({ ...checked, requirements: ALL, termsAgreedAt: '2026-11-25T09:00:00.000Z' }),
    );
    expect(resumeRequestStep('103', NONE)).toBe('terms');
    expect(loadRequestDraft('103')).not.toHaveProperty('termsAgreedAt');
  });

  it('a blocked tax service lets the merchant on to inspection', () => {
    saveRequestDraft('103', { ...checked, businessCheck: 'circuitBreak', requirements: ALL });
    expect(resumeRequestStep('103', NONE)).toBe('terms');
    saveRequestDraft('103', { businessCheck: 'taken' });
    expect(resumeRequestStep('103', NONE)).toBe('requirements-check-list');
  });

  it('any order of edits: a step opens exactly when the table allows it, else the first step not done', () => {
    const edit = fc.oneof(
      fc.record({ businessNumber: fc.constantFrom('', '2208112341', '220-81-12341', '123') }),
      fc.record({ checkedNumber: fc.constantFrom(null, '2208112341'), businessCheck: fc.constantFrom(...OUTCOMES) }),
      fc.record({ requirements: fc.subarray([...ALL]) }),
    );
    const agreement = fc.constantFrom(NONE, AGREED);
    fc.assert(
      fc.property(
        fc.array(edit, { maxLength: 12 }),
        agreement,
        fc.constantFrom(...REQUEST_STEPS),
        (edits, agreed, step) => {
          localStorage.clear();
          for (const change of edits) saveRequestDraft('103', change);
          const draft = loadRequestDraft('103');
          const progress = progressOf(draft, agreed);
          const access = stepAccess(step, draft, agreed);
          const first = STEP_OF_STATE[storeRequestStateOf(progress)];
          const order = REQUEST_STEPS.indexOf(step) <= REQUEST_STEPS.indexOf(first) || step === 'success';
          expect(access.ok).toBe(order);
          if (!access.ok) expect(access.redirect).toBe(first);
          expect(resumeRequestStep('103', agreed)).toBe(first);
        },
      ),
    );
  });

  it('goes through the steps in order', () => {
    expect(nextRequestStep('requirements-check-list')).toBe('terms');
    expect(nextRequestStep('terms')).toBe('settlement-info');
    expect(nextRequestStep('settlement-info')).toBe('success');
    expect(nextRequestStep('success')).toBe('success');
  });
});
