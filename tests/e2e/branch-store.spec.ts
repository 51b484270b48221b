/**
 * A brand registers its branches (issue 15): one branch with the code and name checked as it is
 * typed, then a csv file (the Korean header, a blank row; issue 40) whose one bad line is named by
 * its Excel row in the result, and the registration is the newest of the history, with its file to
 * download. A branch is edited (its name checked without its own code) and deleted; the account's
 * brand coupon is detached and another attached.
 */
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect } from '@playwright/test';
import { test } from './shared-page';
import { collectConsoleErrors, expectToast, pressInOverlay, tableRows } from './helpers';

test('register a branch, then upload a branch csv with one bad line and see which line failed', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/101/branch-store');
  await expect(page.getByRole('heading', { level: 1, name: '지점 관리' })).toBeVisible();
  await page.getByRole('link', { name: '지점 등록' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '새 지점' })).toBeVisible();

  // A code the brand already uses is refused as it is typed; a new one is accepted.
  const code = page.getByLabel('지점 코드');
  await code.fill('DN-MP-002');
  await expect(page.getByText('이미 있는 지점 코드예요. 다른 코드를 넣어 주세요.').first()).toBeVisible();
  await code.fill('DN-MW-101');
  await expect(page.getByText('쓸 수 있는 지점 코드예요.')).toBeVisible();
  await expect(page.getByText('이미 있는 지점 코드예요', { exact: false })).toHaveCount(0);
  await page.getByLabel('지점 이름').fill('동네커피 서교점');
  await expect(page.getByText('이미 있는 지점 이름이에요. 다른 이름을 넣어 주세요.').first()).toBeVisible();
  await page.getByLabel('지점 이름').fill('동네커피 망원시장점');
  await expect(page.getByText('쓸 수 있는 지점 이름이에요.')).toBeVisible();
  await page.getByLabel('도로명 주소').fill('서울 마포구 망원로 8길 21');
  // The shop's 동네 프로필 is found by its name (no number to know): linked, the branch is 운영 중.
  const profile = page.getByLabel('동네 프로필');
  await profile.click();
  await profile.fill('합정');
  const profiles = page.locator('.ant-select-dropdown:visible');
  await expect(profiles.getByTitle('동네커피 합정역점', { exact: true })).toBeVisible();
  await profiles.getByTitle('동네커피 합정점', { exact: true }).click();
  await page.getByRole('button', { name: '만들기' }).click();
  await expectToast(page, '지점을 등록했어요.');
  await expect(page).toHaveURL(/\/profile\/101\/branch-store\/list$/);
  await expect(tableRows(page, '지점 목록').first()).toContainText('동네커피 망원시장점');
  await expect(tableRows(page, '지점 목록').first()).toContainText('운영 중');

  await page.goto('/profile/101/branch-store/bulk-regist');
  await expect(page.getByRole('heading', { level: 1, name: '지점 일괄 등록' })).toBeVisible();
  // The template is a workbook with the Korean header the upload reads.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '양식 받기' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('지점_일괄등록_양식.xlsx');
  const book = XLSX.read(readFileSync(await template.path()), { type: 'buffer' });
  const header = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })[0];
  expect(header).toEqual(['지점코드', '지점명']);
  const picker = page.locator('input[type=file]');
  // Checked before anything is sent: a file without the header, dropped on the page, is refused with what to fix.
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['코드,이름\nDN-MW-201,동네커피 망원1호점\n'], '지점.csv', { type: 'text/csv' }));
    return transfer;
  });
  await page.getByText('여기를 눌러 파일을 고르거나').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByRole('alert')).toContainText('첫 줄(머리글)에 지점코드, 지점명 칸이 없어요');
  await expect(page.getByRole('button', { name: '올리기' })).toBeDisabled();
  await picker.setInputFiles({ name: '지점.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('x') });
  await expect(page.getByRole('alert')).toContainText('파일 내용이 확장자와 달라요.');

  // The Korean header; row 3 left blank; row 4 uses the code just registered.
  await picker.setInputFiles({
    name: '망원_지점_추가.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      '지점코드,지점명\nDN-MW-201,동네커피 망원1호점\n\nDN-MW-101,동네커피 망원2호점\nDN-MW-203,동네커피 망원3호점\n',
    ),
  });
  await expect(page.getByText("'망원_지점_추가.csv'에 지점 3곳이 있어요.")).toBeVisible();
  // A failed upload keeps the chosen file; 다시 시도 sends it.
  await page.evaluate(() =>
    window.__dongneMocks!.faults.add({ operation: 'branch.uploadBusinessAccountBranchFile', status: 500, times: 1 }),
  );
  await page.getByRole('button', { name: '올리기' }).click();
  const failure = page.getByRole('alert').filter({ has: page.getByRole('button', { name: '다시 시도' }) });
  await expect(failure).toBeVisible();
  await expect(page.getByText("'망원_지점_추가.csv'에 지점 3곳이 있어요.")).toBeVisible();
  await failure.getByRole('button', { name: '다시 시도' }).click();
  const result = page.getByRole('region', { name: '등록 결과' });
  await expect(result).toContainText('3줄 중 2곳을 등록했고 1줄은 등록하지 못했어요.');
  const failed = result.locator('tbody tr[data-row-key]');
  await expect(failed).toHaveCount(1);
  // Excel's row: the header is row 1, DN-MW-101 is on row 4 (row 3 is blank).
  await expect(failed).toContainText('4행');
  await expect(failed).toContainText('DN-MW-101');
  await expect(failed).toContainText('이미 있는 지점 코드예요');

  // The history lists it first, with the file and each line's result to download.
  await page.getByRole('link', { name: '일괄 등록 기록' }).click();
  const history = tableRows(page, '일괄 등록 기록 목록');
  await expect(history.first()).toContainText('망원_지점_추가.csv');
  await expect(history.first()).toContainText('4행');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    history.first().getByRole('button', { name: '망원_지점_추가.csv 처리 결과 받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('망원_지점_추가.csv');
  expect(consoleErrors.filter((error) => !error.includes('status of 500'))).toEqual([]);
});

test('an account that is not a brand is told why it cannot register branches', async ({ page }) => {
  await page.goto('/profile/102/branch-store/item-regist');
  await expect(page.getByText('지금은 지점을 만들 수 없어요')).toBeVisible();
  await expect(page.getByText('브랜드 계정만 지점을 등록할 수 있어요.')).toBeVisible();
  await expect(page.getByLabel('지점 코드')).toHaveCount(0);
  await page.goto('/profile/102/branch-store/bulk-regist');
  await expect(page.getByText('이 계정은 지점을 등록할 수 없어요')).toBeVisible();
});

test('edit a branch: its own name is not asked about, another is checked without its own code; then delete it', async ({
  page,
}) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/101/branch-store/list?keyword=연남');
  await tableRows(page, '지점 목록').getByRole('link', { name: '동네커피 연남점', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '지점 수정' })).toBeVisible();
  const name = page.getByLabel('지점 이름');
  await expect(name).toHaveValue('동네커피 연남점');

  const asked = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname.endsWith('/check/duplicated/branchName') &&
      url.searchParams.get('branchName') === '동네커피 합정역점'
    );
  });
  await name.fill('동네커피 합정역점');
  expect(new URL((await asked).url()).searchParams.get('excludeOriginBranchId')).toBe('DN-MP-004');
  await expect(page.getByText('이미 있는 지점 이름이에요. 다른 이름을 넣어 주세요.').first()).toBeVisible();
  // Back to its own name: nothing to ask (the check waits 400 ms of quiet; give it well over that).
  const askedOwn: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/check/duplicated/branchName')) askedOwn.push(url.searchParams.get('branchName') ?? '');
  });
  await name.fill('동네커피 연남점');
  await expect(page.getByText('이미 있는 지점 이름이에요', { exact: false })).toHaveCount(0);
  await page.waitForTimeout(1_000);
  expect(askedOwn).not.toContain('동네커피 연남점');
  await expect(page.getByText('쓸 수 있는 지점 이름이에요.')).toHaveCount(0);
  await name.fill('동네커피 연남동점');
  await expect(page.getByText('쓸 수 있는 지점 이름이에요.')).toBeVisible();
  await page.getByRole('button', { name: '저장' }).click();
  // Back to the list as it was left: still searching 연남.
  await expect(page).toHaveURL(/\/profile\/101\/branch-store\/list\?keyword=%EC%97%B0%EB%82%A8$/);
  await page.getByPlaceholder('지점 이름·코드 검색').fill('DN-MP-004');
  await page.keyboard.press('Enter');
  await expect(tableRows(page, '지점 목록')).toHaveCount(1);
  await expect(tableRows(page, '지점 목록').first()).toContainText('동네커피 연남동점');

  // Deleting it asks first.
  await tableRows(page, '지점 목록').first().getByRole('button', { name: '삭제: 동네커피 연남동점' }).click();
  await pressInOverlay(page.getByRole('dialog'), '삭제');
  await expectToast(page, '지점을 삭제했어요.');
  await expect(tableRows(page, '지점 목록')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('detach the branch’s brand coupon after a confirmation, then attach another', async ({ page }) => {
  await page.goto('/profile/101/branch-store');
  const panel = page.getByRole('region', { name: '이 지점의 브랜드 쿠폰' });
  await expect(panel).toContainText('지금 붙어 있는 쿠폰: 겨울 시즌 라떼 1+1');
  await panel.getByRole('button', { name: '쿠폰 떼기' }).click();
  const confirm = page.getByRole('dialog', { name: '브랜드 쿠폰을 뗄까요?' });
  await expect(confirm).toContainText("'겨울 시즌 라떼 1+1' 쿠폰을 떼면");
  await confirm.getByRole('button', { name: '쿠폰 떼기' }).click();
  await expectToast(page, '브랜드 쿠폰을 뗐어요.');
  await expect(panel).toContainText('붙어 있는 브랜드 쿠폰이 없어요.');

  await expect(panel.getByRole('button', { name: '쿠폰 붙이기' })).toBeDisabled();
  await panel.getByLabel('붙일 브랜드 쿠폰').click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByText(/^텀블러 지참 500원 할인/)
    .click();
  await panel.getByRole('button', { name: '쿠폰 붙이기' }).click();
  await expectToast(page, '브랜드 쿠폰을 붙였어요.');
  await expect(panel).toContainText('지금 붙어 있는 쿠폰: 텀블러 지참 500원 할인');
});
