/** Every branch operation, called the way a screen would, answers 200 with a body its schema accepts. */
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { answer, expectEveryOperationAnswers, type Step } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import type { BranchState } from './state';

const firstBranch = (state: BranchState) =>
  state.branches.find((row) => row.brandBusinessAccountId === DEMO_ACCOUNT_IDS.active)!;
const csvFile = (text: string, name = '지점목록.csv') => new File([text], name, { type: 'text/csv' });

const STEPS: Step<BranchState>[] = [
  ['branch.searchBusinessAccountBranches', () => ({ query: { page: 0, size: 10 } })],
  [
    'branch.searchBusinessAccountBranches',
    () => ({ query: { page: 1, size: 5, keyword: '동네커피', status: 'ACTIVE' } }),
  ],
  ['branch.searchBusinessAccountBranches', () => ({}), DEMO_ACCOUNT_IDS.inspection],
  ['branch.getBusinessAccountBranch', (state) => ({ path: { id: firstBranch(state).id } })],
  ['branch.checkDuplicatedOriginBranchId', () => ({ query: { originBranchId: 'DN-MP-001' } })],
  [
    'branch.checkDuplicatedBranchName',
    () => ({ query: { branchName: '동네커피 망원역점', excludeOriginBranchId: 'DN-MP-001' } }),
  ],
  ['branch.checkBranchCreatable', () => ({})],
  ['branch.listLinkableLocalProfiles', () => ({ query: { keyword: '동네커피' } })],
  ['branch.checkBranchCreatable', () => ({}), DEMO_ACCOUNT_IDS.inspection],
  ['branch.checkBranchCreatable', () => ({}), DEMO_ACCOUNT_IDS.dormant],
  [
    'branch.createBusinessAccountBranch',
    () => ({
      body: {
        originBranchId: 'DN-MP-020',
        branchName: '동네커피 망리단길점',
        localProfileId: 8220,
        roadAddress: '서울 마포구 포은로 104',
        phoneNumber: '02-339-1420',
      },
    }),
  ],
  [
    'branch.updateBusinessAccountBranch',
    (state) => ({
      path: { id: firstBranch(state).id },
      body: { originBranchId: firstBranch(state).originBranchId, branchName: '동네커피 망원역1번출구점', closed: true },
    }),
  ],
  [
    'branch.uploadBusinessAccountBranchFile',
    () => ({
      body: { branchFile: csvFile('originBranchId,branchName\nDN-MP-021,동네커피 망원2동점\nDN-MP-001,중복\n') },
    }),
  ],
  ['branch.listBranchRegistrations', () => ({ query: { page: 0, size: 10, sort: 'createdAt,DESC' } })],
  ['branch.listBranchRegistrations', () => ({ query: { sort: 'createdAt,ASC' } })],
  ['branch.downloadBranchRegistrationExample', () => ({})],
  ['branch.downloadBranchRegistrationFile', (state) => ({ path: { id: state.registrations[0]!.id } })],
  ['branch.deleteBusinessAccountBranch', (state) => ({ path: { id: firstBranch(state).id } })],
];

describe('branch mock responses', () => {
  expectEveryOperationAnswers('branch', STEPS, {
    stateOf: () => mockRuntime.db.state.branch,
    accountId: DEMO_ACCOUNT_IDS.active,
  });

  it('answers the documented errors with a valid ErrorBody', async () => {
    const branch = firstBranch(mockRuntime.db.state.branch);
    const errors: [OperationKey, OperationArgs, number, number][] = [
      ['branch.getBusinessAccountBranch', { path: { id: branch.id } }, DEMO_ACCOUNT_IDS.inspection, 404],
      ['branch.deleteBusinessAccountBranch', { path: { id: 1 } }, DEMO_ACCOUNT_IDS.active, 404],
      [
        'branch.createBusinessAccountBranch',
        { body: { originBranchId: branch.originBranchId, branchName: '새 지점' } },
        DEMO_ACCOUNT_IDS.active,
        409,
      ],
      [
        'branch.createBusinessAccountBranch',
        { body: { originBranchId: 'HJ-001', branchName: '한끼분식 합정2호점' } },
        DEMO_ACCOUNT_IDS.inspection,
        403,
      ],
      [
        'branch.updateBusinessAccountBranch',
        { path: { id: 1 }, body: { originBranchId: 'X-1', branchName: '없는 지점' } },
        DEMO_ACCOUNT_IDS.active,
        404,
      ],
      [
        'branch.uploadBusinessAccountBranchFile',
        { body: { branchFile: csvFile('code,name\nA,B\n') } },
        DEMO_ACCOUNT_IDS.active,
        400,
      ],
      [
        'branch.uploadBusinessAccountBranchFile',
        { body: { branchFile: csvFile('originBranchId,branchName\nA,B\n') } },
        DEMO_ACCOUNT_IDS.dormant,
        403,
      ],
      [
        'branch.checkDuplicatedOriginBranchId',
        { query: { originBranchId: 'A'.repeat(40) } },
        DEMO_ACCOUNT_IDS.active,
        400,
      ],
      ['branch.downloadBranchRegistrationFile', { path: { id: 1 } }, DEMO_ACCOUNT_IDS.active, 404],
    ];
    for (const [key, args, accountId, status] of errors) {
      const result = await answer(key, args, accountId);
      expect({ key, status: result.status }).toEqual({ key, status });
      expect({ key, problems: await validateResponse(key, status, result.body) }).toEqual({ key, problems: [] });
    }
  });
});
