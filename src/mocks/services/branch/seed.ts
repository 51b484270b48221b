import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { addDays, addMinutes, toKstIso } from '../../core/time';
import { registerLines } from './model';
import type { BranchFileLine, BranchRow, BranchState } from './state';

interface BranchSeed {
  originBranchId: string;
  branchName: string;
  localProfileId: number | null;
  roadAddress: string;
  phoneNumber: string;
  closed?: boolean;
}

/**
 * Branch details the brand filled in after a file registration (files carry only code and name).
 * Each linked profile is a shop of the local-profile directory, at the branch's address.
 */
const DETAILS: Record<string, Omit<BranchSeed, 'originBranchId' | 'branchName'>> = {
  'DN-MP-002': { localProfileId: 8202, roadAddress: '서울 마포구 양화로 45', phoneNumber: '02-332-1402' },
  'DN-MP-003': { localProfileId: 8203, roadAddress: '서울 마포구 와우산로 29', phoneNumber: '02-333-1403' },
  'DN-MP-004': { localProfileId: 8003, roadAddress: '서울 마포구 동교로 241', phoneNumber: '02-334-1404' },
  'DN-MP-005': {
    localProfileId: 8004,
    roadAddress: '서울 마포구 와우산로 19',
    phoneNumber: '02-335-1405',
    closed: true,
  },
  'DN-MP-006': { localProfileId: 8005, roadAddress: '서울 마포구 월드컵로 190', phoneNumber: '02-336-1406' },
  'DN-SD-001': { localProfileId: 8006, roadAddress: '서울 서대문구 연세로 11', phoneNumber: '02-362-1501' },
  'DN-SD-002': { localProfileId: 8007, roadAddress: '서울 서대문구 연희로 85', phoneNumber: '02-363-1502' },
  'DN-SD-003': { localProfileId: 8303, roadAddress: '서울 서대문구 이화여대길 52', phoneNumber: '02-364-1503' },
};

/** A seeded file's lines, numbered as Excel numbers them (the header is row 1; no blank rows). */
function fileLines(lines: readonly Omit<BranchFileLine, 'rowNumber'>[]): BranchFileLine[] {
  return lines.map((line, index) => ({ ...line, rowNumber: index + 2 }));
}

const FIRST_FILE = fileLines([
  { originBranchId: 'DN-MP-002', branchName: '동네커피 합정역점' },
  { originBranchId: 'DN-MP-003', branchName: '동네커피 서교점' },
  { originBranchId: 'DN-MP-004', branchName: '동네커피 연남점' },
  { originBranchId: 'DN-MP-005', branchName: '동네커피 상수점' },
  { originBranchId: 'DN-MP-006', branchName: '동네커피 성산점' },
]);

const FAILED_FILE = fileLines([
  { originBranchId: 'DN-MP-002', branchName: '동네커피 합정점' },
  { originBranchId: '', branchName: '동네커피 망원시장점' },
  { originBranchId: 'DN-MP-009', branchName: '동네커피 서교점' },
]);

const SECOND_FILE = fileLines([
  { originBranchId: 'DN-SD-001', branchName: '동네커피 신촌점' },
  { originBranchId: 'DN-SD-002', branchName: '동네커피 연희점' },
  { originBranchId: 'DN-SD-003', branchName: '동네커피 이대점' },
  { originBranchId: 'DN-SD-004', branchName: '동네커피 홍제점' },
  { originBranchId: 'DN-MP-003', branchName: '동네커피 서교2호점' },
  { originBranchId: 'DN-SD-005', branchName: '' },
]);

const THIRD_FILE = fileLines([
  { originBranchId: 'DN-SD-006', branchName: '동네커피 북가좌점' },
  { originBranchId: 'DN-SD-008', branchName: '동네커피 남가좌점' },
  { originBranchId: 'DN-SD-009', branchName: '동네커피 충정로점' },
  { originBranchId: 'DN-MP-011', branchName: '동네커피 대흥점' },
  { originBranchId: 'DN-MP-012', branchName: '동네커피 도화점' },
  { originBranchId: 'DN-MP-013', branchName: '동네커피 염리점' },
]);

