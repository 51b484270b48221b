/**
 * The store request's steps, in order, and where a merchant who left comes back to: the step they
 * last reached is remembered per account (localStorage), so 입점 신청 이어 하기 opens it again.
 */
import { paths } from '@/config/paths';

export const REQUEST_STEPS = ['requirements-check-list', 'terms', 'settlement-info', 'success'] as const;

export type RequestStep = (typeof REQUEST_STEPS)[number];

export const requestStepRoutes = {
  'requirements-check-list': paths.commerceCatalog.requestChecklist,
  terms: paths.commerceCatalog.requestTerms,
  'settlement-info': paths.commerceCatalog.requestSettlement,
  success: paths.commerceCatalog.requestSuccess,
} as const satisfies Record<RequestStep, unknown>;

const storageKey = (baId: string) => `dongne.storeRequestStep.${baId}`;

function isStep(value: string | null): value is RequestStep {
  return value !== null && (REQUEST_STEPS as readonly string[]).includes(value);
}

/** The step the merchant last reached (the first when none, or after success). */
export function savedRequestStep(baId: string): RequestStep {
  try {
    const saved = localStorage.getItem(storageKey(baId));
    return isStep(saved) && saved !== 'success' ? saved : 'requirements-check-list';
  } catch {
    return 'requirements-check-list';
  }
}

export function rememberRequestStep(baId: string, step: RequestStep): void {
  try {
    if (step === 'success') localStorage.removeItem(storageKey(baId));
    else localStorage.setItem(storageKey(baId), step);
  } catch {
    // Storage unavailable: the request simply starts at the first step next time.
  }
}

/** Where 입점 신청하기 / 이어 하기 goes: the step the merchant was on. */
export function requestStepHref(baId: string): string {
  return requestStepRoutes[savedRequestStep(baId)].href({ baId });
}

/** The step after `step`. */
export function nextRequestStep(step: RequestStep): RequestStep {
  return REQUEST_STEPS[Math.min(REQUEST_STEPS.indexOf(step) + 1, REQUEST_STEPS.length - 1)]!;
}

const termsKey = (baId: string) => `dongne.storeRequestTerms.${baId}`;

/** When the merchant agreed to the store terms in this request (kept until the request is sent). */
export function termsAgreedAt(baId: string): string | null {
  try {
    return localStorage.getItem(termsKey(baId));
  } catch {
    return null;
  }
}

export function rememberTermsAgreed(baId: string, agreed: boolean, now = new Date()): void {
  try {
    if (agreed) localStorage.setItem(termsKey(baId), now.toISOString());
    else localStorage.removeItem(termsKey(baId));
  } catch {
    // Storage unavailable: the terms are asked again after leaving.
  }
}
