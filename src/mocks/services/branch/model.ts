/** What the branch API computes from stored rows: status, pages, duplicate checks and bulk registration. */
import type { components } from '@generated/openapi/branch';
import { slicePage } from '../../core/paging';
import { toKstIso } from '../../core/time';
import { toCsv } from './csv';
import type {
  BranchFailureReason,
  BranchFileLine,
  BranchRegistrationRow,
  BranchRow,
  BranchState,
  BranchStatus,
} from './state';

type Schemas = components['schemas'];

/** The longest branch code or name a file line may carry (the create form's maxLength). */
export const BRANCH_TEXT_MAX = 30;

export const FAILURE_LABELS: Record<BranchFailureReason, string> = {
  EMPTY_ORIGIN_BRANCH_ID: '지점 코드가 비어 있어요',
  EMPTY_BRANCH_NAME: '지점 이름이 비어 있어요',
  TOO_LONG: '30자를 넘는 값이 있어요',
  DUPLICATED_ORIGIN_BRANCH_ID: '이미 있는 지점 코드예요',
  DUPLICATED_BRANCH_NAME: '이미 있는 지점 이름이에요',
  DUPLICATED_ORIGIN_BRANCH_ID_IN_FILE: '파일 안 위쪽 행에 같은 지점 코드가 있어요',
  DUPLICATED_BRANCH_NAME_IN_FILE: '파일 안 위쪽 행에 같은 지점 이름이 있어요',
};

export function statusOf(row: BranchRow): BranchStatus {
  if (row.closed) return 'CLOSED';
  return row.localProfileId === null ? 'PENDING' : 'ACTIVE';
}

export function toBranch(row: BranchRow): Schemas['Branch'] {
  const { closed: _closed, ...fields } = row;
  return { ...fields, status: statusOf(row) };
}

export function toRegistration(row: BranchRegistrationRow): Schemas['BranchRegistration'] {
  const { brandBusinessAccountId: _brand, lines: _lines, ...record } = row;
  return record;
}

/** A 0-based page, the way the branch server (Spring paging) answers. */
export function pageOf<T>(items: readonly T[], page: number, size: number) {
  return { ...slicePage(items, page, size, 0), totalPages: Math.ceil(items.length / size) };
}

export function byCreatedAt<T extends { createdAt: string; id: number }>(items: readonly T[], newestFirst = true): T[] {
  const sign = newestFirst ? -1 : 1;
  return [...items].sort(
    (a, b) => sign * (new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime()) || sign * (a.id - b.id),
  );
}

export function branchesOf(state: BranchState, accountId: number): BranchRow[] {
  return state.branches.filter((row) => row.brandBusinessAccountId === accountId);
}

/**
 * The account's own places among a brand's branches (101 is itself 동네커피's 망원점, DN-MW-001): a
 * branch it registers may not take that code or name either.
 */
export interface OwnBranch {
  readonly originBranchId: string;
  readonly branchName: string;
}

export function hasOriginBranchId(
  state: BranchState,
  accountId: number,
  originBranchId: string,
  exceptId?: number,
  own: readonly OwnBranch[] = [],
) {
  const wanted = originBranchId.trim();
  return (
    own.some((place) => place.originBranchId === wanted) ||
    branchesOf(state, accountId).some((row) => row.id !== exceptId && row.originBranchId === wanted)
  );
}

/** The name check leaves out the branch being edited: by its id, or by its original branch id (the query). */
export function hasBranchName(
  state: BranchState,
  accountId: number,
  branchName: string,
  except: { id?: number; originBranchId?: string } = {},
  own: readonly OwnBranch[] = [],
) {
  const wanted = branchName.trim();
  return (
    own.some((place) => place.branchName === wanted) ||
    branchesOf(state, accountId).some(
      (row) => row.id !== except.id && row.originBranchId !== except.originBranchId && row.branchName === wanted,
    )
  );
}

/** What a file's lines already hold above the line being checked. */
interface Above {
  readonly codes: Set<string>;
  readonly names: Set<string>;
}

/**
 * Why a line fails, or null. Taken before this file is checked against what was registered before
 * it; a code or name an upper line of the same file has is a duplicate in the file (the upper line
 * is the one registered, if nothing else stops it).
 */
