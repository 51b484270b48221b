/** Onboarding (spec 002 §3): the application, step drafts and inspection requests, menu import, submission. */
import type { components } from '@generated/openapi/pickup';
import type { OperationKey } from '@generated/operations';
import {
  fieldTitles,
  pickupSetupMachine,
  unchangedRejectedField,
  type SetupStepAction,
  type SetupStepRecord,
} from '@/api/machines/pickup-setup';
import { decide } from '@/lib/machine';
import { catalogEntry } from '../../core/catalog';
import { conflict, implement } from '../../core/implement';
import { validateBody } from '../../core/validation';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { invalid, SAVED, type Sequence } from './handler-kit';
import { ok, storeOf } from './model';
import { isCategoryAvailable, toOnboardingApplication, unfinishedSteps } from './model-onboarding';
import type { PickupInspectionStepRow, PickupOnboardingRow, PickupStore } from './state';

type Schemas = components['schemas'];

function application(store: PickupStore, message = SAVED) {
  return ok(toOnboardingApplication(store.onboarding), message);
}

function stepRecord(
  onboarding: PickupOnboardingRow,
  step: PickupInspectionStepRow<unknown>,
  answers: unknown,
  titles: Record<string, string> = {},
): SetupStepRecord {
  return {
    status: step.status,
    rejectReason: step.rejectReason ? { ...step.rejectReason, field: step.rejectReason.field ?? null } : null,
    hasDraft: step.draft !== null,
    applicationLocked: onboarding.onboardingStatus === 'UNDER_REVIEW' || onboarding.onboardingStatus === 'APPROVED',
    answers: (answers ?? null) as Record<string, unknown> | null,
    titles,
  };
}

/**
 * The step's move by the setup table (src/api/machines/pickup-setup.ts): an unchanged rejected
 * field is a 400 on that field, any other refusal a 409 in the table's sentence.
 */
function requireStep(
  onboarding: PickupOnboardingRow,
  step: PickupInspectionStepRow<unknown>,
  action: SetupStepAction,
  answers: unknown = step.draft,
  titles?: Record<string, string>,
) {
  const record = stepRecord(onboarding, step, answers, titles);
  const unchanged = action === 'requestInspection' ? unchangedRejectedField(record) : undefined;
  if (unchanged && decide(pickupSetupMachine, { ...record, rejectReason: null }, action).ok) throw invalid([unchanged]);
  const decision = decide(pickupSetupMachine, record, action);
  if (!decision.ok) throw conflict(decision.reason, 'INVALID_STEP_STATUS');
}

/** A step sent for inspection: a new inspection id, no reason any more. */
function sendForInspection(step: PickupInspectionStepRow<unknown>, now: Date, ids: Sequence) {
  step.status = 'UNDER_INSPECTION';
  step.statusUpdatedAt = toKstIso(now);
  step.rejectReason = null;
  step.inspectionId = ids.nextId();
}

/** The problems of `answers` against the inspection request of `key` (its required fields), as the form's. */
async function inspectionIssues(key: OperationKey, answers: unknown) {
  const entry = await catalogEntry(key);
  return {
    issues: validateBody(entry, answers ?? {}, {}, 'inspection'),
    titles: fieldTitles(entry.requestSchema ?? {}),
  };
}

/**
 * A step status the owner sets: re-open (BEFORE_INSPECTION) or ask for inspection
 * (UNDER_INSPECTION, by the table; with `inspection`, the saved draft must pass that request's schema).
 */
async function setStepStatus(
  onboarding: PickupOnboardingRow,
  step: PickupInspectionStepRow<unknown>,
  status: Schemas['OnboardingStepStatusChange'],
  now: Date,
  ids: Sequence,
  inspection?: OperationKey,
) {
  if (step.status === status) return;
  if (status === 'UNDER_INSPECTION') {
    const checked = inspection ? await inspectionIssues(inspection, step.draft) : undefined;
    if (checked && checked.issues.length > 0) throw invalid([...checked.issues]);
    requireStep(onboarding, step, 'requestInspection', step.draft, checked?.titles);
    sendForInspection(step, now, ids);
    return;
  }
  requireStep(onboarding, step, 'edit');
  step.status = status;
  step.statusUpdatedAt = toKstIso(now);
  step.rejectReason = null;
}

/** How long the demo's menu scraping takes. */
export const SCRAPING_MS = 4_000;

/**
 * A scraping under way finishes once SCRAPING_MS have passed: COMPLETED, or FAIL for a store address
 * ending in /0 (the demo's way to show a failed import).
 */
function finishMenuScraping(onboarding: PickupOnboardingRow, now: Date) {
  const step = onboarding.menuRegistration;
  const requestedAt = onboarding.scrapingRequestedAt;
  if (step.status !== 'PROCESSING' || !requestedAt || now.getTime() - Date.parse(requestedAt) < SCRAPING_MS) return;
  step.status = /\/0\/?$/.test(step.scrapingUrl ?? '') ? 'FAIL' : 'COMPLETED';
  onboarding.scrapingRequestedAt = null;
}

const SCRAPING_HOSTS: [RegExp, Schemas['MenuRegistrationType']][] = [
  [/(^|\.)baemin\.(com|me)$/, 'BAEMIN'],
  [/(^|\.)yogiyo\.co\.kr$/, 'YOGIYO'],
  [/(^|\.)coupangeats\.com$/, 'COUPANG_EATS'],
];

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

