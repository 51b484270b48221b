/**
 * Account profile, creation (step1/step2) and deletion. Deletion needs eligibility CAN_DELETE and a
 * recorded reason (spec 001 §4); names already used or carrying forbidden words are rejected.
 */
import { canDelete, deletionEligibilityReasons } from '@/api/machines/account';
import { conflict, implement, notFound } from '../../core/implement';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import {
  addReason,
  badRequest,
  demoUserId,
  enforceAccount,
  enforcePermission,
  findAccount,
  MANAGERS,
  removeReason,
  requireMembership,
} from './access';
import { CATEGORIES, DELETE_REASONS, findCategory, findRegion, MAX_OWNED_ACCOUNTS, toCategory } from './catalog';
import { NAME_REJECTION_MESSAGES, nameRejection, toBusinessAccount, toExtra } from './model';
import type { AccountRow, Schemas } from './state';

const ELIGIBILITY_MESSAGES: Record<Schemas['DeletionEligibility'], string> = {
  CAN_DELETE: '삭제할 수 있어요. 삭제하면 되돌릴 수 없어요.',
  ...deletionEligibilityReasons,
};

/** What the account table reads to decide a deletion. */
const deletionRecord = (account: AccountRow) => ({
  status: account.status,
  eligibility: account.eligibility,
  deletedReasonRecorded: account.deletedReason !== null,
});

function answer(state: MockState, account: AccountRow) {
  return { data: toBusinessAccount(state, account, demoUserId(state)) };
}

function ensureName(state: MockState, name: string, exceptId?: number): void {
  const rejection = nameRejection(state.businessAccount, name, exceptId);
  if (rejection) throw conflict(NAME_REJECTION_MESSAGES[rejection], rejection);
}

function ensureCategory(categoryId: number) {
  const category = findCategory(categoryId);
  if (!category) throw badRequest('categoryId', '없는 업종이에요.');
  return category;
}

function ownedCount(state: MockState): number {
  const userId = demoUserId(state);
  return state.businessAccount.members.filter(
    (member) =>
      member.userId === userId &&
      member.role === 'OWNER' &&
      member.status === 'ACTIVE' &&
      state.businessAccount.accounts.some((a) => a.id === member.businessAccountId && a.status !== 'DESTROYED'),
  ).length;
}