function failureOf(
  state: BranchState,
  accountId: number,
  line: BranchFileLine,
  above: Above,
  own: readonly OwnBranch[],
): BranchFailureReason | null {
  if (!line.originBranchId) return 'EMPTY_ORIGIN_BRANCH_ID';
  if (!line.branchName) return 'EMPTY_BRANCH_NAME';
  if (line.originBranchId.length > BRANCH_TEXT_MAX || line.branchName.length > BRANCH_TEXT_MAX) return 'TOO_LONG';
  if (hasOriginBranchId(state, accountId, line.originBranchId, undefined, own)) return 'DUPLICATED_ORIGIN_BRANCH_ID';
  if (hasBranchName(state, accountId, line.branchName, {}, own)) return 'DUPLICATED_BRANCH_NAME';
  if (above.codes.has(line.originBranchId)) return 'DUPLICATED_ORIGIN_BRANCH_ID_IN_FILE';
  if (above.names.has(line.branchName)) return 'DUPLICATED_BRANCH_NAME_IN_FILE';
  return null;
}

/** Registers every valid line as a PENDING branch (no local profile yet) and records the outcome. */
export function registerLines(
  state: BranchState,
  accountId: number,
  fileName: string,
  lines: readonly BranchFileLine[],
  at: Date,
  nextId: () => number,
  own: readonly OwnBranch[] = [],
): BranchRegistrationRow {
  const registration: BranchRegistrationRow = {
    id: nextId(),
    brandBusinessAccountId: accountId,
    fileName,
    status: 'COMPLETED',
    totalCount: lines.length,
    successCount: 0,
    failureCount: 0,
    failures: [],
    createdAt: toKstIso(at),
    completedAt: toKstIso(at),
    lines: [...lines],
  };
  // Every line is judged against the branches as they were before the file, then the good ones are added.
  const above: Above = { codes: new Set(), names: new Set() };
  const judged = lines.map((line) => {
    const reason = failureOf(state, accountId, line, above, own);
    above.codes.add(line.originBranchId);
    above.names.add(line.branchName);
    return { line, reason };
  });
  for (const { line, reason } of judged) {
    if (reason) {
      const { rowNumber, originBranchId, branchName } = line;
      registration.failures.push({ rowNumber, originBranchId, branchName, reason });
      continue;
    }
    state.branches.push({
      id: nextId(),
      brandBusinessAccountId: accountId,
      originBranchId: line.originBranchId,
      branchName: line.branchName,
      localProfileId: null,
      roadAddress: '',
      phoneNumber: '',
      closed: false,
      registrationId: registration.id,
      createdAt: registration.createdAt,
      updatedAt: registration.createdAt,
    });
    registration.successCount += 1;
  }
  registration.failureCount = registration.failures.length;
  if (registration.failureCount > 0)
    registration.status = registration.successCount === 0 ? 'FAILED' : 'PARTIALLY_FAILED';
  state.registrations.push(registration);
  return registration;
}

/** The uploaded lines with their Excel row and a result column: what the bulk history screen downloads. */
export function registrationFileOf(row: BranchRegistrationRow): string {
  const results = row.lines.map((line) => {
    const failure = row.failures.find((item) => item.rowNumber === line.rowNumber);
    const result = failure ? FAILURE_LABELS[failure.reason] : row.status === 'PROCESSING' ? '처리 중' : '등록 완료';
    return [line.originBranchId, line.branchName, String(line.rowNumber), result];
  });
  return toCsv([['originBranchId', 'branchName', '엑셀 행', '처리 결과'], ...results]);
}

/**
 * The example file: its rows say they are examples (a code and a name no real branch has), so a
 * file downloaded and uploaded as it is registers nothing a merchant would have to delete.
 */
export const EXAMPLE_FORMAT_CSV = toCsv([
  ['originBranchId', 'branchName'],
  ['EXAMPLE-1', '예시 지점 1 (이 줄은 지우고 적어 주세요)'],
  ['EXAMPLE-2', '예시 지점 2 (이 줄은 지우고 적어 주세요)'],
]);
