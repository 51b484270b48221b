/**
 * Business inspection and profile-info inspection. A request moves the account's inspection state
 * to pending (status reason INSPECTION_PENDING / PROFILE_INFO_INSPECTION_PENDING); review happens
 * on the server side and is not part of this API.
 */
import { inspectionMachine, type InspectionAction } from '@/api/machines/inspection';
import { decide } from '@/lib/machine';
import { withObjectParticle } from '@/lib/messages';
import { conflict, implement, notFound } from '../../core/implement';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { addReason, badRequest, findAccount, removeReason, requireMembership } from './access';
import { findCategory, INSPECTION_SETS } from './catalog';
import {
  latestInspection,
  lookupBusinessNumber,
  NAME_REJECTION_MESSAGES,
  nameRejection,
  toProfileInspection,
} from './model';
import type { ProfileInspectionRow, Schemas } from './state';

const INSPECTION_SET = '검수 양식';

/** The account's saved request, or an empty one (never saved: `updatedAt` null). */
export function draftOf(state: MockState, accountId: number): Schemas['InspectionDraft'] {
  return (
    state.businessAccount.inspectionDrafts.find((row) => row.businessAccountId === accountId) ?? {
      businessAccountId: accountId,
      businessRegistrationImageUrls: [],
      answers: [],
      completedSteps: [],
      updatedAt: null,
    }
  );
}

function findSet(query: {
  namespace: Schemas['InspectionNamespace'];
  mappedType: Schemas['InspectionMappedType'];
  mappedId: number;
}): Schemas['InspectionSet'] | undefined {
  const sameKind = INSPECTION_SETS.filter(
    (set) => set.namespace === query.namespace && set.mappedType === query.mappedType,
  );
  const exact = sameKind.find((set) => set.mappedId === query.mappedId);
  // Categories only have a form when they need inspection; accounts share the default form.
  const fallback = query.mappedType === 'BUSINESS_ACCOUNT' ? sameKind.find((set) => set.mappedId === 0) : undefined;
  const found = exact ?? fallback;
  return found ? { ...found, mappedId: query.mappedId } : undefined;
}

/** An account's form: its category's when the category has one (clinics, realtors …), else the default. */
function accountSet(state: MockState, namespace: Schemas['InspectionNamespace'], accountId: number) {
  const account = findAccount(state, accountId);
  const byCategory = INSPECTION_SETS.find(
    (set) => set.namespace === namespace && set.mappedType === 'CATEGORY' && set.mappedId === account.categoryId,
  );
  return byCategory ?? findSet({ namespace, mappedType: 'BUSINESS_ACCOUNT', mappedId: accountId });
}

function missingAnswer(set: Schemas['InspectionSet'], answers: readonly Schemas['InspectionAnswer'][]) {
  return set.fields.find((field) => {
    if (!field.required || field.type === 'CONTENT') return false;
    const answer = answers.find((candidate) => candidate.key === field.key);
    if (!answer) return true;
    switch (field.type) {
      case 'TEXT_INPUT':
        return !answer.text?.trim();
      case 'TEXTAREA':
        return !answer.multiline?.trim();
      case 'NUMBER_INPUT':
        return answer.number === undefined;
      case 'DATE_INPUT':
        return !answer.date;
      case 'CHECKBOX':
        return answer.checked !== true;
      default:
        return !answer.imageUrls?.length;
    }
  });
}

/** The inspection machine's answer for the merchant's action (src/api/machines/inspection.ts): 409 when refused. */
function enforceInspection(state: MockState, accountId: number, action: InspectionAction): void {
  const record = { latest: latestInspection(state.businessAccount, accountId), draft: draftOf(state, accountId) };
  const decision = decide(inspectionMachine, record, action, 'merchant');
  if (!decision.ok) throw conflict(decision.reason, 'INSPECTION_ALREADY_PENDING');
}

