import { describe, expect, it } from 'vitest';
import { callOperation, type OperationKey } from '@/api/operations';
import { mockRuntime } from '@/mocks/node';
import { asAccount, dataOf, failure } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { readCsvRows } from './csv';

interface Branch {
  id: number;
  originBranchId: string;
  branchName: string;
  status: string;
  registrationId: number | null;
  localProfileId: number | null;
  roadAddress: string;
  phoneNumber?: string;
}
interface Registration {
  id: number;
  status: string;
  totalCount: number;
  successCount: number;
  failureCount: number;
  failures: { rowNumber: number; reason: string }[];
  createdAt: string;
}

const search = (query: Record<string, unknown> = {}) =>
  dataOf<{ items: Branch[]; totalCount: number }>('branch.searchBusinessAccountBranches', {
    query: { size: 100, ...query },
  });
const registrations = () =>
  dataOf<{ items: Registration[] }>('branch.listBranchRegistrations', { query: { sort: 'createdAt,DESC' } });
const upload = (text: string) =>
  dataOf<Registration>('branch.uploadBusinessAccountBranchFile', {
    body: { branchFile: new File([text], '지점목록_4차.csv', { type: 'text/csv' }) },
  });

/** A live duplicate check's answer. */
const check = (key: OperationKey, query: Record<string, unknown>) =>
  dataOf<{ duplicated: boolean }>(key, { query }).then((data) => data.duplicated);