export const accountHandlers = implement<'business-account', MockState>('business-account', {
  getBusinessAccount: ({ state, path }) => answer(state, findAccount(state, path.id)),

  getBusinessAccountExtra: ({ state, path, now }) => ({
    data: toExtra(state, requireMembership(state, path.id).account, now),
  }),

  getBusinessAccountAdditionalInformation: ({ state, path }) => {
    const { account } = requireMembership(state, path.id);
    return {
      data: {
        businessAccountId: account.id,
        businessRegistration: account.businessRegistration,
        mailOrderSaleRegistrationNumber: account.mailOrderSaleRegistrationNumber,
        verified: state.businessAccount.inspections.some(
          (row) => row.businessAccountId === account.id && row.state === 'APPROVED',
        ),
      },
    };
  },

  updateBusinessAccountBaseInfo: ({ state, path, body }) => {
    const { account } = requireMembership(state, path.businessAccountId, MANAGERS);
    enforceAccount('edit', account);
    ensureName(state, body.name, account.id);
    ensureCategory(body.categoryId);
    if (body.locationType === 'ACTUAL' && !body.address && !account.address) {
      throw badRequest('address', '매장이 있으면 주소를 입력해 주세요.');
    }
    Object.assign(account, {
      name: body.name.trim(),
      categoryId: body.categoryId,
      locationType: body.locationType,
      ownerType: body.ownerType,
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.address !== undefined ? { address: body.address } : {}),
      ...(body.coordinates !== undefined ? { coordinates: body.coordinates } : {}),
      // The point of the address chosen in the search wins over a separate one.
      ...(body.address?.coordinates !== undefined ? { coordinates: body.address.coordinates } : {}),
    });
    return answer(state, account);
  },

  partiallyUpdateBusinessAccount: ({ state, path, body, nextId }) => {
    const { account } = requireMembership(state, path.businessAccountId, MANAGERS);
    enforceAccount('edit', account);
    if (body.introduction !== undefined) account.introduction = body.introduction;
    if (body.promotionText !== undefined) account.promotionText = body.promotionText;
    if (body.noticeText !== undefined) account.noticeText = body.noticeText;
    if (body.websiteUrl !== undefined) account.websiteUrl = body.websiteUrl || null;
    if (body.profileImageUrl !== undefined) account.profileImageUrl = body.profileImageUrl || null;
    if (body.backgroundImageUrls !== undefined) {
      account.backgroundImages = body.backgroundImageUrls.map(
        (url) => account.backgroundImages.find((image) => image.url === url) ?? { id: nextId(), url },
      );
    }
    return answer(state, account);
  },

  validateBusinessAccountName: ({ state, query }) => {
    const reason = nameRejection(state.businessAccount, query.name);
    return {
      data: {
        name: query.name,
        valid: reason === null,
        reason,
        message: reason ? NAME_REJECTION_MESSAGES[reason] : null,
      },
    };
  },

  getCreateEligibility: ({ state }) => {
    const count = ownedCount(state);
    const eligible = count < MAX_OWNED_ACCOUNTS;
    return {
      data: {
        eligible,
        reason: eligible ? null : 'MAX_ACCOUNT_EXCEEDED',
        ownedCount: count,
        maxCount: MAX_OWNED_ACCOUNTS,
      },
    };
  },

  recommendCategoryKeywords: ({ query }) => {
    const name = query.name.replace(/\s+/g, '');
    const items = CATEGORIES.flatMap((category) => {
      const keyword = category.keywords.find((word) => name.includes(word));
      return keyword ? [{ category: toCategory(category), keyword }] : [];
    });
    return { data: { items } };
  },

  getInspectionRequiredCategory: ({ query }) => {
    const category = findCategory(query.categoryId);
    if (!category) throw notFound('업종');
    return {
      data: {
        category: toCategory(category),
        inspectionRequired: category.inspectionRequired,
        requiredDocuments: [...category.requiredDocuments],
      },
    };
  },

  createBusinessAccountStep1: ({ state, body, now, nextId }) => {
    if (ownedCount(state) >= MAX_OWNED_ACCOUNTS) {
      throw conflict(`비즈니스 계정은 ${MAX_OWNED_ACCOUNTS}개까지 만들 수 있어요.`, 'MAX_ACCOUNT_EXCEEDED');
    }
    ensureCategory(body.categoryId);
    if (!findRegion(body.regionId)) throw badRequest('regionId', '없는 동네예요.');
    ensureName(state, body.name);
    const account: AccountRow = {
      id: nextId(),
      name: body.name.trim(),
      status: 'ACTIVE',
      statusReasons: ['META_DATA_REQUIRED'],
      kind: body.ownerType === 'PERSONAL' ? 'INDIVIDUAL' : 'DEFAULT',
      locationType: body.locationType,
      ownerType: body.ownerType,
      categoryId: body.categoryId,
      regionId: body.regionId,
      coordinates: body.coordinates ?? null,
      phone: null,
      address: null,
      introduction: '',
      websiteUrl: null,
      profileImageUrl: null,
      backgroundImages: [],
      operationTimes: null,
      reviewCount: 0,
      hasStore: false,
      eligibility: 'CAN_DELETE',
      deletedReason: null,
      businessRegistration: null,
      mailOrderSaleRegistrationNumber: null,
      createdAt: toKstIso(now),
    };
    state.businessAccount.accounts.push(account);
    state.businessAccount.members.push({
      id: nextId(),
      businessAccountId: account.id,
      userId: demoUserId(state),
      nickname: state.auth.businessUser.nickname,
      profileImageUrl: null,
      role: 'OWNER',
      status: 'ACTIVE',
      invitedAt: null,
      joinedAt: toKstIso(now),
    });
    return answer(state, account);
  },

  createBusinessAccountStep2: ({ state, body, nextId }) => {
    const { account } = requireMembership(state, body.businessAccountId, ['OWNER']);
    if (!account.statusReasons.includes('META_DATA_REQUIRED')) {
      throw conflict('이미 만들기를 마친 계정이에요.', 'ALREADY_COMPLETED');
    }
    if (account.locationType === 'ACTUAL' && !body.address) {
      throw badRequest('address', '매장이 있으면 주소를 입력해 주세요.');
    }
    account.phone = body.phone;
    account.address = body.address ?? null;
    if (body.address?.coordinates) account.coordinates = body.address.coordinates;
    account.introduction = body.introduction ?? '';
    removeReason(account, 'META_DATA_REQUIRED');
    if (findCategory(account.categoryId)?.inspectionRequired) addReason(account, 'INSPECTION_REQUIRED');
    if (account.address) {
      state.businessAccount.localProfiles.push({
        id: nextId(),
        businessAccountId: account.id,
        name: account.name,
        categoryName: findCategory(account.categoryId)?.name ?? '',
        jibunAddress: account.address.jibunAddress,
        roadAddress: account.address.roadAddress,
        coordinates: account.coordinates ?? findRegion(account.regionId)!.center,
        phone: account.phone,
        reviewCount: 0,
      });
    }
    return answer(state, account);
  },

  getBusinessAccountDeletable: ({ state, path }) => {
    const { account } = requireMembership(state, path.id);
    return {
      data: {
        businessAccountId: account.id,
        eligibility: account.eligibility,
        message: ELIGIBILITY_MESSAGES[account.eligibility],
        deletedReasonRecorded: account.deletedReason !== null,
      },
    };
  },

  listDeleteReasons: () => ({ data: { items: DELETE_REASONS.map((reason) => ({ ...reason })) } }),

  recordDeletedReason: ({ state, path, body, now }) => {
    const { account } = requireMembership(state, path.id);
    const chosen = body.deleteReasonIds.map((id) => DELETE_REASONS.find((reason) => reason.id === id));
    if (chosen.some((reason) => !reason)) throw badRequest('deleteReasonIds', '없는 삭제 사유예요.');
    const text = body.reason?.trim() ?? '';
    if (chosen.some((reason) => reason?.requiresText) && !text) throw badRequest('reason', '필수 항목이에요.');
    account.deletedReason = {
      businessAccountId: account.id,
      deleteReasonIds: [...body.deleteReasonIds],
      reason: text,
      recordedAt: toKstIso(now),
    };
    return { data: account.deletedReason };
  },

  deleteBusinessAccount: ({ state, path }) => {
    const { account, me } = requireMembership(state, path.id);
    enforcePermission(canDelete(me.role));
    const code =
      account.eligibility !== 'CAN_DELETE'
        ? account.eligibility
        : account.deletedReason
          ? 'ACCOUNT_STATE'
          : 'DELETE_REASON_REQUIRED';
    account.status = enforceAccount('delete', deletionRecord(account), code);
    account.statusReasons = [];
    // The user's account list (auth) no longer lists it (sign-in-list.ts): the console moves on.
    return answer(state, account);
  },
});
