/**
 * Every route of the spec's checklist (tests/spec/routes.tsv), checked in Chromium on the demo
 * build (issue 8). A route the console declares must: render its own page without errors; have no
 * serious or critical axe-core violation; show a Korean error state with a working 다시 시도 under a
 * 500 and offline; keep what was typed through failed saves; and work by keyboard. A route the
 * console does not have yet is reported as missing (tests/e2e/sweep/reporter.ts counts them).
 */
import { expect } from '@playwright/test';
import { patience } from '../../scripts/lib/patience';
import { collectConsoleErrors } from './helpers';
import { expectSitemapServed } from './sweep/built-files';
import { addressOf } from './sweep/address';
import { ROUTE_CASES } from './sweep/cases';
import { checklistRoutes, declaredOutsideChecklist, declaredPatterns } from './sweep/checklist';
import { isOwnWorkerUpdateCut, test } from './shared-page';
import {
  axeViolations,
  expectAccountShown,
  expectAccountSwitchLeavesNothing,
  expectFaultsSurvived,
  expectFitsNarrowScreens,
  expectFormSurvivesFailedSaves,
  expectMainActionByKeyboard,
  expectOwnPage,
  failOwnCallsFromTheStart,
  faultName,
  FIRST_LOAD_FAULTS,
} from './sweep/checks';

const declared = declaredPatterns();
let seedState: DemoMockState | undefined;

// A route with a form goes through two page loads, two axe runs and four saves (one slow).
test.describe.configure({ timeout: patience.e2eLongTestMs });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/maintenance');
  await page.waitForFunction(() => window.__dongneMocks !== undefined);
  seedState = await page.evaluate(() => window.__dongneMocks!.db.state);
  await page.close();
});

for (const [index, route] of [...checklistRoutes(), ...declaredOutsideChecklist()].entries()) {
  if (!declared.has(route.pattern)) {
    test(`missing: ${route.route}`, () => {
      test.info().annotations.push({ type: 'sweep', description: 'missing' });
      test.skip(true, `the console has no ${route.pattern} yet (${route.area}, ${route.kind})`);
    });
    continue;
  }

  if (route.kind === 'static') {
    test(`route: ${route.route}`, async ({ request, page }) => {
      const { pages, opened } = await expectSitemapServed(request, page, route.route);
      const description = `file: XML, ${pages} public pages of ${opened} routes, one of each opened signed out`;
      test.info().annotations.push({ type: 'sweep', description });
    });
    continue;
  }

  test(`route: ${route.route}`, async ({ page }) => {
    const routeCase = ROUTE_CASES[route.pattern];
    expect(routeCase, `a case for ${route.pattern} in tests/e2e/sweep/cases.ts`).toBeDefined();
    if (!routeCase) return;
    const address = await addressOf(route, seedState!, page);
    const notes: string[] = [];

    // The first load is made under a failing server (every call of the route's own): one page
    // load for both the error states and the page as it comes back.
    const uncaught: string[] = [];
    page.on('pageerror', (error) => {
      if (!isOwnWorkerUpdateCut(error.message)) uncaught.push(error.message);
    });
    const fault = FIRST_LOAD_FAULTS[index % FIRST_LOAD_FAULTS.length]!;
    await test.step(`a Korean error state and a working 다시 시도 under ${faultName(fault)} and offline`, async () => {
      // The page's clock (shared-page.ts) runs on as usual; a form's slow save is moved past on it (checks.ts).
      await failOwnCallsFromTheStart(page, routeCase, fault);
      await test.step('first load', () => page.goto(address + (routeCase.search ?? '')));
      const { calls, violations } = await expectFaultsSurvived(page, routeCase);
      if (calls.length === 0) {
        expect(routeCase.noCalls, `${route.route} makes no call of its own: say why in its case`).toBeDefined();
        notes.push('faults: no calls of its own');
        return;
      }
      expect(violations, 'axe violations in the error state').toEqual([]);
      notes.push(`faults: ${calls.join(', ')} × ${faultName(fault)}, offline`);
    });

    await test.step('renders its own page, without errors', async () => {
      const errors = collectConsoleErrors(page);
      await expectOwnPage(page, routeCase, address);
      await page.waitForLoadState('networkidle');
      expect(errors, 'console errors once the server is back').toEqual([]);
      expect(uncaught, 'uncaught exceptions, from the first load on').toEqual([]);
    });

    await test.step('0 serious or critical axe-core violations', async () => {
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('fits a phone and a tablet: no sideways scroll, axe, the main action in reach', async () => {
      notes.push(await expectFitsNarrowScreens(page, routeCase));
    });

    const form = routeCase.form;
    if (form && route.pattern.startsWith('/profile/:baId')) {
      await test.step('a switch of account leaves nothing typed for the first account', async () => {
        await expectOwnPage(page, routeCase, address);
        notes.push(await expectAccountSwitchLeavesNothing(page, form, address));
        // Back on the route's own page for the form's checks: Back, as a merchant would (the
        // switch was a navigation of the app), without loading the app again.
        // Back is an in-page navigation: its address comes a moment later under load. A reload
        // made while it is on its way would land after the form's values are typed, and wipe them.
        await page.goBack();
        const back = await expect
          .poll(() => new URL(page.url()).pathname, { timeout: patience.e2eRoundMs })
          .toBe(address.split('?')[0])
          .then(
            () => true,
            () => false,
          );
        if (!back) await page.goto(address + (routeCase.search ?? ''));
        await expectAccountShown(page, /^\/profile\/(\d+)/.exec(address)![1]!);
      });
    }
    if (form) {
      await test.step('keeps every typed value through failed saves, then saves by keyboard', async () => {
        await expectOwnPage(page, routeCase, address);
        const cases = await expectFormSurvivesFailedSaves(page, form);
        notes.push(`form: ${cases} failed saves, nothing lost, then saved by Tab + Enter`);
      });
    } else {
      await test.step('the main action by keyboard', async () => {
        const action = routeCase.mainAction;
        if (!action) throw new Error(`${route.route}: a case needs a main action or a form`);
        if ('none' in action) {
          notes.push(`keyboard: no main action (${action.none})`);
          return;
        }
        // The page is settled (its calls were over before axe ran).
        await expectOwnPage(page, routeCase, address);
        await expectMainActionByKeyboard(page, action);
        notes.push('keyboard: main action by Tab + Enter');
      });
    }

    test.info().annotations.push({ type: 'sweep', description: notes.join('; ') });
  });
}
