/**
 * Every route of the spec's route checklist (tests/spec/routes.tsv) in the shell and notices areas
 * renders a page of its own, without console errors, on the demo backend.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './helpers';

/** Routes of the checklist the shell does not build yet: none left. */
const NOT_BUILT = new Set<string>([]);

const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  baId: '101',
  type: 'unified',
  version: '2024-03-01',
  category: 'food',
};

function shellRoutes(): string[] {
  const text = readFileSync(join(import.meta.dirname, '..', 'spec', 'routes.tsv'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t'))
    .filter(([, area = '', kind = '']) => kind.startsWith('shell') || area === 'notices')
    .flatMap(([route = '']) => {
      const choice = /\{([a-z-]+(?:\|[a-z-]+)+)\}/.exec(route);
      return choice ? choice[1]!.split('|').map((value) => route.replace(choice[0], value)) : [route];
    })
    .filter((route) => !NOT_BUILT.has(route));
}

for (const route of shellRoutes()) {
  test(`${route} renders without console errors`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/notice');
    await page.waitForFunction(() => window.__dongneMocks !== undefined);
    const noticeId = await page.evaluate(() => String(window.__dongneMocks!.db.state.notice.notices[0]!.id));
    const url = route.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'noticeId' ? noticeId : SAMPLE_PARAMS[name]!,
    );
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('페이지를 찾을 수 없어요.')).toHaveCount(0);
    await expect(page.locator('body')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });
}
