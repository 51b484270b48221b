/**
 * A merchant's business inspection (issue 15). 성산 튼튼의원 has not started: it goes through the six
 * steps (a number another profile has is refused, its own passes; a PDF is refused as a photo; the
 * clinic's extra form from input nodes), sends the request, and the demo inspector rejects it:
 * the reason's link opens the page that fixes it. 합정 꽃배달 left in the middle: what it typed is
 * saved, leaving with unsaved typing asks, and 이어서 하기 resumes at the first open step.
 * 연희 엄마반찬 was rejected: every page's notice links to the inspection, where the reason is
 * explained with its link.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './shared-page';
import { chooseOption, closeDemoTools, collectConsoleErrors, expectToast } from './helpers';
import { axeViolations } from './sweep/checks';

const PHOTO = { name: '사업자등록증.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgo=', 'base64') };
const PDF = { name: '사업자등록증.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') };

/** The demo account's id by its name, from the running mock. */
async function accountId(page: Page, name: string): Promise<number> {
  await page.goto('/maintenance');
  await page.waitForFunction(() => window.__dongneMocks !== undefined);
  return page.evaluate((wanted) => {
    // The business-account slice is not in DemoMockState (globals.d.ts): only this test reads it.
    const state = window.__dongneMocks!.db.state as unknown as {
      businessAccount: { accounts: { id: number; name: string }[] };
    };
    return state.businessAccount.accounts.find((account) => account.name === wanted)!.id;
  }, name);
}

const next = (page: Page) => page.getByRole('button', { name: '저장하고 다음' });

