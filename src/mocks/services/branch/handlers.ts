/**
 * Branch service rules (spec 001 §5, §7 Branches): only a brand account registers branches; branch
 * codes and names are unique per brand (409 naming the field); a csv upload creates its valid
 * lines and records the registration; registrations are listed newest first.
 */
import type { components } from '@generated/openapi/branch';
import { MockHttpError, MockFile, implement, notFound } from '../../core/implement';
import { toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { columnAt } from '@/lib/spreadsheet/header';
import { readCsvRows } from './csv';
import {
  EXAMPLE_FORMAT_CSV,
  branchesOf,
  byCreatedAt,
  hasBranchName,
  hasOriginBranchId,
  type OwnBranch,
  pageOf,
  registerLines,
  registrationFileOf,
  toBranch,
  toRegistration,
} from './model';
import { localProfileNumber } from '../local-profile-directory/seed';
import type { BranchFileLine, BranchRow } from './state';

type Schemas = components['schemas'];
type BranchFields = Schemas['BranchFields'];

/** The most lines one upload may carry. */
const MAX_FILE_LINES = 500;

function findBranch(state: MockState, id: number, accountId: number): BranchRow {
  const row = state.branch.branches.find((branch) => branch.id === id && branch.brandBusinessAccountId === accountId);
  if (!row) throw notFound('지점');
  return row;
}

export function creatabilityOf(state: MockState, accountId: number): Schemas['BranchCreatable'] {
  const account = state.auth.businessAccounts.find((item) => item.id === accountId);
  if (account?.status === 'DORMANT')
    return { creatable: false, reason: 'ACCOUNT_DORMANT', message: '휴면 계정은 지점을 등록할 수 없어요.' };
  if (!state.branch.brandAccountIds.includes(accountId))
    return { creatable: false, reason: 'NOT_BRAND_ACCOUNT', message: '브랜드 계정만 지점을 등록할 수 있어요.' };
  return { creatable: true, reason: null, message: null };
}

function assertCreatable(state: MockState, accountId: number) {
  const { creatable, message } = creatabilityOf(state, accountId);
  if (!creatable) throw new MockHttpError(403, message ?? '지점을 등록할 수 없어요.', 'BRANCH_NOT_CREATABLE');
}

function duplicated(field: 'originBranchId' | 'branchName'): MockHttpError {
  const message = field === 'originBranchId' ? '이미 있는 지점 코드예요.' : '이미 있는 지점 이름이에요.';
  const code = field === 'originBranchId' ? 'DUPLICATED_ORIGIN_BRANCH_ID' : 'DUPLICATED_BRANCH_NAME';
  return new MockHttpError(409, message, code, [{ field, reason: message }]);
}

/** The account's own branch places (as a branch of a brand): their codes and names are taken. */
function ownBranches(state: MockState, accountId: number): OwnBranch[] {
  return state.businessAccount.branches.filter((place) => place.businessAccountId === accountId);
}

function assertUnique(state: MockState, accountId: number, body: BranchFields, exceptId?: number) {
  const own = ownBranches(state, accountId);
  if (hasOriginBranchId(state.branch, accountId, body.originBranchId, exceptId, own))
    throw duplicated('originBranchId');
  if (hasBranchName(state.branch, accountId, body.branchName, exceptId === undefined ? {} : { id: exceptId }, own))
    throw duplicated('branchName');
}

function fieldsOf(body: BranchFields) {
  return {
    originBranchId: body.originBranchId.trim(),
    branchName: body.branchName.trim(),
    localProfileId: body.localProfileId ?? null,
    roadAddress: body.roadAddress ?? '',
    phoneNumber: body.phoneNumber ?? '',
  };
}

function fileError(reason: string): MockHttpError {
  return new MockHttpError(400, reason, 'INVALID_BRANCH_FILE', [{ field: 'branchFile', reason }]);
}

/**
 * Reads the uploaded csv: a header naming originBranchId and branchName, then one branch a line.
 * A line is named by the number its rowNumber column carries (the console sends each line's row in
 * the merchant's own file), else by its row in this file.
 */
async function readBranchFile(file: unknown): Promise<{ fileName: string; lines: BranchFileLine[] }> {
  // The schema types the file as a binary string; at run time the form field is a Blob.
  if (!(file instanceof Blob)) throw fileError('지점 파일을 올려 주세요.');
  const fileName = file instanceof File && file.name ? file.name : 'branches.csv';
  const [header, ...rows] = await readCsvRows(file).catch(() => []);
  const columns = header?.cells ?? [];
  const codeAt = columnAt(columns, ['originBranchId']);
  const nameAt = columnAt(columns, ['branchName']);
  const rowAt = columnAt(columns, ['rowNumber']);
  if (codeAt < 0 || nameAt < 0) throw fileError('머리글이 originBranchId,branchName인 csv 파일을 올려 주세요.');
  if (rows.length === 0) throw fileError('등록할 지점이 없어요.');
  if (rows.length > MAX_FILE_LINES) throw fileError(`한 번에 ${MAX_FILE_LINES}개 지점까지 등록할 수 있어요.`);
  return {
    fileName,
    lines: rows.map(({ rowNumber, cells }) => {
      const sent = (rowAt < 0 ? '' : (cells[rowAt] ?? '')).trim();
      return {
        originBranchId: (cells[codeAt] ?? '').trim(),
        branchName: (cells[nameAt] ?? '').trim(),
        rowNumber: /^\d+$/.test(sent) && Number(sent) >= 2 ? Number(sent) : rowNumber,
      };
    }),
  };
}

export const branchHandlers = implement<'branch', MockState>('branch', {
  searchBusinessAccountBranches: ({ state, query, accountId }) => {
    const keyword = query.keyword?.trim();
    const rows = byCreatedAt(branchesOf(state.branch, accountId))
      .map(toBranch)
      .filter((branch) => !keyword || branch.branchName.includes(keyword) || branch.originBranchId.includes(keyword))
      .filter((branch) => !query.status || branch.status === query.status);
    return { data: pageOf(rows, query.page ?? 0, query.size ?? 10) };
  },

  getBusinessAccountBranch: ({ state, path, accountId }) => ({
    data: toBranch(findBranch(state, path.id, accountId)),
  }),

  checkDuplicatedOriginBranchId: ({ state, query, accountId }) => ({
    data: {
      duplicated: hasOriginBranchId(
        state.branch,
        accountId,
        query.originBranchId,
        undefined,
        ownBranches(state, accountId),
      ),
    },
  }),

  checkDuplicatedBranchName: ({ state, query, accountId }) => ({
    data: {
      duplicated: hasBranchName(
        state.branch,
        accountId,
        query.branchName,
        query.excludeOriginBranchId ? { originBranchId: query.excludeOriginBranchId.trim() } : {},
        ownBranches(state, accountId),
      ),
    },
  }),

  checkBranchCreatable: ({ state, accountId }) => ({ data: creatabilityOf(state, accountId) }),

  // The shops of the local-profile directory no other business account owns, by name.
  listLinkableLocalProfiles: ({ state, query, accountId }) => {
    const keyword = query.keyword?.replace(/\s+/g, '') ?? '';
    const items = state.localProfileDirectory
      .filter((shop) => shop.businessAccountId === null || shop.businessAccountId === String(accountId))
      .filter((shop) => shop.name.replace(/\s+/g, '').includes(keyword))
      .map((shop) => ({ id: localProfileNumber(shop.id), name: shop.name, roadAddress: shop.roadAddress ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name, 'ko'));
    return { data: { items } };
  },

  createBusinessAccountBranch: ({ state, body, accountId, now, nextId }) => {
    assertCreatable(state, accountId);
    const fields = fieldsOf(body);
    assertUnique(state, accountId, fields);
    const row: BranchRow = {
      id: nextId(),
      brandBusinessAccountId: accountId,
      ...fields,
      closed: false,
      registrationId: null,
      createdAt: toKstIso(now),
      updatedAt: toKstIso(now),
    };
    state.branch.branches.push(row);
    return { data: toBranch(row) };
  },

  updateBusinessAccountBranch: ({ state, path, body, accountId, now }) => {
    const row = findBranch(state, path.id, accountId);
    const fields = fieldsOf(body);
    assertUnique(state, accountId, fields, row.id);
    Object.assign(row, fields, { closed: body.closed ?? row.closed, updatedAt: toKstIso(now) });
    return { data: toBranch(row) };
  },

  deleteBusinessAccountBranch: ({ state, path, accountId }) => {
    const row = findBranch(state, path.id, accountId);
    state.branch.branches = state.branch.branches.filter((branch) => branch !== row);
    return { data: { id: row.id, deleted: true } };
  },

  uploadBusinessAccountBranchFile: async ({ state, body, accountId, now, nextId }) => {
    assertCreatable(state, accountId);
    const { fileName, lines } = await readBranchFile(body.branchFile);
    return {
      data: toRegistration(
        registerLines(state.branch, accountId, fileName, lines, now, nextId, ownBranches(state, accountId)),
      ),
    };
  },

  listBranchRegistrations: ({ state, query, accountId }) => {
    const own = state.branch.registrations.filter((row) => row.brandBusinessAccountId === accountId);
    const sorted = byCreatedAt(own, query.sort !== 'createdAt,ASC').map(toRegistration);
    return { data: pageOf(sorted, query.page ?? 0, query.size ?? 10) };
  },

  downloadBranchRegistrationExample: () => new MockFile(EXAMPLE_FORMAT_CSV, '지점_일괄등록_예시.csv', 'text/csv'),

  downloadBranchRegistrationFile: ({ state, path, accountId }) => {
    const row = state.branch.registrations.find(
      (item) => item.id === path.id && item.brandBusinessAccountId === accountId,
    );
    if (!row) throw notFound('일괄 등록 기록');
    return new MockFile(registrationFileOf(row), row.fileName, 'text/csv');
  },
});
