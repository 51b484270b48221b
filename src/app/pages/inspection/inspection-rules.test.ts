import { inspectionMachine } from '@/api/machines/inspection';
import { describe, expect, it } from 'vitest';
import type { InspectionDraft, InspectionRejectionReason, InspectionSummary } from '@/api/inspection';
import {
  answerErrorsByKey,
  answersOf,
  answerText,
  businessNumberVerdict,
  formDataOfAnswers,
  missingSteps,
  PHASE_COPY,
  phaseOf,
  PROFILE_INFO_REASON_GUIDES,
  REASON_GUIDES,
  resumeTarget,
  showsSteps,
  statusLinks,
  STEPS,
  withStepDone,
} from './inspection-rules';

const draft = (fields: Partial<InspectionDraft> = {}): InspectionDraft => ({
  businessAccountId: 1552,
  businessRegistrationImageUrls: [],
  answers: [],
  completedSteps: [],
  updatedAt: null,
  ...fields,
});

const inspection = (fields: Partial<InspectionSummary>): InspectionSummary => ({
  id: 1,
  state: 'PENDING',
  requestedAt: '2026-11-20T11:00:00+09:00',
  reviewedAt: null,
  rejectionReason: null,
  rejectionMessage: null,
  ...fields,
});

const rejected = inspection({
  state: 'REJECTED',
  reviewedAt: '2026-11-22T17:00:00+09:00',
  rejectionReason: 'INVALID_BUSINESS_LICENSE',
  rejectionMessage: '사진이 흐려요.',
});

describe('phaseOf', () => {
  it('is not started with nothing sent or saved', () => {
    expect(phaseOf(null, draft())).toBe('NOT_STARTED');
    expect(phaseOf(null, draft({ updatedAt: '2026-11-20T10:00:00+09:00' }))).toBe('NOT_STARTED');
  });

  it('is in progress once a step is saved, and stays so after a result until it is sent again', () => {
    const saved = draft({ completedSteps: ['BIZPROFILE_INFO'], updatedAt: '2026-11-23T09:00:00+09:00' });
    expect(phaseOf(null, saved)).toBe('IN_PROGRESS');
    // 임시 저장 of a step not finished counts too.
    const kept = draft({
      mailOrderSaleRegistrationNumber: '2021-서울마포-1234',
      updatedAt: '2026-11-23T09:00:00+09:00',
    });
    expect(phaseOf(null, kept)).toBe('IN_PROGRESS');
    expect(phaseOf(rejected, saved)).toBe('IN_PROGRESS');
    expect(phaseOf(inspection({ state: 'APPROVED', reviewedAt: '2026-11-22T17:00:00+09:00' }), saved)).toBe(
      'IN_PROGRESS',
    );
  });

  it('is the last result when nothing was saved after it', () => {
    const sentBefore = draft({ completedSteps: ['BIZPROFILE_INFO'], updatedAt: '2026-11-19T09:00:00+09:00' });
    expect(phaseOf(rejected, sentBefore)).toBe('REJECTED');
    expect(phaseOf(inspection({ state: 'APPROVED', reviewedAt: '2026-11-22T17:00:00+09:00' }), draft())).toBe(
      'APPROVED',
    );
  });

  it('is in review while a request is pending, whatever was saved', () => {
    expect(
      phaseOf(inspection({}), draft({ completedSteps: ['DYNAMIC'], updatedAt: '2026-11-25T09:00:00+09:00' })),
    ).toBe('IN_REVIEW');
  });

  it('lets the merchant edit in every phase but review (the inspection machine)', () => {
    expect(inspectionMachine.table.IN_REVIEW.edit).toBeUndefined();
    for (const phase of ['NOT_STARTED', 'IN_PROGRESS', 'APPROVED', 'REJECTED'] as const)
      expect(inspectionMachine.table[phase].edit).toBeDefined();
  });

  it('explains every phase in Korean, with an action where there is one to take', () => {
    expect(PHASE_COPY.NOT_STARTED.action).toBe('검수 시작하기');
    expect(PHASE_COPY.IN_PROGRESS.action).toBe('이어서 하기');
    expect(PHASE_COPY.REJECTED.action).toBe('고쳐서 다시 요청하기');
    expect(PHASE_COPY.IN_REVIEW.action).toBeUndefined();
    expect(PHASE_COPY.IN_REVIEW.description).toContain('2~3일');
  });
});