test('a clinic goes through every step, sends the request, and fixes what the inspector rejected', async ({ page }) => {
  const id = await accountId(page, '성산 튼튼의원');
  const consoleErrors = collectConsoleErrors(page);
  await page.goto(`/profile/${id}/inspection`);
  await expect(page.getByRole('heading', { name: '사업자 검수를 시작하지 않았어요' })).toBeVisible();
  await page.getByRole('link', { name: '검수 시작하기' }).click();

  // 1. The profile as customers see it, confirmed.
  await expect(page.getByRole('heading', { level: 1, name: '비즈프로필 정보 확인' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('definition').filter({ hasText: '성산 튼튼의원' })).toBeVisible();
  await next(page).click();
  await expect(page.getByText('비즈프로필 정보가 사업자등록증과 같은지 확인하고 체크해 주세요.').first()).toBeVisible();
  await page.getByRole('checkbox', { name: '비즈프로필 정보가 사업자등록증과 같아요' }).check();
  await next(page).click();

  // 2. Another profile's number is refused; the clinic's own passes.
  await expect(page.getByRole('heading', { level: 1, name: '사업자등록번호' })).toBeVisible();
  const number = page.getByLabel('사업자등록번호', { exact: true });
  await number.fill('1051234564');
  await next(page).click();
  await expect(page.getByText(/이미 다른 비즈프로필에 등록된 번호예요/)).toBeVisible();
  await expect(page).toHaveURL(/\/inspection\/business-number$/);
  await number.fill('2149012348');
  await page.getByRole('button', { name: '사업자등록번호 조회' }).click();
  await expect(page.getByText('이 비즈프로필에 등록된 사업자등록번호예요.')).toBeVisible();
  await next(page).click();

  // 3. The type the tax service knows is chosen already.
  await expect(page.getByRole('heading', { level: 1, name: '사업자 정보' })).toBeVisible();
  await expect(page.getByText('면세사업자')).toBeVisible();
  await next(page).click();

  // 4. A PDF is refused before anything is sent; a photo is kept.
  await expect(page.getByRole('heading', { level: 1, name: '사업자등록증' })).toBeVisible();
  const certificate = page.locator('#root_businessRegistrationImageUrls');
  await certificate.locator('input[type=file]').setInputFiles(PDF);
  await expect(
    page.getByRole('alert').filter({ hasText: 'JPG, PNG, WEBP, HEIC 사진만 올릴 수 있어요.' }),
  ).toBeVisible();
  await certificate.locator('input[type=file]').setInputFiles(PHOTO);
  // Stored, not only on its way (a photo being sent shows as a card of its own).
  await expect(certificate.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await next(page).click();

  // 5. No mail-order registration: said so.
  await expect(page.getByRole('heading', { level: 1, name: '통신판매업 신고번호' })).toBeVisible();
  await next(page).click();
  await expect(page.getByRole('alert').filter({ hasText: '통신판매업 신고번호를 입력하거나' })).toBeVisible();
  await page.getByRole('checkbox', { name: '통신판매업 신고를 하지 않았어요' }).check();
  await next(page).click();

  // 6. The clinic's form, built from its input nodes.
  await expect(page.getByRole('heading', { level: 1, name: '추가 정보' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '의원 추가 정보' })).toBeVisible();
  const save = page.getByRole('button', { name: '저장하고 확인하기' });
  await save.click();
  await expect(page.getByText('확인하고 체크해 주세요.').first()).toBeVisible();
  await page.getByLabel('의료기관 개설신고 번호').fill('마포-의원-2023-0142');
  await page.getByLabel('의사 수').fill('2');
  await page.locator('#root_licenseImages input[type=file]').setInputFiles(PHOTO);
  await expect(page.locator('#root_licenseImages .ant-upload-list-item-done')).toHaveCount(1);
  await page.getByRole('checkbox', { name: '의료광고 심의 기준을 지킬게요' }).check();
  await save.click();

  // The review, then the request.
  await expect(page.getByRole('heading', { level: 1, name: '확인하고 검수 요청하기' })).toBeVisible();
  const summary = page.getByLabel('요청 내용');
  await expect(summary).toContainText('214-90-12348');
  await expect(summary).toContainText('면세사업자');
  await expect(summary).toContainText('신고하지 않았어요.');
  await expect(summary).toContainText('마포-의원-2023-0142');
  await page.getByRole('button', { name: '검수 요청하기' }).click();
  await expect(page.getByRole('heading', { name: '검수를 요청했어요' })).toBeVisible();
  await page.getByRole('link', { name: '검수 현황 보기' }).click();
  await expect(page.getByRole('heading', { name: '요청한 내용을 검수하고 있어요' })).toBeVisible();

  // The inspector sends it back: the reason says what to do and links to the photo step.
  await page.getByRole('button', { name: '데모 도구' }).click();
  const drawer = page.getByRole('dialog', { name: '데모 도구' });
  const section = drawer.locator('section').filter({ has: page.getByRole('heading', { name: '비즈프로필 검수' }) });
  await chooseOption(
    page,
    section.locator('label').filter({ hasText: '검수 결과' }).locator('.ant-select'),
    '반려 · 사업자등록증 오류',
  );
  await section.getByRole('button', { name: '검수 결과 보내기' }).click();
  await expectToast(page, '검수를 반려했어요.');
  await closeDemoTools(page);
  await expect(page.getByRole('heading', { name: '검수가 반려되었어요' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '사업자등록증을 확인할 수 없어요' })).toBeVisible();
  await page.getByRole('link', { name: '사업자등록증 다시 올리기' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${id}/inspection/business-registration-image$`));
  await expect(page.locator('#root_businessRegistrationImageUrls .ant-upload-list-item')).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('a merchant who left in the middle finds what was saved and resumes where it stopped', async ({ page }) => {
  const id = await accountId(page, '합정 꽃배달');
  await page.goto(`/profile/${id}/inspection`);
  await expect(page.getByRole('heading', { name: '검수 요청을 작성하고 있어요' })).toBeVisible();
  await page.getByRole('link', { name: '이어서 하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${id}/inspection/business-info$`));
  // The type the number's lookup found when step 2 was saved is chosen.
  await expect(page.getByRole('main').getByText('일반과세자')).toBeVisible();

  // The number saved last time is there.
  const steps = page.getByRole('navigation', { name: '검수 요청 단계' });
  await steps.getByRole('link', { name: /사업자등록번호/ }).click();
  await expect(page.getByLabel('사업자등록번호', { exact: true })).toHaveValue('1050123455');

  // Typing, then leaving, asks first; 임시 저장 keeps it through a reload.
  await steps.getByRole('link', { name: /통신판매업 신고번호/ }).click();
  const mailOrder = page.getByLabel('통신판매업 신고번호', { exact: true });
  await mailOrder.fill('2022-서울마포-0456');
  await steps.getByRole('link', { name: /추가 정보/ }).click();
  const leave = page.getByRole('dialog', { name: '저장하지 않은 내용이 있어요. 페이지를 나갈까요?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: '계속 작성' }).click();
  await expect(mailOrder).toHaveValue('2022-서울마포-0456');
  await page.getByRole('button', { name: '임시 저장' }).click();
  await expectToast(page, '임시 저장했어요.');
  await page.reload();
  await expect(page.getByLabel('통신판매업 신고번호', { exact: true })).toHaveValue('2022-서울마포-0456');

  // Back on the status page, 이어서 하기 still starts at the first step not finished.
  await page.getByRole('link', { name: '← 검수 현황' }).click();
  await expect(page.getByText('이어서 할 단계')).toBeVisible();
  await page.getByRole('link', { name: '이어서 하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${id}/inspection/business-info$`));
});

test('a rejected request explains its reason and links to where it is fixed', async ({ page }) => {
  const id = await accountId(page, '연희 엄마반찬');
  // Every page of the account says so above the page and links to the inspection.
  await page.goto(`/profile/${id}/administrator`);
  const notice = page.getByRole('region', { name: '계정 알림' });
  await expect(notice).toContainText('사업자 검수가 반려되었어요.');
  expect(await axeViolations(page)).toEqual([]);
  await notice.getByRole('link', { name: '반려 사유 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${id}/inspection$`));
  await expect(page.getByRole('heading', { name: '검수가 반려되었어요' })).toBeVisible();
  // The inspection page explains it itself.
  await expect(notice).toHaveCount(0);
  // The rejected change of name is explained as such, and fixed on 기본 정보.
  const profileInfo = page.getByRole('region', {
    name: '프로필 정보 검수 반려 사유: 바꾸려는 정보에 쓸 수 없는 내용이 있어요',
  });
  await expect(profileInfo).toContainText('이름에 광고 문구를 넣을 수 없어요.');
  await expect(profileInfo.getByRole('link', { name: '기본 정보 고치기' })).toHaveAttribute(
    'href',
    `/profile/${id}/info/base-info`,
  );
  const reason = page.getByRole('region', { name: '반려 사유: 입력한 정보가 사업자등록증과 달라요', exact: true });
  await expect(reason).toContainText('입력한 개업일과 사업자등록증의 개업일이 달라요.');
  await expect(reason).toContainText('요청 내용을 사업자등록증과 비교해 고친 뒤 다시 요청해 주세요.');
  await reason.getByRole('link', { name: '요청 내용 고치기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '확인하고 검수 요청하기' })).toBeVisible();
  await expect(page.getByText(/지난 요청은 반려되었어요: 입력한 개업일과/)).toBeVisible();
  await page.getByRole('link', { name: '개업일 수정' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${id}/inspection/dynamic$`));
  // The review page stays up until the step has loaded: its answer rows carry the same labels.
  await expect(page.getByRole('heading', { level: 1, name: '추가 정보' })).toBeVisible();
  await expect(page.getByLabel('간판에 적힌 상호')).toHaveValue('연희 엄마반찬');
});

test('an approved account reads as approved, and a request under review shows what was sent', async ({ page }) => {
  await page.goto('/profile/101/inspection');
  await expect(page.getByRole('heading', { name: '사업자 검수가 끝났어요' })).toBeVisible();
  // No steps "to fill in" once approved: a new request is offered, from the first step.
  await expect(page.getByText('작성 전')).toHaveCount(0);
  await page.getByRole('link', { name: '새로 검수 요청하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '비즈프로필 정보 확인' })).toBeVisible();
  await expect(page.getByText('사업자 검수는 승인되어 있어요.')).toBeVisible();

  await page.goto('/profile/102/inspection');
  await expect(page.getByRole('heading', { name: '요청한 내용을 검수하고 있어요' })).toBeVisible();
  await page.getByRole('link', { name: '요청 내용 보기' }).click();
  await expect(page.getByRole('heading', { name: '검수를 요청했어요' })).toBeVisible();
  const summary = page.getByLabel('요청 내용');
  await expect(summary.getByRole('definition').first()).toBeVisible();
  await expect(summary.getByRole('link', { name: /수정$/ })).toHaveCount(0);
});

test('the business-number check says each answer: valid, the tax service down, invalid, taken', async ({ page }) => {
  const id = await accountId(page, '성산 튼튼의원');
  await page.goto(`/profile/${id}/inspection/business-number`);
  const number = page.getByLabel('사업자등록번호', { exact: true });
  const lookUp = page.getByRole('button', { name: '사업자등록번호 조회' });

  await number.fill('2208112341');
  await lookUp.click();
  await expect(page.getByText('정상 영업 중인 사업자로 확인되었어요.')).toBeVisible();
  await number.fill('1234567890');
  await lookUp.click();
  await expect(page.getByText(/국세청에서 확인되지 않는 번호예요/)).toBeVisible();
  await number.fill('1051234564');
  await lookUp.click();
  await expect(page.getByText(/이미 다른 비즈프로필에 등록된 번호예요/)).toBeVisible();
  await next(page).click();
  await expect(page).toHaveURL(/\/inspection\/business-number$/);

  // The tax service is down: a warning, and the merchant may go on (the inspector checks by hand).
  await number.fill('9991234567');
  await lookUp.click();
  await expect(page.getByText(/지금은 국세청 조회가 잠시 안 돼요/)).toBeVisible();
  await next(page).click();
  await expect(page).toHaveURL(/\/inspection\/business-info$/);
});
