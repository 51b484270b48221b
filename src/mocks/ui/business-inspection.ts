/**
 * "비즈프로필 검수": plays the inspector of the business-account service. Approves or rejects (with
 * a reason) an account's pending business inspection or profile-info inspection, or puts the
 * account back to 검수 전 (no requests, nothing saved), so every state of /inspection can be seen.
 */
import { toKstIso } from '../core/time';
import { addReason, removeReason } from '../services/business-account/access';
import { REGISTRY } from '../services/business-account/seed-accounts';
import { reconcileSignInList } from '../services/business-account/sign-in-list';
import type { AccountRow, Schemas } from '../services/business-account/state';
import type { MockRuntime } from '../runtime';

type Reason = Schemas['InspectionRejectionReason'];

export const DEMO_REVIEW_TARGETS = [
  { value: 'business', label: '사업자 검수' },
  { value: 'profileInfo', label: '프로필 정보 검수' },
] as const;

export type DemoReviewTarget = (typeof DEMO_REVIEW_TARGETS)[number]['value'];

export const DEMO_REVIEW_DECISIONS = [
  { value: 'APPROVED', label: '승인' },
  { value: 'CATEGORY_NOT_ALLOWED', label: '반려 · 등록할 수 없는 업종' },
  { value: 'CUSTOM', label: '반려 · 기타(직접 안내)' },
  { value: 'INVALID_BIZ_PROFILE', label: '반려 · 비즈프로필 정보 오류' },
  { value: 'INVALID_BUSINESS_LICENSE', label: '반려 · 사업자등록증 오류' },
  { value: 'INVALID_INPUT', label: '반려 · 입력 정보 오류' },
  { value: 'REGION_NOT_ALLOWED', label: '반려 · 등록할 수 없는 지역' },
] as const;

export type DemoReviewDecision = (typeof DEMO_REVIEW_DECISIONS)[number]['value'];

/** What an inspector writes with each reason. */
export const DEMO_REJECTION_MESSAGES: Readonly<Record<Reason, string>> = {
  CATEGORY_NOT_ALLOWED: '사업자등록증의 업태로는 이 업종의 비즈프로필을 운영할 수 없어요.',
  CUSTOM: '사업자등록증의 상호와 간판의 상호가 달라요. 간판 사진을 추가 정보에 함께 올려 주세요.',
  INVALID_BIZ_PROFILE: '비즈프로필 주소가 사업자등록증의 사업장 주소와 달라요.',
  INVALID_BUSINESS_LICENSE: '사업자등록증 사진이 흐려서 등록번호를 읽을 수 없어요.',
  INVALID_INPUT: '입력한 사업자등록번호와 사업자등록증의 번호가 달라요.',
  REGION_NOT_ALLOWED: '아직 서비스하지 않는 지역의 사업장이에요.',
};

function accountOf(runtime: Pick<MockRuntime, 'db'>, accountId: number): AccountRow | undefined {
  return runtime.db.state.businessAccount.accounts.find((row) => row.id === accountId);
}

/** Reviews the account's pending request; false when it has none. */
export function reviewDemoInspection(
  runtime: Pick<MockRuntime, 'db'>,
  accountId: number,
  target: DemoReviewTarget,
  decision: DemoReviewDecision,
  now = new Date(),
): boolean {
  const { state } = runtime.db;
  const account = accountOf(runtime, accountId);
  const rows = target === 'business' ? state.businessAccount.inspections : state.businessAccount.profileInspections;
  const row = rows.find((candidate) => candidate.businessAccountId === accountId && candidate.state === 'PENDING');
  if (!account || !row) return false;
  const rejected = decision !== 'APPROVED';
  Object.assign(row, {
    state: rejected ? 'REJECTED' : 'APPROVED',
    reviewedAt: toKstIso(now),
    rejectionReason: rejected ? decision : null,
    rejectionMessage: rejected ? DEMO_REJECTION_MESSAGES[decision] : null,
  });
  if (target === 'business') {
    removeReason(account, 'INSPECTION_PENDING', 'INSPECTION_REQUIRED', 'INSPECTION_REJECTED');
    if (rejected) addReason(account, 'INSPECTION_REJECTED');
    else approveBusiness(account, row as Schemas['Inspection']);
  } else {
    removeReason(account, 'PROFILE_INFO_INSPECTION_PENDING', 'PROFILE_INFO_INSPECTION_REJECTED');
    if (rejected) addReason(account, 'PROFILE_INFO_INSPECTION_REJECTED');
    else {
      const profileRow = state.businessAccount.profileInspections.find((candidate) => candidate.id === row.id)!;
      account.name = profileRow.name;
      account.categoryId = profileRow.categoryId;
      if (profileRow.address) account.address = profileRow.address;
    }
  }
  reconcileSignInList(state);
  runtime.db.persist();
  return true;
}

function approveBusiness(account: AccountRow, row: Schemas['Inspection']): void {
  const known = REGISTRY.find((entry) => entry.businessNumber === row.businessNumber);
  account.businessRegistration = known ?? {
    businessNumber: row.businessNumber,
    businessType: row.businessType,
    companyName: account.name,
    representativeName: '대표자',
    openedOn: row.requestedAt.slice(0, 10),
  };
}

/** Back to 검수 전: the account's business inspections and its saved request are gone. */
export function resetDemoInspection(runtime: Pick<MockRuntime, 'db'>, accountId: number): boolean {
  const { state } = runtime.db;
  const account = accountOf(runtime, accountId);
  if (!account) return false;
  const slice = state.businessAccount;
  slice.inspections = slice.inspections.filter((row) => row.businessAccountId !== accountId);
  slice.inspectionDrafts = slice.inspectionDrafts.filter((row) => row.businessAccountId !== accountId);
  removeReason(account, 'INSPECTION_PENDING', 'INSPECTION_REJECTED');
  addReason(account, 'INSPECTION_REQUIRED');
  reconcileSignInList(state);
  runtime.db.persist();
  return true;
}
