/**
 * Branch stores of a brand account (spec 001 §3, §7 Branches; /profile/{baId}/branch-store/list,
 * /item-regist, /edit/{storeId}): search by name or code and status, register one branch after
 * the creatable check, with the branch code and name checked for duplicates as the merchant types
 * (an edit checks the name without the branch's own code), edit and delete. The overview
 * (/branch-store) and the bulk upload (/bulk-regist) are its pages of panels (branch-pages.ts).
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';

const FIELD_ORDER = ['originBranchId', 'branchName', 'roadAddress', 'phoneNumber', 'localProfileId'] as const;

const text = {
  codeTaken: '이미 있는 지점 코드예요. 다른 코드를 넣어 주세요.',
  codeFree: '쓸 수 있는 지점 코드예요.',
  nameTaken: '이미 있는 지점 이름이에요. 다른 이름을 넣어 주세요.',
  nameFree: '쓸 수 있는 지점 이름이에요.',
  notCreatable: '지점은 브랜드 계정만 등록할 수 있어요.',
};

export const branchStoreResource = defineResource('branch', (r) => ({
  name: 'branchStore',
  label: '지점',
  routeParam: 'storeId',
  routes: {
    list: paths.accountAdmin.branchList,
    create: paths.accountAdmin.branchCreate,
    edit: paths.accountAdmin.branchEdit,
  },

  list: r.list('get', '/api/v2/business_account_branches/search', {
    title: '지점 목록',
    columns: [
      { field: 'branchName', primary: true },
      'originBranchId',
      'status',
      'roadAddress',
      'phoneNumber',
      'createdAt',
    ],
    filters: ['keyword', 'status'],
    emptyText: '조건에 맞는 지점이 없어요. 지점을 한 곳씩 등록하거나 파일로 한꺼번에 등록해 주세요.',
    createLabel: '지점 등록',
  }),

  create: r.create('post', '/api/v2/business_account_branches/create/single', {
    order: [...FIELD_ORDER],
    successToast: '지점을 등록했어요.',
    gate: (gate) =>
      gate('/api/v2/business_account_branches/check/creatable', (answer) =>
        answer.creatable ? undefined : (answer.message ?? text.notCreatable),
      ),
    checks: (check) => [
      check('/api/v2/business_account_branches/check/duplicated/originBranchId', {
        field: 'originBranchId',
        query: (originBranchId) => ({ originBranchId }),
        message: (answer) => (answer.duplicated ? text.codeTaken : undefined),
        passed: text.codeFree,
      }),
      check('/api/v2/business_account_branches/check/duplicated/branchName', {
        field: 'branchName',
        query: (branchName) => ({ branchName }),
        message: (answer) => (answer.duplicated ? text.nameTaken : undefined),
        passed: text.nameFree,
      }),
    ],
  }),

  update: r.update('put', '/api/v2/business_account_branches/update/{id}', {
    load: '/api/v2/business_account_branches/{id}',
    order: [...FIELD_ORDER, 'closed'],
    toFormData: (branch) => ({
      originBranchId: branch.originBranchId,
      branchName: branch.branchName,
      roadAddress: branch.roadAddress,
      phoneNumber: branch.phoneNumber,
      localProfileId: branch.localProfileId,
      closed: branch.status === 'CLOSED',
    }),
    checks: (check) => [
      // The code check cannot leave a branch out: the branch's own code is not asked about.
      check('/api/v2/business_account_branches/check/duplicated/originBranchId', {
        field: 'originBranchId',
        query: (originBranchId, { record }) =>
          originBranchId === record?.originBranchId ? undefined : { originBranchId },
        message: (answer) => (answer.duplicated ? text.codeTaken : undefined),
        passed: text.codeFree,
      }),
      check('/api/v2/business_account_branches/check/duplicated/branchName', {
        field: 'branchName',
        // Its own name is fine; another name is checked without the branch's own (original) code.
        query: (branchName, { record }) =>
          branchName === record?.branchName
            ? undefined
            : { branchName, ...(record ? { excludeOriginBranchId: record.originBranchId } : {}) },
        message: (answer) => (answer.duplicated ? text.nameTaken : undefined),
        passed: text.nameFree,
      }),
    ],
  }),

  remove: r.remove('/api/v2/business_account_branches/{id}', {
    successToast: '지점을 삭제했어요.',
  }),

  pages: [
    {
      route: paths.accountAdmin.branchOverview,
      load: () => import('./branch-pages').then((module) => module.branchOverviewPage),
    },
    {
      route: paths.accountAdmin.branchBulk,
      load: () => import('./branch-pages').then((module) => module.branchBulkPage),
    },
  ],
}));
