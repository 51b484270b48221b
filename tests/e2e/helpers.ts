import { expect, type Locator, type Page } from '@playwright/test';
import { isOwnWorkerUpdateCut } from './shared-page';

/** How long after a test navigates away a call the old page had under way may still be reported. */
const LEAVING_MS = 3_000;
/** How such a call fails: aborted, or passed on to the network, where the mock's hosts do not resolve. */
const LEAVING_FAILURES = /net::(ERR_FAILED|ERR_NAME_NOT_RESOLVED)/;

/**
 * Console errors and page errors collected during a test (a test may assert there are none).
 * One kind is left out: a call the page had under way when the test navigated away (the login
 * page's QR polling) fails as net::ERR_FAILED, or as ERR_NAME_NOT_RESOLVED when it reaches the
 * network, because the mock's service worker stops answering for a page that is unloading. A real
 * backend would answer it; a failed call that matters shows in the page, where tests look for it.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  let leftAt = -Infinity;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) leftAt = Date.now();
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const cut = LEAVING_FAILURES.test(message.text()) && Date.now() - leftAt < LEAVING_MS;
    if (!cut) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (!isOwnWorkerUpdateCut(error.message)) errors.push(error.message);
  });
  return errors;
}

/** Data rows of the list table (antd marks them with data-row-key). */
export function tableRows(page: Page, name: string) {
  return page.getByRole('table', { name }).locator('tbody tr[data-row-key]');
}

/** The newest toast with `text` (one from a moment ago may still be fading out beside it). */
export async function expectToast(page: Page, text: string) {
  try {
    await expect(page.getByTestId('toast').filter({ hasText: text }).last()).toBeVisible();
  } catch (error) {
    // CI prints only the error: let it say what the page said instead (a refusal, a failed call).
    if (error instanceof Error) error.message += `\n\nWhat the page says instead: ${await pageMessages(page)}`;
    throw error;
  }
}

/** The toasts and alerts on the page, for a failure's message. */
async function pageMessages(page: Page): Promise<string> {
  const texts = await page
    .getByTestId('toast')
    .or(page.getByRole('alert'))
    .allInnerTexts()
    .catch(() => []);
  const said = texts.map((text) => text.trim()).filter(Boolean);
  return said.length > 0 ? said.map((text) => `「${text}」`).join(', ') : 'no toast or alert';
}

/** Types a KST date-time into an antd DatePicker and confirms it. */
export async function pickDateTime(page: Page, label: string, value: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/**
 * Waits until an element's CSS transitions and animations (antd's motions) have finished. A motion
 * first marks the element (`ant-zoom-appear`, `…-enter`) and starts its animation a frame or more
 * later, so the marks must be gone too: on a busy CI core a dialog was measured at 9 px high,
 * before its zoom-in had begun.
 */
export async function settled(locator: Locator) {
  await expect(locator).not.toHaveClass(MOTION_MARKS);
  await locator.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
}

/**
 * Presses a button in a dialog or popconfirm that has just opened, once its opening motion is
 * over: a press computed while it zooms in can land beside the moving button, on the mask, which
 * closes the dialog (suspected in two CI flakes where a toast never came and nothing was said).
 */
export async function pressInOverlay(overlay: Locator, name: string) {
  await settled(overlay);
  await overlay.getByRole('button', { name }).click();
}

/** rc-motion's class names while a motion is on its way (appear, enter, leave and their steps). */
const MOTION_MARKS = /-(appear|enter|leave)(-|\s|$)/;

/**
 * Picks `label` in an antd Select. antd draws the visible options itself (the role=option ones are
 * a hidden accessibility list), and a click while the list is still sliding in can miss.
 */
export async function chooseOption(page: Page, select: Locator, label: string) {
  await select.click();
  const list = page.locator('.ant-select-dropdown:visible');
  await settled(list);
  await list.getByTitle(label, { exact: true }).click();
}

/**
 * Closes the demo tools by their 닫기 button. Escape closes them only while the focus is inside,
 * and a demo action that re-renders the page behind may leave the focus on the page.
 */
export async function closeDemoTools(page: Page) {
  const drawer = page.getByRole('dialog', { name: '데모 도구' });
  await drawer.getByRole('button', { name: '닫기' }).click();
  // The drawer is a dialog until its closing animation ends.
  await expect(drawer).toBeHidden();
}

/**
 * Signs in on the login page with 데모 도구's "QR 스캔 흉내", once the page shows its code (its
 * countdown): the pretend phone scans only a code the server already handed out, and the demo
 * tools button can appear before the page's request for one has been answered.
 */
export async function scanLoginQr(page: Page) {
  await expect(page.getByText(/^\d+초 남았어요\.$/)).toBeVisible();
  await page.getByRole('button', { name: '데모 도구' }).click();
  await page.getByRole('button', { name: 'QR 스캔 흉내' }).click();
}