describe('the status page', () => {
  const allDone = STEPS.map((step) => step.step);
  const sent = draft({ completedSteps: allDone, businessNumber: '1050123455', updatedAt: '2026-11-20T10:00:00+09:00' });

  it('has one main button where something has to be done', () => {
    expect(statusLinks('NOT_STARTED', draft())).toEqual([
      { label: '검수 시작하기', to: 'bizprofile-info', primary: true },
    ]);
    const stopped = draft({
      completedSteps: ['BIZPROFILE_INFO', 'BUSINESS_NUMBER'],
      updatedAt: '2026-11-20T10:00:00+09:00',
    });
    expect(statusLinks('IN_PROGRESS', stopped)).toEqual([{ label: '이어서 하기', to: 'business-info', primary: true }]);
    expect(statusLinks('REJECTED', sent)).toEqual([{ label: '고쳐서 다시 요청하기', to: 'complete', primary: true }]);
    expect(statusLinks('IN_REVIEW', sent)).toEqual([{ label: '요청 내용 보기', to: 'complete', primary: false }]);
  });

  it('offers an approved account a new request from the first step, never as the main button', () => {
    expect(statusLinks('APPROVED', draft())).toEqual([
      { label: '새로 검수 요청하기', to: 'bizprofile-info', primary: false },
    ]);
    // The request that was approved is kept: it can be read, and a new one starts from step 1, not the review.
    expect(statusLinks('APPROVED', sent)).toEqual([
      { label: '새로 검수 요청하기', to: 'bizprofile-info', primary: false },
      { label: '승인된 요청 내용 보기', to: 'complete', primary: false },
    ]);
  });

  it('lists the steps with their state only while there is something to fill in', () => {
    expect(showsSteps('NOT_STARTED')).toBe(true);
    expect(showsSteps('IN_PROGRESS')).toBe(true);
    expect(showsSteps('REJECTED')).toBe(true);
    expect(showsSteps('IN_REVIEW')).toBe(false);
    expect(showsSteps('APPROVED')).toBe(false);
  });
});

describe('rejection reasons', () => {
  it('explain each reason, say what to do and point at the page that fixes it', () => {
    const fixes: Record<InspectionRejectionReason, string> = {
      CATEGORY_NOT_ALLOWED: 'BIZPROFILE_INFO',
      CUSTOM: 'complete',
      INVALID_BIZ_PROFILE: 'BIZPROFILE_INFO',
      INVALID_BUSINESS_LICENSE: 'BUSINESS_REGISTRATION_IMAGE',
      INVALID_INPUT: 'complete',
      REGION_NOT_ALLOWED: 'BIZPROFILE_INFO',
    };
    for (const [reason, fix] of Object.entries(fixes)) {
      const guide = REASON_GUIDES[reason as InspectionRejectionReason];
      expect(guide.fix).toBe(fix);
      expect(guide.title).toMatch(/[가-힣]/);
      expect(guide.explanation).toMatch(/요\.$/);
      expect(guide.todo).toMatch(/요\.$/);
      expect(guide.fixLabel).toMatch(/[가-힣]/);
    }
    expect(REASON_GUIDES.INVALID_BUSINESS_LICENSE.fixLabel).toBe('사업자등록증 다시 올리기');
  });
});

describe('profile-info rejection reasons', () => {
  it('are said of the change that was refused, and fixed on 기본 정보 (the certificate on its step)', () => {
    for (const [reason, guide] of Object.entries(PROFILE_INFO_REASON_GUIDES)) {
      expect(guide.title).toMatch(/[가-힣]/);
      expect(guide.explanation).toMatch(/요\.$/);
      expect(guide.todo).toMatch(/요\.$/);
      // Not what the business inspection asks (its steps, the review page).
      expect(guide.todo).not.toBe(REASON_GUIDES[reason as InspectionRejectionReason].todo);
      expect(guide.fix).toBe(reason === 'INVALID_BUSINESS_LICENSE' ? 'BUSINESS_REGISTRATION_IMAGE' : 'BASE_INFO');
    }
    expect(PROFILE_INFO_REASON_GUIDES.INVALID_INPUT.explanation).not.toContain('사업자등록번호');
    expect(PROFILE_INFO_REASON_GUIDES.INVALID_BIZ_PROFILE.fixLabel).toBe('기본 정보 고치기');
  });
});

describe('businessNumberVerdict', () => {
  const lookup = { businessNumber: '1050123455', valid: true, circuitBreak: false, isAlreadyRegistered: false };

  it('passes a valid number nobody has', () => {
    expect(businessNumberVerdict(lookup, null)).toEqual({
      tone: 'success',
      text: '정상 영업 중인 사업자로 확인되었어요.',
      passes: true,
    });
  });

  it('stops an invalid number', () => {
    const verdict = businessNumberVerdict({ ...lookup, valid: false }, null);
    expect(verdict).toMatchObject({ tone: 'error', passes: false });
    expect(verdict.text).toContain('국세청에서 확인되지 않는 번호예요');
  });

  it('stops a number another profile has, but not the account’s own', () => {
    const taken = businessNumberVerdict({ ...lookup, isAlreadyRegistered: true }, '2149012348');
    expect(taken).toMatchObject({ tone: 'error', passes: false });
    expect(taken.text).toContain('이미 다른 비즈프로필에 등록된 번호예요');
    expect(businessNumberVerdict({ ...lookup, isAlreadyRegistered: true }, '1050123455')).toEqual({
      tone: 'success',
      text: '이 비즈프로필에 등록된 사업자등록번호예요.',
      passes: true,
    });
  });

  it('lets a number through with a warning while the tax service is down', () => {
    const verdict = businessNumberVerdict(
      { ...lookup, valid: false, circuitBreak: true, isAlreadyRegistered: true },
      null,
    );
    expect(verdict).toMatchObject({ tone: 'warning', passes: true });
    expect(verdict.text).toContain('검수 담당자가 직접 확인해요');
  });
});

