/**
 * Every touch target fits a finger (issue 41; docs/decisions/touch-targets.md): on a touch screen, a
 * phone (390 px) and a counter tablet (820 px), every drawn button, link, input, switch, checkbox,
 * radio and tab of the order board (its dialogs and drawers too), the review list and the store's
 * order list is at least 44×44 px and 8 px from its neighbours. One page load per route and width,
 * one measuring call per screen; a failure names every offender (role, name, size, what is wrong).
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { settled } from './helpers';
import { measureTouchTargets, type TouchOffender } from './touch-measure';

/** WCAG 2.5.5's target size, and the room between two targets. */
const RULES = { min: 44, gap: 8 };

async function touchPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    ...test.info().project.use,
    viewport: { width, height: width < 600 ? 844 : 1180 },
    hasTouch: true,
  });
  return context.newPage();
}

const listed = (offenders: readonly TouchOffender[]) =>
  offenders
    .map(({ name, role, width, height, problem }) => `${role} "${name}" ${width}×${height}: ${problem}`)
    .join('\n');

/** Measures the screen as it is now; a soft failure, so every screen of the route reports its offenders. */
async function expectFingerSized(page: Page, screen: string) {
  // A still screen: the new-order notice slides in and out (0.2 s), and half-way it is beside anything.
  await page.waitForFunction(() => !document.getAnimations().some((motion) => motion instanceof CSSTransition));
  const { count, offenders } = await page.evaluate(measureTouchTargets, RULES);
  expect(count, `${screen}: targets found`).toBeGreaterThan(0);
  expect.soft(listed(offenders), `${screen}: ${offenders.length} problems among ${count} targets`).toBe('');
}

/** Opens an overlay (a dialog, a drawer), measures it once its motion is over, and closes it. */
async function expectOverlayFingerSized(page: Page, screen: string, overlay: Locator, close: string) {
  await settled(overlay);
  await expectFingerSized(page, screen);
  // The ✕ in the title comes first (the cancel dialog's footer has a 닫기 too).
  await overlay.getByRole('button', { name: close, exact: true }).first().click();
  await expect(overlay).toBeHidden();
}

for (const width of [390, 820]) {
  test(`every target fits a finger at ${width} px: the board, the reviews, the store's orders`, async ({ browser }) => {
    const page = await touchPage(browser, width);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'a coarse pointer').toBe(true);

    await page.goto('/profile/101/pickup/order');
    const waiting = page.getByRole('region', { name: '신규 주문 목록' }).getByRole('article');
    await expect(waiting.first()).toBeVisible();
    await expectFingerSized(page, 'board 신규');
    await waiting.first().getByRole('button', { name: '접수', exact: true }).click();
    await expect(page.getByRole('button', { name: '이 시간으로 접수' })).toBeEnabled();
    // Minutes are typed on the number pad, not the Korean keyboard.
    await expect(page.getByRole('spinbutton', { name: '직접 입력(분)' })).toHaveAttribute('inputmode', 'numeric');
    await expectOverlayFingerSized(page, 'board 접수', page.locator('.ant-modal'), '닫기');
    await waiting.first().getByRole('button', { name: '취소', exact: true }).click();
    await page.getByRole('radio', { name: '직접 입력' }).check();
    await expectOverlayFingerSized(page, 'board 취소', page.locator('.ant-modal'), '닫기');

    await page.getByRole('tab', { name: /^진행 중/ }).click();
    const ongoing = page.getByRole('region', { name: '진행 중인 주문 목록' }).getByRole('article');
    await expect(ongoing.first()).toBeVisible();
    await expectFingerSized(page, 'board 진행 중');
    await ongoing
      .first()
      .getByRole('button', { name: /^상세 보기/ })
      .click();
    const drawer = page.locator('.ant-drawer-open .ant-drawer-content-wrapper');
    await expect(page.getByRole('dialog', { name: /^주문 \d/ }).getByText('결제 금액')).toBeVisible();
    await expectOverlayFingerSized(page, 'board 주문 상세', drawer, '닫기');

    await page.getByRole('tab', { name: /^오늘 픽업 완료/ }).click();
    await expect(page.getByRole('region', { name: '지난 주문 목록' }).getByRole('article').first()).toBeVisible();
    await expectFingerSized(page, 'board 오늘 픽업 완료');
    await page.getByRole('button', { name: '영업 관리 · 품절' }).click();
    await expect(page.getByRole('switch').first()).toBeVisible();
    await expectOverlayFingerSized(page, 'board 영업 관리', drawer, '영업 관리 닫기');

    await page.goto('/profile/101/review');
    await expect(page.getByRole('button', { name: /^답글 수정/ }).first()).toBeVisible();
    await expectFingerSized(page, 'reviews');

    await page.goto('/profile/101/order');
    await expect(page.getByRole('checkbox', { name: /^주문 .+ 선택$/ }).first()).toBeVisible();
    await expectFingerSized(page, "store's orders");
    await page.context().close();
  });
}
