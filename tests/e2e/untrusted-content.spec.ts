/**
 * Script-bearing and layout-breaking text in the data (src/mocks/hostile, issue 8): on every screen
 * that shows it, nothing runs, no link leads anywhere but a console page or an https address, and
 * the page keeps its width at 1280 px.
 */
import { test as base, expect, type Page } from '@playwright/test';

/** Every page comes with the list of dialogs its scripts opened (each one dismissed). */
const test = base.extend<{ dialogs: string[] }>({
  dialogs: async ({ page }, provide) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await provide(dialogs);
  },
});

test.use({ viewport: { width: 1280, height: 800 } });

interface Hostile {
  noticeId: number;
  couponIds: number[];
  menuId: number;
}

/** Seeds the corpus into this context's demo data; returns the ids of the rows that carry it. */
async function seedHostile(page: Page): Promise<Hostile> {
  await page.goto('/maintenance');
  await page.waitForFunction(() => window.__dongneMocks !== undefined);
  return page.evaluate(() => {
    const mocks = window.__dongneMocks!;
    const before = new Set(mocks.db.state.coupon.boxes.map((box) => box.id));
    mocks.seedHostile();
    const state = mocks.db.state;
    return {
      noticeId: state.notice.notices[0]!.id,
      couponIds: state.coupon.boxes.filter((box) => !before.has(box.id)).map((box) => box.id),
      menuId: state.pickup.stores['101']!.menus[0]!.id,
    };
  });
}

/** Nothing ran, no unsafe link, no sideways scroll. */
async function expectUnharmed(page: Page, dialogs: string[]) {
  expect(dialogs, 'dialogs opened by page scripts').toEqual([]);
  expect(await page.evaluate(() => window.__pwned), 'window.__pwned').toBeUndefined();
  const unsafe = await page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .map((anchor) => (anchor as HTMLAnchorElement).href)
      .filter((href) => {
        const url = new URL(href);
        return url.origin !== location.origin && url.protocol !== 'https:';
      }),
  );
  expect(unsafe, 'links that are neither console pages nor https').toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page wider than the window').toBeLessThanOrEqual(0);
}

test('a notice written as hostile HTML is shown sanitized, and its links are safe', async ({ page, dialogs }) => {
  const hostile = await seedHostile(page);
  await page.goto('/notice');
  await expect(page.getByRole('link', { name: /<img src=x onerror/ }).first()).toBeVisible();
  await expectUnharmed(page, dialogs);

  await page.goto(`/notice/detail/${hostile.noticeId}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: '이벤트 안내' })).toBeVisible();
  const content = article.locator('.rich-text');
  await expect(content.locator('img, script, iframe, svg, [onclick], [style]')).toHaveCount(0);
  // The javascript:, data:, http: and //host links are plain text; the https one opens a new tab.
  await expect(article.getByText('혜택 받기')).toBeVisible();
  await expect(article.getByRole('link', { name: '혜택 받기' })).toHaveCount(0);
  await expect(article.getByRole('link', { name: '자세히 보기' })).toHaveCount(0);
  const event = article.getByRole('link', { name: '이벤트 페이지' });
  await expect(event).toHaveAttribute('href', 'https://dongnemarket.com/event');
  await expect(event).toHaveAttribute('rel', 'noopener noreferrer');
  await article.getByText('혜택 받기').click();
  await expectUnharmed(page, dialogs);
});

test('hostile notifications are text, and their unsafe targets go nowhere', async ({ page, dialogs }) => {
  await seedHostile(page);
  await page.goto('/notifications');
  const first = page.getByText(/<img src=x onerror=.* 알림/).first();
  await expect(first).toBeVisible();
  await first.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/notifications');
  await expectUnharmed(page, dialogs);

  await page.goto('/profile/101/coupon');
  await page.getByRole('banner').getByRole('button', { name: /^알림/ }).click();
  const popup = page.getByRole('dialog', { name: /^알림/ });
  const hostileItem = popup.getByText(/<\/script><script>.* 알림/).first();
  await expect(hostileItem).toBeVisible();
  await hostileItem.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/profile/101/coupon');
  await expectUnharmed(page, dialogs);
});

test('hostile coupon names and descriptions keep the list and the detail intact', async ({ page, dialogs }) => {
  const hostile = await seedHostile(page);
  await page.goto('/profile/101/coupon');
  const table = page.getByRole('table', { name: '쿠폰 목록' });
  await expect(table.getByText(/<img src=x onerror=.*할인 쿠폰/)).toBeVisible();
  await expect(table.getByText(/^무료쿠폰ㅋㅋ/)).toBeVisible();
  await expectUnharmed(page, dialogs);
  // The long name wraps inside a column of ordinary width, and the row's actions stay in view.
  const longName = table.getByText(/^무료쿠폰ㅋㅋ/);
  expect((await longName.boundingBox())!.width).toBeLessThanOrEqual(400);
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: /^.*무료쿠폰ㅋㅋ/ })
      .getByRole('button', { name: /^발행 중지/ }),
  ).toBeInViewport();

  for (const id of hostile.couponIds) {
    await page.goto(`/profile/101/coupon/detail/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/<\/script><script>/).first()).toBeVisible();
    await expectUnharmed(page, dialogs);
  }
});

test('a hostile menu description stays text in the menu editor', async ({ page, dialogs }) => {
  const hostile = await seedHostile(page);
  await page.goto(`/profile/101/pickup/menu/${hostile.menuId}`);
  await expect(page.getByLabel('메뉴 설명', { exact: true })).toHaveValue(/^<svg onload=/);
  await expectUnharmed(page, dialogs);
});