/** Branches the brand added one at a time, with the days since. */
const SINGLE_BRANCHES: (BranchSeed & { createdDaysAgo: number })[] = [
  {
    originBranchId: 'DN-MP-001',
    branchName: '동네커피 망원역점',
    localProfileId: 8201,
    roadAddress: '서울 마포구 월드컵로 77',
    phoneNumber: '02-331-1401',
    createdDaysAgo: 60,
  },
  {
    originBranchId: 'DN-MP-007',
    branchName: '동네커피 공덕점',
    localProfileId: 8207,
    roadAddress: '서울 마포구 마포대로 92',
    phoneNumber: '02-337-1407',
    createdDaysAgo: 30,
  },
  {
    originBranchId: 'DN-MP-008',
    branchName: '동네커피 아현점',
    localProfileId: 8208,
    roadAddress: '서울 마포구 신촌로 270',
    phoneNumber: '02-338-1408',
    closed: true,
    createdDaysAgo: 25,
  },
  {
    originBranchId: 'DN-MP-010',
    branchName: '동네커피 망원한강공원점',
    localProfileId: null,
    roadAddress: '서울 마포구 마포나루길 467',
    phoneNumber: '',
    createdDaysAgo: 12,
  },
  {
    originBranchId: 'DN-SD-007',
    branchName: '동네커피 북아현점',
    localProfileId: null,
    roadAddress: '서울 서대문구 북아현로 35',
    phoneNumber: '02-365-1507',
    createdDaysAgo: 3,
  },
];

/**
 * The brand 동네커피 (account 101) with 14 branches around Mapo and Seodaemun and four bulk
 * registrations: completed, failed, partially failed and one still processing.
 */
export function seedBranches(now: Date, nextId: () => number): BranchState {
  const state: BranchState = { brandAccountIds: [DEMO_ACCOUNT_IDS.active], branches: [], registrations: [] };
  const brand = DEMO_ACCOUNT_IDS.active;
  const singles = SINGLE_BRANCHES.map(({ createdDaysAgo, ...seed }) => ({
    seed,
    at: addDays(now, -createdDaysAgo, 11),
  }));
  const add = (seed: BranchSeed, at: Date) => state.branches.push(branchRow(brand, seed, at, nextId));

  add(singles[0]!.seed, singles[0]!.at);
  registerLines(state, brand, '동네커피_지점목록_1차.csv', FIRST_FILE, addDays(now, -45, 14, 20), nextId);
  add(singles[1]!.seed, singles[1]!.at);
  registerLines(state, brand, '지점추가.csv', FAILED_FILE, addDays(now, -20, 16, 5), nextId);
  add(singles[2]!.seed, singles[2]!.at);
  add(singles[3]!.seed, singles[3]!.at);
  registerLines(state, brand, '동네커피_지점목록_2차.csv', SECOND_FILE, addDays(now, -6, 10, 40), nextId);
  add(singles[4]!.seed, singles[4]!.at);
  state.registrations.push(processingRegistration(brand, addMinutes(now, -10), nextId));

  for (const row of state.branches) {
    const details = DETAILS[row.originBranchId];
    if (!details) continue;
    const { closed = false, ...fields } = details;
    Object.assign(row, fields, { closed, updatedAt: toKstIso(addDays(new Date(row.createdAt), 2)) });
  }
  return state;
}

function branchRow(brand: number, seed: BranchSeed, at: Date, nextId: () => number): BranchRow {
  const { closed = false, ...fields } = seed;
  return {
    id: nextId(),
    brandBusinessAccountId: brand,
    ...fields,
    closed,
    registrationId: null,
    createdAt: toKstIso(at),
    updatedAt: toKstIso(at),
  };
}

/** A file the server is still working through: no branch created yet, no counts but the total. */
function processingRegistration(brand: number, at: Date, nextId: () => number) {
  return {
    id: nextId(),
    brandBusinessAccountId: brand,
    fileName: '동네커피_지점목록_3차.csv',
    status: 'PROCESSING' as const,
    totalCount: THIRD_FILE.length,
    successCount: 0,
    failureCount: 0,
    failures: [],
    createdAt: toKstIso(at),
    completedAt: null,
    lines: THIRD_FILE,
  };
}
