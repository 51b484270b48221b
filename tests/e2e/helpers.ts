import { expect, type Locator, type Page } from '@playwright/test';

/** Console errors and page errors collected during a test (a test may assert there are none). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Data rows of the list table (antd marks them with data-row-key). */
export function tableRows(page: Page, name: string) {
  return page.getByRole('table', { name }).locator('tbody tr[data-row-key]');
}

export async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId('toast').filter({ hasText: text })).toBeVisible();
}

/** Types a KST date-time into an antd DatePicker and confirms it. */
export async function pickDateTime(page: Page, label: string, value: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/** Waits until an element's CSS transitions and animations (antd's motions) have finished. */
export async function settled(locator: Locator) {
  await locator.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
}

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