describe('branch mock rules', () => {
  it('seeds 14 branches of the brand in every status and four registrations newest first', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const { items, totalCount } = await search();
    expect(totalCount).toBe(14);
    expect(new Set(items.map((branch) => branch.status))).toEqual(new Set(['ACTIVE', 'PENDING', 'CLOSED']));
    expect(items.every((branch) => branch.branchName.startsWith('동네커피 '))).toBe(true);
    const records = (await registrations()).items;
    expect(records.map((record) => record.status)).toEqual(['PROCESSING', 'PARTIALLY_FAILED', 'FAILED', 'COMPLETED']);
    expect(records.find((record) => record.status === 'PARTIALLY_FAILED')).toMatchObject({
      totalCount: 6,
      successCount: 4,
      failureCount: 2,
    });
  });

  it('filters by keyword and status and pages from 0', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    expect((await search({ keyword: '연남' })).items.map((branch) => branch.branchName)).toEqual(['동네커피 연남점']);
    expect((await search({ status: 'CLOSED' })).totalCount).toBe(2);
    const second = await dataOf<{ items: Branch[]; page: number; hasNext: boolean }>(
      'branch.searchBusinessAccountBranches',
      { query: { page: 1, size: 10 } },
    );
    expect(second).toMatchObject({ page: 1, hasNext: false });
    expect(second.items).toHaveLength(4);
  });

  it('answers duplicate checks, and the name check can leave out the edited branch', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    expect(await check('branch.checkDuplicatedOriginBranchId', { originBranchId: 'DN-MP-001' })).toBe(true);
    expect(await check('branch.checkDuplicatedOriginBranchId', { originBranchId: 'DN-MP-099' })).toBe(false);
    expect(await check('branch.checkDuplicatedBranchName', { branchName: '동네커피 망원역점' })).toBe(true);
    expect(
      await check('branch.checkDuplicatedBranchName', {
        branchName: '동네커피 망원역점',
        excludeOriginBranchId: 'DN-MP-001',
      }),
    ).toBe(false);
  });

  // Issue 40: 101 is itself 동네커피's 망원점 (DN-MW-001); the code was called free and a second 망원점 made.
  it('counts the account’s own branch code and name as taken', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    expect(await check('branch.checkDuplicatedOriginBranchId', { originBranchId: 'DN-MW-001' })).toBe(true);
    expect(await check('branch.checkDuplicatedBranchName', { branchName: '망원점' })).toBe(true);
    const refused = await failure('branch.createBusinessAccountBranch', {
      body: { originBranchId: 'DN-MW-001', branchName: '망원점' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'DUPLICATED_ORIGIN_BRANCH_ID', errors: [{ field: 'originBranchId' }] });
  });

  it('rejects a duplicate code or name on create and update with a 409 naming the field', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const byCode = await failure('branch.createBusinessAccountBranch', {
      body: { originBranchId: 'DN-MP-001', branchName: '동네커피 새지점' },
    });
    expect(byCode.status).toBe(409);
    expect(byCode.body).toMatchObject({ code: 'DUPLICATED_ORIGIN_BRANCH_ID', errors: [{ field: 'originBranchId' }] });

    const byName = await failure('branch.createBusinessAccountBranch', {
      body: { originBranchId: 'DN-MP-099', branchName: '동네커피 연남점' },
    });
    expect(byName.body).toMatchObject({ code: 'DUPLICATED_BRANCH_NAME', errors: [{ field: 'branchName' }] });

    const { items } = await search({ keyword: '공덕' });
    const gongdeok = items[0]!;
    const keepsOwn = await dataOf<Branch>('branch.updateBusinessAccountBranch', {
      path: { id: gongdeok.id },
      body: { originBranchId: gongdeok.originBranchId, branchName: gongdeok.branchName, localProfileId: null },
    });
    expect(keepsOwn.status).toBe('PENDING');
    const renamed = await failure('branch.updateBusinessAccountBranch', {
      path: { id: gongdeok.id },
      body: { originBranchId: gongdeok.originBranchId, branchName: '동네커피 연남점' },
    });
    expect(renamed.status).toBe(409);
  });

  it('creates, closes and deletes a branch', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const created = await dataOf<Branch>('branch.createBusinessAccountBranch', {
      body: { originBranchId: 'DN-MP-030', branchName: '동네커피 망원시장점', localProfileId: 8230 },
    });
    expect(created.status).toBe('ACTIVE');
    const closed = await dataOf<Branch>('branch.updateBusinessAccountBranch', {
      path: { id: created.id },
      body: { originBranchId: 'DN-MP-030', branchName: '동네커피 망원시장점', localProfileId: 8230, closed: true },
    });
    expect(closed.status).toBe('CLOSED');
    await dataOf('branch.deleteBusinessAccountBranch', { path: { id: created.id } });
    expect((await failure('branch.getBusinessAccountBranch', { path: { id: created.id } })).status).toBe(404);
  });

  it('refuses an impossible phone number under the field, and takes one typed with spaces or hyphens', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const body = { originBranchId: 'DN-MP-031', branchName: '동네커피 망원2호점' };
    for (const phoneNumber of ['123', '02-1234', '010-1234-56789', '----']) {
      const refused = await failure('branch.createBusinessAccountBranch', { body: { ...body, phoneNumber } });
      expect({ phoneNumber, status: refused.status, body: refused.body }).toMatchObject({
        phoneNumber,
        status: 400,
        body: { errors: [{ field: 'phoneNumber', reason: '전화번호는 02-123-4567처럼 입력해 주세요.' }] },
      });
    }
    for (const [index, phoneNumber] of ['02-123-4567', '010 1234 5678', '0311234567', '1588-1234', ''].entries()) {
      const created = await dataOf<Branch>('branch.createBusinessAccountBranch', {
        body: { originBranchId: `DN-MP-04${index}`, branchName: `동네커피 시험${index}호점`, phoneNumber },
      });
      expect(created.phoneNumber).toBe(phoneNumber);
    }
  });

  it('lets only the brand create branches and hides its branches from other accounts', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    expect(await dataOf('branch.checkBranchCreatable')).toEqual({ creatable: true, reason: null, message: null });
    const someId = (await search()).items[0]!.id;
    asAccount(DEMO_ACCOUNT_IDS.inspection);
    expect(await dataOf('branch.checkBranchCreatable')).toMatchObject({
      creatable: false,
      reason: 'NOT_BRAND_ACCOUNT',
    });
    expect((await search()).totalCount).toBe(0);
    expect((await failure('branch.getBusinessAccountBranch', { path: { id: someId } })).status).toBe(404);
    expect(
      (await failure('branch.createBusinessAccountBranch', { body: { originBranchId: 'A', branchName: 'B' } })).status,
    ).toBe(403);
    asAccount(DEMO_ACCOUNT_IDS.dormant);
    expect(await dataOf('branch.checkBranchCreatable')).toMatchObject({ creatable: false, reason: 'ACCOUNT_DORMANT' });
  });

  it('registers the valid lines of an uploaded csv, counts the failures and records it first', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const record = await upload(
      [
        'originBranchId,branchName',
        'DN-MP-040,동네커피 망원1동점',
        'DN-MP-001,동네커피 코드중복점',
        'DN-MP-041,동네커피 연남점',
        'DN-MP-042,',
        ',동네커피 코드없음점',
        '"DN-MP-043","동네커피 서교, 홍대점"',
      ].join('\r\n'),
    );
    expect(record).toMatchObject({ status: 'PARTIALLY_FAILED', totalCount: 6, successCount: 2, failureCount: 4 });
    expect(record.failures.map((item) => [item.rowNumber, item.reason])).toEqual([
      // Excel's row numbers: the header is row 1, the first branch row 2.
      [3, 'DUPLICATED_ORIGIN_BRANCH_ID'],
      [4, 'DUPLICATED_BRANCH_NAME'],
      [5, 'EMPTY_BRANCH_NAME'],
      [6, 'EMPTY_ORIGIN_BRANCH_ID'],
    ]);
    const { items, totalCount } = await search();
    expect(totalCount).toBe(16);
    expect(items.filter((branch) => branch.registrationId === record.id).map((branch) => branch.branchName)).toEqual(
      expect.arrayContaining(['동네커피 망원1동점', '동네커피 서교, 홍대점']),
    );
    expect((await registrations()).items[0]!.id).toBe(record.id);

    const failed = await upload('originBranchId,branchName\nDN-MP-040,동네커피 망원1동점\n');
    expect(failed).toMatchObject({ status: 'FAILED', successCount: 0, failureCount: 1 });
  });

  it('calls a code or name repeated in the file a duplicate in the file, not one already registered', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const record = await upload(
      [
        'originBranchId,branchName',
        'DN-MP-050,동네커피 망원1동점',
        'DN-MP-050,동네커피 망원2동점',
        'DN-MP-051,동네커피 망원1동점',
        'DN-MP-001,동네커피 망원3동점',
        'DN-MP-001,동네커피 망원4동점',
      ].join('\n'),
    );
    expect(record.failures.map((item) => [item.rowNumber, item.reason])).toEqual([
      [3, 'DUPLICATED_ORIGIN_BRANCH_ID_IN_FILE'],
      [4, 'DUPLICATED_BRANCH_NAME_IN_FILE'],
      // DN-MP-001 was registered before the file: that is said first, on both rows.
      [5, 'DUPLICATED_ORIGIN_BRANCH_ID'],
      [6, 'DUPLICATED_ORIGIN_BRANCH_ID'],
    ]);
    const registered = (await search()).items.filter((branch) => branch.registrationId === record.id);
    expect(registered.map((branch) => [branch.originBranchId, branch.branchName])).toEqual([
      ['DN-MP-050', '동네커피 망원1동점'],
    ]);
  });

  it('names a failing line by the row the console sent with it, else by its row in the file, blank rows counted', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const sent = await upload('originBranchId,branchName,rowNumber\nDN-MP-060,동네커피 A점,2\n,동네커피 B점,7\n');
    expect(sent.failures.map((item) => [item.rowNumber, item.reason])).toEqual([[7, 'EMPTY_ORIGIN_BRANCH_ID']]);
    const direct = await upload('originBranchId,branchName\nDN-MP-061,동네커피 C점\n\n\n,동네커피 D점\n');
    expect(direct.failures.map((item) => [item.rowNumber, item.reason])).toEqual([[5, 'EMPTY_ORIGIN_BRANCH_ID']]);
  });

  it('downloads the example format and a registration file with a result per line', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const example = await callOperation<Blob>('branch.downloadBranchRegistrationExample', {});
    const [header, ...exampleRows] = (await readCsvRows(example.data)).map((row) => row.cells);
    expect(header).toEqual(['originBranchId', 'branchName']);
    // Its rows say they are examples: no real branch's code or name, so nobody uploads them by mistake.
    expect(exampleRows.length).toBeGreaterThan(0);
    for (const [code, name] of exampleRows) {
      expect(code).toMatch(/^EXAMPLE-\d+$/);
      expect(name).toMatch(/^예시 지점 \d+ \(이 줄은 지우고 적어 주세요\)$/);
    }
    const partial = mockRuntime.db.state.branch.registrations.find((row) => row.status === 'PARTIALLY_FAILED')!;
    const file = await callOperation<Blob>('branch.downloadBranchRegistrationFile', { path: { id: partial.id } });
    const rows = (await readCsvRows(file.data)).map((row) => row.cells);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual(['originBranchId', 'branchName', '엑셀 행', '처리 결과']);
    expect(rows[1]).toEqual(['DN-SD-001', '동네커피 신촌점', '2', '등록 완료']);
    expect(rows[5]).toEqual(['DN-MP-003', '동네커피 서교2호점', '6', '이미 있는 지점 코드예요']);
  });

  it('finds the local profiles a branch can link by name, and every linked branch names one of them', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const profiles = (q: Record<string, unknown> = {}) =>
      dataOf<{ items: { id: number; name: string; roadAddress: string }[] }>('branch.listLinkableLocalProfiles', {
        query: q,
      });
    const found = await profiles({ keyword: '연남' });
    expect(found.items.map((item) => item.name)).toEqual(['동네커피 연남점', '연남꽃집']);
    // Another account's shop (옛날빵집 연남점 is account 103's) is not offered.
    expect((await profiles({ keyword: '옛날빵집' })).items).toEqual([]);
    const all = new Map((await profiles()).items.map((item) => [item.id, item]));
    const linked = (await search()).items.filter((branch) => branch.localProfileId !== null);
    expect(linked.length).toBeGreaterThan(5);
    for (const branch of linked) {
      expect(all.get(branch.localProfileId!), branch.branchName).toMatchObject({
        name: branch.branchName,
        roadAddress: branch.roadAddress,
      });
    }
  });

  it('rejects a file without the header with a 400 naming branchFile', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const error = await failure('branch.uploadBusinessAccountBranchFile', {
      body: { branchFile: new File(['지점코드,지점명\nA,B\n'], 'wrong.csv', { type: 'text/csv' }) },
    });
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ errors: [{ field: 'branchFile' }] });
  });
});
