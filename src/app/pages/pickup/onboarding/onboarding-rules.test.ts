import { describe, expect, it } from 'vitest';
import type { InspectionStatus, OnboardingApplication } from '@/api/pickup-onboarding';
import {
  accountMessage,
  applicationBlockers,
  businessNumberMessage,
  canEditStep,
  canSubmitApplication,
  cleanDraft,
  initialAnswers,
  resumeStep,
  savedAtText,
} from './onboarding-rules';

const step = (status: InspectionStatus) => ({
  inspectionId: status === 'BEFORE_INSPECTION' ? null : 7,
  status,
  statusUpdatedAt: status === 'BEFORE_INSPECTION' ? null : '2026-11-24T15:25:00+09:00',
  rejectReason: status === 'REJECTED' ? { title: '사진을 확인할 수 없어요', content: '다시 올려 주세요.' } : null,
});

function application(overrides: Partial<OnboardingApplication> = {}): OnboardingApplication {
  return {
    onboardingStatus: 'NOT_SUBMITTED',
    businessRegistrationInspection: { ...step('APPROVED'), draft: { businessNumber: '1058765432' } },
    settlementAccount: { ...step('UNDER_INSPECTION'), draft: null },
    storeInfo: { ...step('REJECTED'), draft: { storeName: '한끼분식 합정점', phoneNumber: '02-325-7788' } },
    discountReward: step('BEFORE_INSPECTION'),
    menuRegistration: { status: 'NOT_ATTEMPTED', type: null, scrapingUrl: null },
    karrotPartnershipType: null,
    submittedAt: null,
    rejectReasons: [],
    additionalRejectReason: null,
    ...overrides,
  };
}

const allSent = () =>
  application({
    storeInfo: { ...step('UNDER_INSPECTION'), draft: null },
    discountReward: step('UNDER_INSPECTION'),
    menuRegistration: { status: 'PROCESSING', type: 'BAEMIN', scrapingUrl: 'https://baemin.me/abc' },
    karrotPartnershipType: 'POSTER_ONLY',
  });

describe('step gating', () => {
  it('lets a step be edited before inspection and after a rejection, never while inspected or approved', () => {
    const app = application();
    expect(canEditStep(app, 'discountReward')).toBe(true);
    expect(canEditStep(app, 'storeInfo')).toBe(true);
    expect(canEditStep(app, 'settlementAccount')).toBe(false);
    expect(canEditStep(app, 'businessRegistrationInspection')).toBe(false);
    expect(canEditStep(app, 'menuRegistration')).toBe(true);
  });

  it('locks every step once the application is sent', () => {
    const sent = application({ onboardingStatus: 'UNDER_REVIEW' });
    expect(canEditStep(sent, 'storeInfo')).toBe(false);
    expect(canEditStep(sent, 'discountReward')).toBe(false);
  });

  it('sends the application only when every step is sent or approved and a partnership type is chosen', () => {
    const app = application();
    expect(canSubmitApplication(app)).toBe(false);
    expect(applicationBlockers(app)).toEqual([
      '가게 정보 단계가 반려되었어요. 고쳐서 다시 요청해 주세요.',
      '할인 리워드 단계를 검수 요청해 주세요.',
      '메뉴 등록 단계를 검수 요청해 주세요.',
      '제휴 홍보 방식을 골라 주세요.',
    ]);
    expect(canSubmitApplication(allSent())).toBe(true);
    expect(canSubmitApplication({ ...allSent(), karrotPartnershipType: null })).toBe(false);
    // A failed menu import is not done; a sent application cannot be sent again.
    expect(
      canSubmitApplication({ ...allSent(), menuRegistration: { status: 'FAIL', type: 'BAEMIN', scrapingUrl: null } }),
    ).toBe(false);
    expect(applicationBlockers({ ...allSent(), onboardingStatus: 'UNDER_REVIEW' })).toEqual([
      '입점 신청을 검수하고 있어요.',
    ]);
    // A rejected application may be sent again once its steps are.
    expect(canSubmitApplication({ ...allSent(), onboardingStatus: 'REJECTED' })).toBe(true);
  });

  it('resumes at the address step, else the remembered one, else the rejected or first open step', () => {
    const app = application();
    expect(resumeStep(app, 'menu', 'store')).toBe('menuRegistration');
    expect(resumeStep(app, null, 'settlement')).toBe('settlementAccount');
    expect(resumeStep(app, 'nonsense', null)).toBe('storeInfo');
    expect(resumeStep(application({ storeInfo: { ...step('APPROVED'), draft: null } }), null, null)).toBe(
      'discountReward',
    );
  });
});

describe('draft restore', () => {
  it('opens a rejected step with the answers sent before, over the defaults', () => {
    const app = application();
    expect(initialAnswers(app.storeInfo.draft, { storeName: '계정 이름', phoneNumber: '' })).toEqual({
      storeName: '한끼분식 합정점',
      phoneNumber: '02-325-7788',
    });
  });

  it('keeps defaults where the draft is empty, and starts empty without one', () => {
    expect(initialAnswers({ storeName: '', phoneNumber: null }, { storeName: '한끼분식' })).toEqual({
      storeName: '한끼분식',
    });
    expect(initialAnswers(null)).toEqual({});
  });

  it("leaves the form's empty places out of a saved draft", () => {
    expect(
      cleanDraft({
        businessNumber: '1018212345',
        imageUrls: [undefined],
        companyName: '',
        storeAddress: { roadAddress: undefined },
        explanatoryDocumentLinks: ['https://example.com/a', null],
      }),
    ).toEqual({ businessNumber: '1018212345', imageUrls: [], explanatoryDocumentLinks: ['https://example.com/a'] });
    expect(cleanDraft({})).toBeUndefined();
  });

  it('says when it was saved, in KST', () => {
    expect(savedAtText(Date.parse('2026-11-25T05:07:00Z'))).toBe('임시 저장됨 14:07');
  });
});

describe('check messages', () => {
  it('gives each business-number answer its own sentence', () => {
    const base = { valid: true, circuitBreak: false, isAlreadyRegistered: false };
    expect(businessNumberMessage(base).tone).toBe('success');
    expect(businessNumberMessage({ ...base, circuitBreak: true, valid: false }).text).toContain(
      '국세청 조회가 잠시 안 돼요',
    );
    expect(businessNumberMessage({ ...base, isAlreadyRegistered: true }).text).toContain('이미 다른 매장에 등록된');
    expect(businessNumberMessage({ ...base, valid: false }).text).toContain('확인되지 않는 사업자등록번호');
  });

  it('shows the holder of a valid account for confirmation', () => {
    expect(accountMessage({ valid: true, holder: '박한끼', circuitBreak: false }).text).toBe(
      '예금주 박한끼 님의 계좌예요. 이름이 맞는지 확인해 주세요.',
    );
    expect(accountMessage({ valid: false, holder: null, circuitBreak: true }).tone).toBe('warning');
    expect(accountMessage({ valid: false, holder: null, circuitBreak: false }).tone).toBe('error');
  });
});
