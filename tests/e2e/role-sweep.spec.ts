/**
 * Every account route as 관리자 and as 멤버 of 101 (issue 39); the route sweep opens them as the
 * 대표 관리자. Signed in through 데모 도구's 사람 바꾸기, as a tester would, each route is opened in
 * the app and must show either its own page or the no-access state:
 * - the no-access state says who may and whom to ask, and the side navigation does not offer it;
 * - its own page makes no call the role is refused (no 403, no error state), and a form whose save
 *   the schemas refuse the role (x-roles, generated/permissions.ts) does not offer its save.
 * The issue's own examples are written out below, so a wrong table cannot pass for right.
 */
import { expect, test, type Page } from '@playwright/test';
import { operationRoles } from '../../generated/permissions';
import { patience } from '../../scripts/lib/patience';
import { scanLoginQr } from './helpers';
import { addressOf, openInApp } from './sweep/address';
import { ROUTE_CASES, type RouteCase } from './sweep/cases';
import { checklistRoutes, declaredOutsideChecklist, declaredPatterns, type ChecklistRoute } from './sweep/checklist';
import { ownHeading, retryableErrors } from './sweep/checks';

type Role = 'ADMIN' | 'USER';
const LABEL: Readonly<Record<Role, string>> = { ADMIN: '관리자', USER: '멤버' };
const GATE = '권한이 없는 화면이에요';

/** The examples ("Done means"), by route pattern: refused (the no-access state) or its page. */
const EXPECTED: Readonly<Record<Role, Readonly<Record<string, 'refused' | 'page'>>>> = {
  USER: {
    '/profile/:baId/pickup/order': 'page',
    '/profile/:baId/pickup/menu': 'page',
    '/profile/:baId/review': 'page',
    '/profile/:baId/pickup/settlement': 'refused',
    '/profile/:baId/store/settlement': 'refused',
    '/profile/:baId/administrator': 'refused',
    '/profile/:baId/info/business-info': 'refused',
    '/profile/:baId/delete': 'refused',
  },
  ADMIN: {
    '/profile/:baId/pickup/settlement': 'page',
    '/profile/:baId/administrator': 'page',
    '/profile/:baId/delete': 'refused',
  },
};

const declared = declaredPatterns();
const accountRoutes = [...checklistRoutes(), ...declaredOutsideChecklist()].filter(
  (route, index, all) =>
    route.pattern.startsWith('/profile/:baId/') &&
    declared.has(route.pattern) &&
    ROUTE_CASES[route.pattern] !== undefined &&
    all.findIndex((other) => other.route === route.route) === index,
);

const mayCall = (role: Role, operation: string) => operationRoles[operation]?.includes(role) ?? true;

// Two halves per role: four tests the two workers share.
const HALVES = [accountRoutes.slice(0, accountRoutes.length / 2), accountRoutes.slice(accountRoutes.length / 2)];

test.describe.configure({ timeout: patience.e2eLongTestMs * 2 });

for (const role of ['USER', 'ADMIN'] as const)
  for (const [half, routes] of HALVES.entries())
    test(`as ${LABEL[role]} of 101, account routes ${half + 1}/2: its page or the no-access state`, async ({
      page,
    }) => {
      const state = await seedState(page);
      const addresses: string[] = [];
      for (const route of routes) addresses.push(await addressOf(route, state, page));
      await signInAs(page, role);

      const refused: string[] = [];
      for (const [index, route] of routes.entries()) {
        const routeCase = ROUTE_CASES[route.pattern]!;
        await test.step(route.route, async () => {
          const shown = await openAs(page, role, route, routeCase, addresses[index]!);
          if (shown === 'refused') refused.push(route.route);
          const expected = EXPECTED[role][route.pattern];
          if (expected) expect(shown, `${route.route} as ${LABEL[role]} (the issue's example)`).toBe(expected);
        });
      }
      test.info().annotations.push({
        type: 'roles',
        description: `${LABEL[role]}: ${routes.length - refused.length} pages, ${refused.length} refused (${refused.join(', ') || 'none'})`,
      });
    });

async function seedState(page: Page): Promise<DemoMockState> {
  await page.goto('/maintenance');
  await page.waitForFunction(() => window.__dongneMocks !== undefined);
  return page.evaluate(() => window.__dongneMocks!.db.state);
}

/** 데모 도구 → 사람 바꾸기 → the seeded person of the role, then the login page's QR sign-in. */
async function signInAs(page: Page, role: Role) {
  await page.goto('/profile/101/pickup/order');
  await page.getByRole('button', { name: '데모 도구' }).click();
  const drawer = page.getByRole('dialog', { name: '데모 도구' });
  await drawer
    .getByRole('button', { name: new RegExp(`\\(${LABEL[role]}\\)$`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login/);
  await scanLoginQr(page);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens the route in the app and checks what it shows for the role. */
async function openAs(
  page: Page,
  role: Role,
  route: ChecklistRoute,
  routeCase: RouteCase,
  address: string,
): Promise<'refused' | 'page'> {
  const forbidden: string[] = [];
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() === 403) forbidden.push(new URL(response.url()).pathname);
  };
  page.on('response', onResponse);
  try {
    // The last route's headings are marked: a gate still standing from it is not this route's.
    await page.evaluate(() => document.querySelectorAll('h1').forEach((heading) => (heading.dataset.sweepStale = '')));
    await openInApp(page, address + (routeCase.search ?? ''));
    const gate = page.getByRole('heading', { level: 1, name: GATE }).and(page.locator(':not([data-sweep-stale])'));
    await expect(gate.or(ownHeading(page, routeCase))).toBeVisible();
    await settled(page);
    if (await gate.isVisible()) {
      await expect(
        page.getByText(new RegExp(`^${LABEL[role]}는 .+ 수 없어요\\. .+에게 요청해 주세요\\.$`)),
      ).toBeVisible();
      const navigation = page.getByRole('navigation').filter({ has: page.getByRole('link') });
      expect(await navigation.locator(`a[href="${address}"]`).count(), `${route.route} in the navigation`).toBe(0);
      return 'refused';
    }
    expect(forbidden, `${route.route}: calls refused to ${LABEL[role]} on its own page`).toEqual([]);
    expect(await retryableErrors(page).count(), `${route.route}: error states`).toBe(0);
    const form = routeCase.form;
    if (form && !mayCall(role, form.saveCall)) {
      const save = page.getByRole('button', { name: form.submit });
      const offered = (await save.count()) > 0 && (await save.first().isEnabled());
      expect(offered, `${route.route}: its save (${form.saveCall}) offered to ${LABEL[role]}`).toBe(false);
    }
    return 'page';
  } finally {
    page.off('response', onResponse);
  }
}

/** The page's calls are over: the mock's log has not grown for a moment. */
async function settled(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const count = await page.evaluate(() => window.__dongneMocks!.faults.calls().length);
        const still = count === last;
        last = count;
        return still;
      },
      { intervals: [150, 150, 250] },
    )
    .toBe(true);
}
