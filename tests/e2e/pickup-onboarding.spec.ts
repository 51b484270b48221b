/**
 * A merchant applies for pickup ordering (issue 12 §2). 한끼분식 (102) comes back to its application
 * from the kickoff: the setup opens on the step that was sent back, which is re-submitted with the
 * answers sent before (a new 영업신고증 photo); the last steps are done and the application is sent.
 * 옛날빵집 (103) starts from nothing: an unavailable category is explained, the terms are agreed to,
 * and a draft typed into the first step is saved by itself and is there again after a reload.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './shared-page';
import { chooseOption, collectConsoleErrors } from './helpers';

const PHOTO = { name: '영업신고증.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgo=', 'base64') };

function stepButton(page: Page, name: string) {
  return page.getByRole('navigation', { name: '입점 신청 단계' }).getByRole('button', { name: new RegExp(name) });
}

test('a rejected step is re-submitted with its answers kept, then the application is sent', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/102/pickup/kickoff');
  await expect(page.getByRole('heading', { level: 1, name: '픽업 주문 시작하기' })).toBeVisible();
  await page.getByRole('link', { name: '이어서 신청하기' }).click();

  // The setup opens on the step sent back, with the reason, its date and the answers sent before.
  await expect(page.getByRole('heading', { level: 1, name: '픽업 입점 신청' })).toBeVisible();
  await expect(stepButton(page, '가게 정보')).toHaveAttribute('aria-current', 'step');
  await expect(stepButton(page, '가게 정보')).toContainText('반려');
  await expect(page.getByText('반려 사유: 영업신고증 사진을 확인할 수 없어요', { exact: true })).toBeVisible();
  await expect(page.getByLabel('매장 이름')).toHaveValue('한끼분식 합정점');
  await expect(page.getByLabel('매장 전화번호')).toHaveValue('02-325-7788');
  const submit = page.getByRole('button', { name: '입점 신청하기' });
  await expect(submit).toBeDisabled();

  // A clear photo instead of the blurry one, then 다시 검수 요청.
  const certificate = page.locator('#root_restaurantCertificateImageUrls');
  await certificate.locator('.ant-upload-list-item').hover();
  await certificate
    .getByRole('button', { name: /삭제|remove|Remove|delete/i })
    .first()
    .click();
  await certificate.locator('input[type=file]').setInputFiles(PHOTO);
  // Stored, not only on its way (a photo being sent shows as a card of its own).
  await expect(certificate.locator('.ant-upload-list-item-done')).toHaveCount(1);
  // …and in the form's answers (the count is the field's value), before the request is sent.
  await expect(page.getByTestId('root_restaurantCertificateImageUrls-count')).toHaveText('1/10');
  await page.getByRole('button', { name: '다시 검수 요청' }).click();
  await expect(stepButton(page, '가게 정보')).toContainText('검수 중');
  await expect(page.getByLabel('매장 이름')).toHaveValue('한끼분식 합정점');

  await stepButton(page, '할인 리워드').click();
  await page.getByRole('checkbox', { name: '첫 주문 할인 리워드에 참여할게요' }).check();
  await page.getByRole('button', { name: '검수 요청' }).click();
  await expect(stepButton(page, '할인 리워드')).toContainText('검수 중');

  // Menus from a delivery app: the import's status is polled until it is done.
  await stepButton(page, '메뉴 등록').click();
  await page.getByRole('radio', { name: '배달 앱에 올린 메뉴를 가져올게요' }).check();
  await page.getByLabel('배달 앱 매장 주소').fill('https://baemin.me/hankki-hapjeong');
  await page.getByRole('button', { name: '메뉴 가져오기' }).click();
  await expect(page.getByText('메뉴를 가져오고 있어요.')).toBeVisible();
  await expect(page.getByText('메뉴를 가져왔어요.')).toBeVisible();

  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/profile\/102\/pickup\/setup\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: '입점 신청을 마쳤어요' })).toBeVisible();
  await expect(page.getByText(/입점 검수 중 · \d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 신청/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a new applicant checks the category, agrees to the terms, and finds a draft kept after a reload', async ({
  page,
}) => {
  await page.goto('/profile/103/pickup/kickoff');
  const category = page.locator('label').filter({ hasText: '가게 업종' }).locator('.ant-select');
  await chooseOption(page, category, '부동산 중개');
  await expect(page.getByText(/부동산 중개 업종은 아직 픽업 주문을 받을 수 없어요/)).toBeVisible();
  await expect(page.getByRole('link', { name: '약관 확인하고 신청하기' })).toHaveCount(0);
  await chooseOption(page, category, '베이커리');
  await expect(page.getByText('베이커리 업종은 픽업 주문을 받을 수 있어요.')).toBeVisible();
  await page.getByRole('link', { name: '약관 확인하고 신청하기' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '픽업 서비스 이용약관' })).toBeVisible();
  const start = page.getByRole('button', { name: '동의하고 입점 신청 시작하기' });
  await expect(start).toBeDisabled();
  await page.getByRole('checkbox', { name: /이용약관에 동의해요/ }).check();
  await start.click();

  await expect(page).toHaveURL(/\/profile\/103\/pickup\/setup/);
  await expect(stepButton(page, '사업자 등록 확인')).toHaveAttribute('aria-current', 'step');
  await page.getByLabel('사업자등록번호').fill('1018212345');
  await page.getByLabel('상호').fill('옛날빵집');
  await expect(page.getByText(/^임시 저장됨 \d{2}:\d{2}$/)).toBeVisible();

  await page.reload();
  await expect(stepButton(page, '사업자 등록 확인')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByLabel('사업자등록번호')).toHaveValue('1018212345');
  await expect(page.getByLabel('상호')).toHaveValue('옛날빵집');
});