export const onboardingHandlers = implement<'pickup', MockState>('pickup', {
  createPickupStore: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    if (store.onboarding.started) throw conflict('이미 픽업 매장을 만들었어요.', 'PICKUP_STORE_EXISTS');
    if (!isCategoryAvailable(body.bizCategoryId))
      throw conflict('픽업 서비스에 입점할 수 없는 업종이에요.', 'CATEGORY_NOT_ALLOWED');
    const account = state.auth.businessAccounts.find((candidate) => candidate.id === accountId);
    store.onboarding.started = true;
    store.onboarding.bizCategoryId = body.bizCategoryId;
    store.onboarding.storeInfo.draft ??= {
      ...(account ? { storeName: account.name, storeAddress: { regionId: account.region.id } } : {}),
    };
    return application(store, '픽업 매장을 만들었어요.');
  },

  getOnboardingApplication: ({ state, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    finishMenuScraping(store.onboarding, now);
    return application(store, '성공했어요.');
  },

  getPosInstallBannerExposure: ({ state, accountId }) =>
    ok({ shouldExpose: storeOf(state.pickup, accountId).operation.status === 'ACTIVE' }),

  getOnboardingAvailability: ({ query }) => ok({ available: isCategoryAvailable(query.bizCategoryId) }),

  submitBusinessRegistrationInspection: async ({ state, body, accountId, now, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    const step = store.onboarding.businessRegistrationInspection;
    const { titles } = await inspectionIssues('pickup.submitBusinessRegistrationInspection', body);
    requireStep(store.onboarding, step, 'requestInspection', body, titles);
    step.draft = structuredClone(body);
    sendForInspection(step, now, ctx);
    return application(store, '사업자 정보 검수를 요청했어요.');
  },

  submitStoreInfoInspection: async ({ state, body, accountId, now, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    const step = store.onboarding.storeInfo;
    const { titles } = await inspectionIssues('pickup.submitStoreInfoInspection', body);
    requireStep(store.onboarding, step, 'requestInspection', body, titles);
    step.draft = structuredClone(body);
    sendForInspection(step, now, ctx);
    return application(store, '매장 정보 검수를 요청했어요.');
  },

  saveBusinessRegistrationDraft: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    requireStep(store.onboarding, store.onboarding.businessRegistrationInspection, 'saveDraft');
    store.onboarding.businessRegistrationInspection.draft = structuredClone(body);
    return application(store, '임시 저장했어요.');
  },

  saveStoreInfoDraft: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    requireStep(store.onboarding, store.onboarding.storeInfo, 'saveDraft');
    store.onboarding.storeInfo.draft = structuredClone(body);
    return application(store, '임시 저장했어요.');
  },

  saveSettlementAccountDraft: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    requireStep(store.onboarding, store.onboarding.settlementAccount, 'saveDraft');
    store.onboarding.settlementAccount.draft = structuredClone(body);
    return application(store, '임시 저장했어요.');
  },

  requestMenuScraping: ({ state, body, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const type = SCRAPING_HOSTS.find(([pattern]) => pattern.test(hostOf(body.scrapingUrl)))?.[1];
    if (!type)
      throw invalid([{ field: 'scrapingUrl', reason: '배달의민족, 요기요, 쿠팡이츠 매장 주소만 가져올 수 있어요.' }]);
    store.onboarding.menuRegistration = { status: 'PROCESSING', type, scrapingUrl: body.scrapingUrl };
    store.onboarding.scrapingRequestedAt = toKstIso(now);
    return application(store, '메뉴를 가져오고 있어요.');
  },

  submitOnboardingApplication: ({ state, accountId, now }) => {
    const store = storeOf(state.pickup, accountId);
    const onboarding = store.onboarding;
    if (onboarding.onboardingStatus === 'UNDER_REVIEW' || onboarding.onboardingStatus === 'APPROVED') {
      throw conflict('이미 입점을 신청했어요.', 'ALREADY_SUBMITTED');
    }
    const missing = unfinishedSteps(onboarding);
    if (missing.length > 0)
      throw conflict(`${missing.join(', ')} 단계를 마치고 신청해 주세요.`, 'ONBOARDING_STEPS_UNFINISHED');
    onboarding.onboardingStatus = 'UNDER_REVIEW';
    onboarding.submittedAt = toKstIso(now);
    onboarding.rejectReasons = [];
    onboarding.additionalRejectReason = null;
    return application(store, '입점을 신청했어요.');
  },

  updatePartnershipType: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    store.onboarding.karrotPartnershipType = body.partnershipType;
    return application(store);
  },

  updateMenuRegistrationStatus: ({ state, body, accountId }) => {
    const store = storeOf(state.pickup, accountId);
    const current = store.onboarding.menuRegistration;
    store.onboarding.menuRegistration = {
      status: body.status,
      type: body.type,
      scrapingUrl: body.type === 'MANUAL' ? null : current.scrapingUrl,
    };
    return application(store);
  },

  updateSettlementAccountStatus: async ({ state, body, accountId, now, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    await setStepStatus(store.onboarding, store.onboarding.settlementAccount, body.status, now, ctx);
    return application(store);
  },

  updateStoreInfoStatus: async ({ state, body, accountId, now, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    const { onboarding } = store;
    await setStepStatus(onboarding, onboarding.storeInfo, body.status, now, ctx, 'pickup.submitStoreInfoInspection');
    return application(store);
  },

  updateDiscountRewardStatus: async ({ state, body, accountId, now, ...ctx }) => {
    const store = storeOf(state.pickup, accountId);
    await setStepStatus(store.onboarding, store.onboarding.discountReward, body.status, now, ctx);
    return application(store);
  },
});