describe('steps', () => {
  it('resume at the first step not finished, then the review page', () => {
    expect(resumeTarget(draft())).toBe(STEPS[0]);
    expect(resumeTarget(draft({ completedSteps: ['BIZPROFILE_INFO', 'BUSINESS_NUMBER'] }))).toMatchObject({
      slug: 'business-info',
    });
    expect(resumeTarget(draft({ completedSteps: STEPS.map((step) => step.step) }))).toBe('complete');
  });

  it('are finished once each, in order', () => {
    expect(withStepDone(['DYNAMIC', 'BIZPROFILE_INFO'], 'BUSINESS_NUMBER')).toEqual([
      'BIZPROFILE_INFO',
      'BUSINESS_NUMBER',
      'DYNAMIC',
    ]);
    expect(withStepDone(['BIZPROFILE_INFO'], 'BIZPROFILE_INFO')).toEqual(['BIZPROFILE_INFO']);
  });

  it('block sending while a step is not finished or lost what it needs', () => {
    const all = STEPS.map((step) => step.step);
    const complete = draft({
      completedSteps: all,
      businessNumber: '1050123455',
      businessType: 'GENERAL_TAXPAYER',
      businessRegistrationImageUrls: ['https://images.example/1.jpg'],
    });
    expect(missingSteps(complete)).toEqual([]);
    expect(missingSteps({ ...complete, businessRegistrationImageUrls: [] }).map((step) => step.slug)).toEqual([
      'business-registration-image',
    ]);
    expect(missingSteps(draft({ completedSteps: ['BIZPROFILE_INFO'] })).map((step) => step.slug)).toEqual([
      'business-number',
      'business-info',
      'business-registration-image',
      'mail-order-sale-registration-number',
      'dynamic',
    ]);
  });
});

describe('dynamic answers', () => {
  const nodes = [
    { key: 'notice', type: 'CONTENT', label: '안내' },
    { key: 'sign', type: 'TEXT_INPUT', label: '간판 상호' },
    { key: 'memo', type: 'TEXTAREA', label: '남길 말' },
    { key: 'doctors', type: 'NUMBER_INPUT', label: '의사 수' },
    { key: 'openedOn', type: 'DATE_INPUT', label: '개업일' },
    { key: 'agree', type: 'CHECKBOX', label: '동의' },
    { key: 'photos', type: 'IMAGE', label: '사진' },
  ];

  it('go from the form to the request and back', () => {
    const data = {
      notice: null,
      sign: '튼튼의원',
      memo: '야간 진료도 해요.',
      doctors: 2,
      openedOn: '2023-02-01',
      agree: true,
      photos: ['https://images.example/sign.jpg'],
    };
    const answers = answersOf(nodes, data);
    expect(answers).toEqual([
      { key: 'sign', text: '튼튼의원' },
      { key: 'memo', multiline: '야간 진료도 해요.' },
      { key: 'doctors', number: 2 },
      { key: 'openedOn', date: '2023-02-01' },
      { key: 'agree', checked: true },
      { key: 'photos', imageUrls: ['https://images.example/sign.jpg'] },
    ]);
    expect(formDataOfAnswers(nodes, answers)).toEqual(data);
  });

  it('leave empty fields out, and open with an unchecked box', () => {
    expect(answersOf(nodes, { agree: false, photos: [] })).toEqual([{ key: 'agree', checked: false }]);
    expect(formDataOfAnswers(nodes, [])).toEqual({ notice: null, agree: false, photos: [] });
  });

  it('show as the review page says them', () => {
    expect(answerText({ type: 'CHECKBOX' }, { key: 'a', checked: true })).toBe('예');
    expect(answerText({ type: 'NUMBER_INPUT' }, { key: 'a', number: 12000 })).toBe('12,000');
    expect(answerText({ type: 'DATE_INPUT' }, { key: 'a', date: '2023-02-01' })).toBe('2023.02.01');
    expect(answerText({ type: 'IMAGE' }, { key: 'a', imageUrls: ['x', 'y'] })).toBe('사진 2장');
    expect(answerText({ type: 'TEXT_INPUT' }, undefined)).toBe('입력하지 않았어요.');
  });

  it('put the server’s field errors on the node they came from', () => {
    const sent = [
      { key: 'sign', text: 'x' },
      { key: 'memo', multiline: 'y' },
    ];
    expect(
      answerErrorsByKey(
        [
          { field: 'answers.1.multiline', reason: '500자까지 입력할 수 있어요.' },
          { field: 'businessNumber', reason: '형식이 달라요.' },
        ],
        sent,
      ),
    ).toEqual({ memo: { __errors: ['500자까지 입력할 수 있어요.'] } });
  });
});
