/**
 * The profile's info and a new profile (issues 14–15): base info with a name the server refuses,
 * then fixed; a category and an address picked by keyboard; a new business profile made through
 * both steps, landing in it with the account in the switcher; the creation's checks as typed (a
 * taken name, a look-alike nearby, a category that needs the inspection).
 */
import { expect, type Page } from '@playwright/test';
import { test } from './shared-page';
import { collectConsoleErrors, expectToast } from './helpers';

/** Types into a search picker, waits for the option, and takes it with ↓ and Enter. */
async function pickByKeyboard(page: Page, box: ReturnType<Page['getByRole']>, query: string, option: string) {
  await box.focus();
  await page.keyboard.type(query, { delay: 30 });
  // antd keeps a hidden copy of the options for screen readers; wait for the one on screen.
  await expect(page.locator('.ant-select-item-option', { hasText: option }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

test('edit base info: a refused name is said as it is typed, then fixed; category and address by keyboard', async ({
  page,
}) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/101/info');
  await expect(page.getByRole('heading', { level: 1, name: '비즈프로필 정보' })).toBeVisible();
  await page.getByRole('link', { name: /^기본 정보 (수정하기|입력하기)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '기본 정보' })).toBeVisible();

  const name = page.getByRole('textbox', { name: '비즈니스 이름' });
  await name.fill('동네마켓 공식 카페');
  await expect(page.getByText('쓸 수 없는 단어가 들어 있어요.').first()).toBeVisible();
  await name.fill('동네커피 망원로스터리');
  await expect(page.getByText('쓸 수 없는 단어가 들어 있어요.')).toHaveCount(0);

  await pickByKeyboard(page, page.getByRole('combobox', { name: '업종' }), '커피', '커피전문점');
  await expect(page.getByRole('combobox', { name: '업종' }).locator('..').locator('..')).toContainText('커피전문점');

  // Too vague: nothing, with a hint; then a real address by keyboard.
  const address = page.getByRole('combobox', { name: '주소' });
  await address.focus();
  await page.keyboard.type('서울', { delay: 30 });
  await expect(page.getByText('검색어가 너무 짧거나 넓어요.', { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');
  await address.fill('');
  await pickByKeyboard(page, address, '망원로 47', '망원로 47');
  await expect(page.getByText('지번 서울특별시 마포구 망원동 411-5', { exact: false })).toBeVisible();
  await page.getByLabel('상세 주소').fill('2층');

  await page.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '저장했어요.');
  await page.goto('/profile/101/info');
  const base = page.getByRole('region', { name: /기본 정보/ });
  await expect(base).toContainText('동네커피 망원로스터리');
  await expect(base).toContainText('커피전문점');
  await expect(base).toContainText('서울특별시 마포구 망원로 47 (망원동, 망원시장) 2층');
  expect(consoleErrors).toEqual([]);
});

test('make a new business profile through both steps and land in it', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profiles');
  await page.getByRole('link', { name: '비즈프로필 만들기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '비즈프로필 만들기' })).toBeVisible();
  await expect(page.getByText('1 / 2단계', { exact: false })).toBeVisible();

  // 다음 with nothing filled in says what is missing.
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('필수 항목이에요.').first()).toBeVisible();

  await page.getByRole('textbox', { name: '비즈니스 이름' }).fill('망원 꽃다발 공방');
  await expect(page.getByText('쓸 수 있는 이름이에요.')).toBeVisible();
  await pickByKeyboard(page, page.getByRole('combobox', { name: '업종' }), '꽃', '꽃집');
  await page.getByLabel('개인').check();
  await page.getByLabel('매장이 있어요').check();
  await pickByKeyboard(page, page.getByRole('combobox', { name: '가게 주소' }), '포은로 125', '포은로 125');
  await expect(page.getByRole('radio', { name: /^망원동 / })).toBeChecked();

  // Leaving and coming back keeps what was typed.
  await page.reload();
  await expect(page.getByText('만들던 비즈프로필을 이어서 만들고 있어요.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '비즈니스 이름' })).toHaveValue('망원 꽃다발 공방');

  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('2 / 2단계', { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: '전화번호' }).fill('02-333-4567');
  await page.getByRole('textbox', { name: '소개' }).fill('계절 꽃으로 꽃다발을 만들어요.');
  // A failed save keeps what was typed, and 다시 시도 sends it.
  await page.evaluate(() =>
    window.__dongneMocks!.faults.add({
      operation: 'business-account.createBusinessAccountStep2',
      status: 500,
      times: 1,
    }),
  );
  await page.getByRole('button', { name: '만들기 마치기' }).click();
  const failure = page.getByRole('alert').filter({ has: page.getByRole('button', { name: '다시 시도' }) });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('textbox', { name: '전화번호' })).toHaveValue('02-333-4567');
  await expect(page.getByRole('textbox', { name: '소개' })).toHaveValue('계절 꽃으로 꽃다발을 만들어요.');
  await failure.getByRole('button', { name: '다시 시도' }).click();
  await expectToast(page, '비즈프로필을 만들었어요.');
  await expect(page).toHaveURL(/\/profile\/[0-9]+\/register\/extra$/);
  await expect(page.getByRole('heading', { level: 1, name: '추가 정보 입력' })).toBeVisible();
  const newId = /\/profile\/([0-9]+)\//.exec(page.url())![1]!;

  await page.getByRole('textbox', { name: '홍보 문구' }).fill('첫 주문 꽃다발 10% 할인');
  await page.getByRole('button', { name: '저장하고 시작하기' }).click();
  await expectToast(page, '추가 정보를 저장했어요.');
  await expect(page).toHaveURL(new RegExp(`/profile/${newId}(/|$)`));
  // The new account is the one shown in the account switcher.
  await expect(page.getByText('망원 꽃다발 공방').first()).toBeVisible();
  expect(consoleErrors.filter((error) => !error.includes('status of 500'))).toEqual([]);
});

test('making a profile: a taken name holds 다음, a look-alike nearby only warns, an inspected category lists its documents', async ({
  page,
}) => {
  await page.goto('/profile/create');
  const name = page.getByRole('textbox', { name: '비즈니스 이름' });
  await name.fill('한끼분식');
  await expect(page.getByText('이미 다른 비즈프로필이 쓰는 이름이에요.')).toBeVisible();

  // A category that needs the business inspection says what to prepare.
  await pickByKeyboard(page, page.getByRole('combobox', { name: '업종' }), '공인중개', '공인중개사사무소');
  await expect(
    page.getByText(/이 업종은 사업자 검수를 마쳐야 손님에게 보여요\. 준비할 서류: 사업자등록증, 중개사무소 등록증/),
  ).toBeVisible();
  await page.getByLabel('사업자').check();
  await page.getByLabel('매장이 있어요').check();
  await pickByKeyboard(page, page.getByRole('combobox', { name: '가게 주소' }), '포은로 125', '포은로 125');

  const step1Calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/step1'))
      step1Calls.push(request.url());
  });
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('이미 다른 비즈프로필이 쓰는 이름이에요.').first()).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(step1Calls).toEqual([]);
  await expect(page.getByText('1 / 2단계', { exact: false })).toBeVisible();

  // A name like the café's a few doors away: a warning, and 다음 goes on.
  await name.fill('동네커피 포은점');
  await expect(page.getByText(/근처에 이름이 비슷하거나 주소가 같은 동네 프로필이 있어요: 동네커피\(/)).toBeVisible();
  await expect(page.getByText('이미 다른 비즈프로필이 쓰는 이름이에요.')).toHaveCount(0);
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('2 / 2단계', { exact: false })).toBeVisible();
  // Step 1 is a draft: nothing is made before the last step, and 이전 keeps what was typed.
  expect(step1Calls).toEqual([]);
  await page.getByRole('button', { name: '이전' }).click();
  await expect(page.getByText('1 / 2단계', { exact: false })).toBeVisible();
  await expect(name).toHaveValue('동네커피 포은점');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('2 / 2단계', { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: '전화번호' }).fill('02-333-4444');
  await page.getByRole('button', { name: '만들기 마치기' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/register\/extra$/);
  expect(step1Calls).toHaveLength(1);
});