export const inspectionHandlers = implement<'business-account', MockState>('business-account', {
  getInspectionSet: ({ state, query }) => {
    if (query.mappedType === 'CATEGORY' && !findCategory(query.mappedId)) throw notFound('업종');
    const set =
      query.mappedType === 'BUSINESS_ACCOUNT' ? accountSet(state, query.namespace, query.mappedId) : findSet(query);
    if (!set) throw notFound(INSPECTION_SET);
    return { data: set };
  },

  lookupBusinessRegistration: ({ state, query }) => ({
    data: lookupBusinessNumber(state.businessAccount, query.businessNumber),
  }),

  createInspection: ({ state, body, now, nextId }) => {
    const { account } = requireMembership(state, body.businessAccountId);
    const set = INSPECTION_SETS.find((candidate) => candidate.id === body.inspectionSetId);
    if (!set) throw notFound(INSPECTION_SET);
    const lookup = lookupBusinessNumber(state.businessAccount, body.businessNumber);
    if (!lookup.valid) throw badRequest('businessNumber', '유효하지 않은 사업자등록번호예요.');
    const ownNumber = account.businessRegistration?.businessNumber === body.businessNumber;
    if (lookup.isAlreadyRegistered && !ownNumber) {
      throw conflict('다른 비즈프로필에 이미 등록된 사업자등록번호예요.', 'ALREADY_REGISTERED');
    }
    enforceInspection(state, account.id, 'request');
    const missing = missingAnswer(set, body.answers ?? []);
    if (missing) throw badRequest('answers', `${withObjectParticle(missing.label)} 입력해 주세요.`);
    const row: Schemas['Inspection'] = {
      id: nextId(),
      businessAccountId: account.id,
      inspectionSetId: set.id,
      businessNumber: body.businessNumber,
      businessType: body.businessType,
      state: 'PENDING',
      requestedAt: toKstIso(now),
      reviewedAt: null,
      rejectionReason: null,
      rejectionMessage: null,
    };
    state.businessAccount.inspections.push(row);
    if (body.mailOrderSaleRegistrationNumber) {
      account.mailOrderSaleRegistrationNumber = body.mailOrderSaleRegistrationNumber;
    }
    removeReason(account, 'INSPECTION_REQUIRED', 'INSPECTION_REJECTED');
    addReason(account, 'INSPECTION_PENDING');
    return { data: row };
  },

  getInspectionDraft: ({ state, accountId }) => {
    requireMembership(state, accountId);
    return { data: draftOf(state, accountId) };
  },

  saveInspectionDraft: ({ state, body, accountId, now }) => {
    requireMembership(state, accountId);
    enforceInspection(state, accountId, 'save');
    const saved: Schemas['InspectionDraft'] = {
      ...body,
      businessAccountId: accountId,
      businessRegistrationImageUrls: body.businessRegistrationImageUrls ?? [],
      answers: body.answers ?? [],
      updatedAt: toKstIso(now),
    };
    const drafts = state.businessAccount.inspectionDrafts;
    const index = drafts.findIndex((row) => row.businessAccountId === accountId);
    if (index >= 0) drafts[index] = saved;
    else drafts.push(saved);
    return { data: saved };
  },

  listProfileInfoInspections: ({ state, accountId }) => ({
    data: {
      items: state.businessAccount.profileInspections
        .filter((row) => row.businessAccountId === accountId)
        .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt))
        .map(toProfileInspection),
    },
  }),

  requestProfileInfoInspection: ({ state, body, accountId, now, nextId }) => {
    const account = findAccount(state, accountId);
    if (!findCategory(body.categoryId)) throw badRequest('categoryId', '없는 업종이에요.');
    const pending = state.businessAccount.profileInspections.some(
      (row) => row.businessAccountId === accountId && row.state === 'PENDING',
    );
    if (pending) throw conflict('프로필 정보 검수가 진행 중이에요.', 'INSPECTION_ALREADY_PENDING');
    const rejection = nameRejection(state.businessAccount, body.name, accountId);
    if (rejection) throw conflict(NAME_REJECTION_MESSAGES[rejection], rejection);
    const row: ProfileInspectionRow = {
      id: nextId(),
      businessAccountId: accountId,
      state: 'PENDING',
      name: body.name.trim(),
      categoryId: body.categoryId,
      address: body.address ?? null,
      requestedAt: toKstIso(now),
      reviewedAt: null,
      rejectionReason: null,
      rejectionMessage: null,
    };
    state.businessAccount.profileInspections.push(row);
    removeReason(account, 'PROFILE_INFO_INSPECTION_REJECTED');
    addReason(account, 'PROFILE_INFO_INSPECTION_PENDING');
    return { data: toProfileInspection(row) };
  },
});
