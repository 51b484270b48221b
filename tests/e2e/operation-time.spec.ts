/**
 * A merchant fills in their opening hours (issue 14): a week by keyboard with Monday copied to the
 * weekdays, a break, a closed Saturday and a 24-hour Sunday, saved and still there after a reload;
 * a break outside the hours is refused in Korean with nothing typed lost. The profile-management
 * hub shows the onboarding quest's progress, and completing an item moves it.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './shared-page';
import { collectConsoleErrors, expectToast } from './helpers';

const PAGE = '/profile/101/operation-time';

async function typeTime(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
}

const saveCalls = (page: Page) =>
  page.evaluate(
    () =>
      window.__dongneMocks!.faults.calls().filter((call) => call.operation === 'business-account.updateOperationTimes')
        .length,
  );

test('fill a week by keyboard, copy Monday, save and find it after a reload', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: '영업시간 관리' })).toBeVisible();
  await expect(page.getByLabel('월요일 여는 시간', { exact: true })).toHaveValue('08:00');

  // Short forms are read on Tab: 1000 → 10:00, 2130 → 21:30; ↑ adds 30 minutes.
  await typeTime(page, '월요일 여는 시간', '1000');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('월요일 여는 시간', { exact: true })).toHaveValue('10:00');
  await expect(page.getByLabel('월요일 닫는 시간', { exact: true })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2130');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('월요일 닫는 시간', { exact: true })).toHaveValue('22:00');

  // A break: the add button by keyboard, the new start field takes the focus; Enter does not save.
  await page.getByRole('button', { name: '월요일 쉬는 시간 추가' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('월요일 쉬는 시간 1 시작', { exact: true })).toBeFocused();
  await page.keyboard.type('15');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1530');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('월요일 쉬는 시간 1 끝', { exact: true })).toHaveValue('15:30');
  expect(await saveCalls(page)).toBe(0);

  await page.getByRole('button', { name: '월요일 시간을 평일에 복사' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '화요일부터 금요일까지 복사했어요.' })).toBeAttached();
  await expect(page.getByLabel('금요일 닫는 시간', { exact: true })).toHaveValue('22:00');
  await expect(page.getByLabel('목요일 쉬는 시간 1 시작', { exact: true })).toHaveValue('15:00');

  // Saturday closed, Sunday open all day: arrow keys through the day's choices.
  const saturday = page.getByRole('radiogroup', { name: '토요일 영업 여부' });
  await saturday.getByRole('radio', { name: '영업' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(saturday.getByRole('radio', { name: '휴무' })).toBeChecked();
  const sunday = page.getByRole('radiogroup', { name: '일요일 영업 여부' });
  await sunday.getByRole('radio', { name: '영업' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(sunday.getByRole('radio', { name: '24시간' })).toBeChecked();
  await expect(page.getByLabel('일요일 여는 시간', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: '저장' }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, '저장했어요.');

  await page.reload();
  await expect(page.getByLabel('금요일 여는 시간', { exact: true })).toHaveValue('10:00');
  await expect(page.getByLabel('금요일 닫는 시간', { exact: true })).toHaveValue('22:00');
  await expect(page.getByLabel('수요일 쉬는 시간 1 끝', { exact: true })).toHaveValue('15:30');
  await expect(
    page.getByRole('radiogroup', { name: '토요일 영업 여부' }).getByRole('radio', { name: '휴무' }),
  ).toBeChecked();
  await expect(
    page.getByRole('radiogroup', { name: '일요일 영업 여부' }).getByRole('radio', { name: '24시간' }),
  ).toBeChecked();
  expect(consoleErrors).toEqual([]);
});

test('a break outside the hours is refused in Korean and keeps what was typed', async ({ page }) => {
  await page.goto(PAGE);
  await page.getByRole('button', { name: '화요일 쉬는 시간 추가' }).click();
  await typeTime(page, '화요일 쉬는 시간 1 시작', '20:30');
  await typeTime(page, '화요일 쉬는 시간 1 끝', '22:00');
  await page.getByRole('button', { name: '저장' }).click();

  const message = '화요일 쉬는 시간은 영업시간(08:00~21:00) 안이어야 해요.';
  await expect(page.getByRole('group', { name: '화요일' }).getByText(message)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.getByLabel('화요일 쉬는 시간 1 시작', { exact: true })).toHaveValue('20:30');
  await expect(page.getByLabel('화요일 쉬는 시간 1 끝', { exact: true })).toHaveValue('22:00');
  await expect(page.getByLabel('화요일 쉬는 시간 1 끝', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await saveCalls(page)).toBe(0);

  // Fixed by keyboard: the error goes and the save goes through.
  await typeTime(page, '화요일 쉬는 시간 1 끝', '2100');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: '화요일' }).getByText(message)).toHaveCount(0);
  await page.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '저장했어요.');
});

test('management shows the quest’s progress from the account’s rows and confirming the last item ends it', async ({
  page,
}) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/profile/101/management');
  await expect(page.getByRole('heading', { level: 1, name: '비즈프로필 관리' })).toBeVisible();
  const quest = page.getByRole('region', { name: '퀘스트' });
  await expect(quest.getByRole('heading', { name: '단골 맞이 준비하기' })).toBeVisible();
  // The account has coupons and posts: the quest counts them done from the rows.
  await expect(quest.getByRole('progressbar', { name: '단골 맞이 준비하기 7개 중 6개 완료' })).toBeVisible();
  const coupon = quest.getByRole('listitem').filter({ hasText: '쿠폰 만들기' });
  await expect(coupon.getByText('완료', { exact: true })).toBeVisible();
  const streak = quest.getByRole('listitem').filter({ hasText: '소식 연속 올리기' });
  await expect(streak.getByText('할 일')).toBeVisible();

  await quest.getByRole('button', { name: '소식 연속 올리기 완료 확인' }).click();
  // The last item: the quest is done and its reward issued.
  await expectToast(page, '퀘스트를 모두 마쳤어요. 보상: 광고 캐시 20,000원');
  await expect(quest.getByRole('button', { name: '소식 연속 올리기 완료 확인' })).toHaveCount(0);

  // The profile's parts link to their screens: the opening hours open from here.
  const profile = page.getByRole('region', { name: '프로필 채우기' });
  await expect(profile.getByText('프로필 완성도 100% · 8개 중 8개 완료')).toBeVisible();
  await profile.getByRole('link', { name: '영업시간 바꾸기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '영업시간 관리' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
