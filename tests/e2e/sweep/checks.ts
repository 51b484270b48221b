/** The sweep's checks, one function each, run in order on one route's page. */
import { createRequire } from 'node:module';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { patience } from '../../../scripts/lib/patience';
import type { FormCase, MainAction, RouteCase } from './cases';

/** rc-motion's class names while a motion is on its way (appear, enter, leave and their steps). */
const MOTION_MARKS = /-(appear|enter|leave)(-|\s|$)/;

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const HANGUL = /[가-힣]/;
const RETRY = '다시 시도';

/**
 * Shell calls every signed-in page makes (session, remote config, header, account list and access
 * log). A page's own calls are the others, unless its case names them.
 */
const SHELL_CALLS = new Set([
  'auth.getMyProfile',
  'config.getRemoteConfig',
  'auth.listMyBusinessAccounts',
  'auth.logBusinessAccountAccess',
  'notification.listNotifications',
  'notification.getNotificationLastAccess',
  'notification.recordNotificationLastAccess',
  'chat.getChatUnreadCount',
]);

/**
 * Calls the side navigation makes to fit the account (its store, its pickup membership): the page's
 * own data on the gated store and pickup screens, quiet in the navigation elsewhere (it then offers
 * only what every account has). A page whose only failed calls are these, with no error state on
 * it, has no calls of its own.
 */
const NAVIGATION_CALLS = new Set(['commerce.StoreInfo', 'pickup.getOnboardingApplication']);

export function ownHeading(page: Page, routeCase: RouteCase): Locator {
  return page.getByRole('heading', { level: 1, name: routeCase.heading });
}

/**
 * 1. The route's own page: its heading, at its own (or its redirect's) address, no 404 page, and
 * one main landmark (the layouts' content boxes are not a second <main>; issue 25).
 */
export async function expectOwnPage(page: Page, routeCase: RouteCase, address: string) {
  await expect(ownHeading(page, routeCase)).toBeVisible();
  expect(await page.getByRole('main').count(), 'main landmarks').toBe(1);
  const pathname = new URL(page.url()).pathname;
  if (routeCase.landsOn) expect(pathname).toMatch(routeCase.landsOn);
  else expect(pathname).toBe(address.split('?')[0]);
  // Checked once, now that the page's heading is there (an expect would poll for nothing).
  expect(await page.getByText('페이지를 찾을 수 없어요.').count(), 'the 404 page').toBe(0);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * 2. No serious or critical axe-core violation (WCAG 2.1 AA rules) in the page as it is now. Only
 * violations are collected in full (`resultTypes`): passes and inapplicable rules are not detailed.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  // An element whose motion has been marked but not started (rc-motion's -appear/-enter/-leave
  // classes, still at opacity 0 before its transition exists) is read by axe as faint text: a
  // field's help fading in failed the colour contrast on CI. Wait for every motion mark to go.
  await expect
    .poll(
      () =>
        page.evaluate((source) => {
          const marks = new RegExp(source);
          return [...document.querySelectorAll('[class]')].filter((element) =>
            marks.test(element.getAttribute('class') ?? ''),
          ).length;
        }, MOTION_MARKS.source),
      { message: 'elements still in an opening or closing motion' },
    )
    .toBe(0);
  const violations = await page.evaluate(async (tags) => {
    // Colours read mid-transition (a button turning enabled) are neither the old nor the new ones:
    // let finite transitions and animations end first (spinners loop forever and are not awaited;
    // a scroll-driven one, a pinned column's edge, follows the scroll and never ends).
    const finite = document
      .getAnimations()
      .filter((a) => a.timeline === document.timeline && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  }, WCAG_21_AA);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${violation.help}`,
      ),
    );
}

/** The calls the page made for itself since the mock's log was last cleared. */
export async function pageCalls(page: Page, routeCase: RouteCase): Promise<string[]> {
  const calls = await page.evaluate(() => window.__dongneMocks!.faults.calls().map((call) => call.operation));
  const own = new Set(calls.filter((call) => !SHELL_CALLS.has(call) || routeCase.pageCalls?.includes(call)));
  return [...own].sort();
}

export async function addFaults(page: Page, rules: readonly Record<string, unknown>[]) {
  await page.evaluate((each) => each.forEach((rule) => window.__dongneMocks!.faults.add(rule)), rules);
}

export async function clearFaults(page: Page) {
  await page.evaluate(() => window.__dongneMocks!.faults.clear());
}

/** The error states on the page that offer 다시 시도. */
export function retryableErrors(page: Page): Locator {
  return page.getByRole('alert').filter({ has: page.getByRole('button', { name: RETRY }) });
}

/**
 * Presses every 다시 시도 on the page until no error state is left (each failed part of a page has
 * its own; pressing them one by one would wait for all to go after each press).
 */
async function retryUntilNoErrors(page: Page) {
  const errors = retryableErrors(page);
  // An error state may stay on screen while its retry is under way: press until none is left.
  await expect(async () => {
    for (const retry of await errors.getByRole('button', { name: RETRY }).all())
      if (await retry.isVisible()) await retry.click({ timeout: patience.e2eRoundMs }).catch(() => undefined);
    await expect(errors).toHaveCount(0, { timeout: patience.e2eRoundMs });
  }).toPass({ timeout: patience.e2eExpectMs * 2 });
}

async function expectKoreanError(page: Page, text: RegExp) {
  const error = retryableErrors(page).first();
  await expect(error).toBeVisible();
  await expect(error).toContainText(HANGUL);
  await expect(error).toContainText(text);
}

const SERVER_ERROR = /서버/;
const NETWORK_ERROR = /네트워크|연결/;

const FAULTS_KEY = 'dongne.mock-faults';

/**
 * What a failing server answers a route's first load with. Each route meets one, in turn (by its
 * place in the sweep), so every kind is met on a quarter of the routes at no extra page load: a 500
 * with the backend's error body, a proxy's HTML 502 page, a 200 that is not JSON, an empty 200
 * (src/mocks/core/faults.ts). Every one must end in the same Korean server error with 다시 시도.
 */
export const FIRST_LOAD_FAULTS = [
  { status: 500 },
  { malformed: 'proxy-html' },
  { malformed: 'not-json' },
  { malformed: 'empty' },
] as const;
export type FirstLoadFault = (typeof FIRST_LOAD_FAULTS)[number];

/** `500`, `proxy-html`, …: the fault's name in the sweep's notes. */
export function faultName(fault: FirstLoadFault): string {
  return 'status' in fault ? String(fault.status) : fault.malformed;
}

/**
 * 3, set up before the first load: every call but the shell's fails (`fault`) from the moment the
 * mock starts (it reads its faults from sessionStorage), so the route is first opened as a visitor
 * whose server is failing would open it. Written into the page's sessionStorage (a page of the
 * origin: the sweep's page starts on one, shared-page.ts); the mock keeps it up to date from then
 * on, so a later load after the faults were cleared starts clean.
 */
export async function failOwnCallsFromTheStart(page: Page, routeCase: RouteCase, fault: FirstLoadFault) {
  const except = [...SHELL_CALLS].filter((call) => !routeCase.pageCalls?.includes(call));
  await page.evaluate(({ key, rules }) => sessionStorage.setItem(key, JSON.stringify(rules)), {
    key: FAULTS_KEY,
    rules: [{ ...fault, except }],
  });
}

/**
 * 3. The route opened under `failOwnCallsFromTheStart`: each of its own calls failing shows a Korean
 * error state with 다시 시도 (and no axe violation in it); pressed while offline, the offline error;
 * once the network is back, 다시 시도 brings the page back. Returns the calls that failed (none for a
 * route without calls of its own, which must then show its own page) and the error state's axe
 * violations.
 */
export async function expectFaultsSurvived(
  page: Page,
  routeCase: RouteCase,
): Promise<{ calls: string[]; violations: string[] }> {
  // Settled: the app is up (its own heading or an error state shown) and its calls are over.
  const calls = await test.step('settles under the failing server', async () => {
    await page.waitForFunction(() => window.__dongneMocks !== undefined);
    await expect(ownHeading(page, routeCase).or(retryableErrors(page)).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    let found = await pageCalls(page, routeCase);
    // "No calls of its own" is a verdict: give a call that waits on a timer or the session a moment,
    // unless the case has said why the page makes none (then a call found is checked all the same).
    // The moment is the suite's patience (longer on a loaded CI runner); a page with calls pays none.
    for (let waited = 0; found.length === 0 && !routeCase.noCalls && waited < patience.e2eRoundMs; waited += 250) {
      await page.waitForTimeout(250);
      found = await pageCalls(page, routeCase);
    }
    return found;
  });
  const onlyNavigation = calls.every((call) => NAVIGATION_CALLS.has(call));
  if (calls.length === 0 || (onlyNavigation && (await retryableErrors(page).count()) === 0)) {
    await clearFaults(page);
    return { calls: [], violations: [] };
  }
  const violations = await test.step('server error state, axe', async () => {
    await expectKoreanError(page, SERVER_ERROR);
    return axeViolations(page);
  });
  await test.step('offline error state', async () => {
    await clearFaults(page);
    await addFaults(
      page,
      calls.map((operation) => ({ operation, offline: true })),
    );
    await retryableErrors(page).first().getByRole('button', { name: RETRY }).click();
    await expectKoreanError(page, NETWORK_ERROR);
  });
  await test.step('다시 시도 brings the page back', async () => {
    await clearFaults(page);
    await retryUntilNoErrors(page);
    await expect(ownHeading(page, routeCase)).toBeVisible();
  });
  return { calls, violations };
}

/**
 * Tabs from the top of the page until `target` has the focus (or fails after `limit` presses).
 * The presses are real Tab key presses; only the checking is batched: the page names how many
 * Tabs its focus order should need, they are pressed in one go, and the walk goes on one press at
 * a time only if the focus is not there yet (a focus order the estimate did not foresee). On a page
 * with "본문으로 건너뛰기" (the first Tab stop), the walk takes it as a keyboard user does: Tab,
 * Enter, then Tab through the content only.
 */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  await target.evaluate((element) => element.setAttribute('data-sweep-target', ''));
  const expected = await page.locator('body').evaluate((body) => {
    // Start from the top: a blurred page would go on from where it was last clicked.
    const start = document.createElement('div');
    start.tabIndex = -1;
    start.dataset.sweepStart = '';
    body.prepend(start);
    start.focus();
    const skipLink = body.querySelector<HTMLElement>('a.skip-link');
    const content = skipLink ? document.getElementById(skipLink.getAttribute('href')!.slice(1)) : null;
    const skips = content?.querySelector('[data-sweep-target]') != null;
    const candidates = (skips ? content : body).querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]',
    );
    // Tab stops once in a group of radio buttons (one name), not at each of them.
    const radioGroups = new Set<string>();
    const onceARadioGroup = (element: HTMLElement) => {
      if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
      if (radioGroups.has(element.name)) return false;
      radioGroups.add(element.name);
      return true;
    };
    const order = [...candidates].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !element.closest('[inert]') &&
        element.checkVisibility({ visibilityProperty: true }) &&
        onceARadioGroup(element),
    );
    return { skips, count: order.findIndex((element) => element.closest('[data-sweep-target]') !== null) + 1 };
  });
  const focused = () =>
    page.evaluate(() => {
      document.querySelector('[data-sweep-start]')?.remove();
      return document.activeElement?.closest('[data-sweep-target]') != null;
    });
  let presses = 0;
  if (expected.skips) {
    await page.keyboard.press('Tab');
    await expect(page.locator('a.skip-link')).toBeFocused();
    await page.keyboard.press('Enter');
    presses += 1;
  }
  if (expected.count > 0) {
    for (; presses < Math.min(expected.count + (expected.skips ? 1 : 0), limit); presses += 1)
      await page.keyboard.press('Tab');
    if (await focused()) return;
  }
  for (; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await focused()) return;
  }
  throw new Error(`${limit} Tab presses did not reach the main action`);
}

/**
 * 25 presses of Tab and Shift+Tab keep the focus inside `dialog`. Where the focus is after each
 * press is recorded by the page on the key's release (the focus has moved by then), so the presses
 * need no round trip each.
 */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  await dialog.evaluate((element) => {
    const log: boolean[] = [];
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Tab') log.push(element.contains(document.activeElement));
    };
    document.addEventListener('keyup', onKeyUp, { capture: true });
    Object.assign(window, {
      __sweepFocusLog: log,
      __sweepStopFocusLog: () => document.removeEventListener('keyup', onKeyUp, { capture: true }),
    });
  });
  for (let presses = 0; presses < 25; presses += 1) await page.keyboard.press(presses % 5 === 4 ? 'Shift+Tab' : 'Tab');
  const log = await page.evaluate(() => {
    const w = window as unknown as { __sweepFocusLog: boolean[]; __sweepStopFocusLog: () => void };
    w.__sweepStopFocusLog();
    return w.__sweepFocusLog;
  });
  expect(log, 'focus stays in the dialog after each Tab').toEqual(Array<boolean>(25).fill(true));
}

/** 5. The main action by keyboard; a dialog it opens keeps Tab inside and closes on Escape. */
export async function expectMainActionByKeyboard(page: Page, action: MainAction) {
  const target = page.getByRole(action.role, { name: action.name, exact: typeof action.name === 'string' }).first();
  await expect(target).toBeVisible();
  await tabTo(page, target);
  await page.keyboard.press('Enter');
  const then = action.then;
  if ('url' in then) {
    await expect.poll(() => new URL(page.url()).pathname).toMatch(then.url);
    return;
  }
  if ('text' in then) {
    await expect(page.getByText(then.text).first()).toBeVisible();
    return;
  }
  const dialog = page.getByRole('dialog').filter({ hasText: then.dialog }).last();
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  // The first Escape may only close what the focus opened inside the dialog (a date picker's panel).
  await page.keyboard.press('Escape');
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const SAVE_FAULTS: readonly { readonly name: string; readonly rule: Record<string, unknown>; readonly says: RegExp }[] =
  [
    { name: '3 s, then 500', rule: { latencyMs: 3_000, status: 500 }, says: SERVER_ERROR },
    { name: 'offline', rule: { offline: true }, says: NETWORK_ERROR },
    { name: '500', rule: { status: 500 }, says: SERVER_ERROR },
  ];

function typedValues(form: FormCase): [string, string][] {
  return Object.entries({ ...form.fill, ...form.pick });
}

async function expectValues(page: Page, form: FormCase) {
  for (const [label, value] of typedValues(form))
    await expect(page.getByLabel(label, { exact: true }), `${label} keeps what was typed`).toHaveValue(value);
}

async function saveCallCount(page: Page, operation: string): Promise<number> {
  return page.evaluate(
    (name) => window.__dongneMocks!.faults.calls().filter((call) => call.operation === name).length,
    operation,
  );
}

/**
 * Presses save and waits until the save call was made and answered (the button stops loading). A
 * slow answer's wait is skipped on the page's clock (installed by the sweep before the first load).
 */
async function saveOnce(page: Page, form: FormCase, submit: Locator, latencyMs = 0) {
  const before = await saveCallCount(page, form.saveCall);
  await submit.click();
  await expect
    .poll(() => saveCallCount(page, form.saveCall), { message: `${form.saveCall} is called` })
    .toBe(before + 1);
  if (latencyMs > 0) {
    await expect(submit, 'the save button is busy while the answer is slow').toHaveAttribute('aria-busy', 'true');
    await page.clock.fastForward(latencyMs);
  }
  // Answered: the button is no longer busy.
  await expect(submit, 'the save button stops spinning').not.toHaveAttribute('aria-busy', 'true');
}

/** A 1×1 PNG (the console checks a photo's bytes before sending it). */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * 4. Typed values survive a failed save (500, offline, slow then 500), and the next save, made by
 * keyboard, works.
 */
export async function expectFormSurvivesFailedSaves(page: Page, form: FormCase): Promise<number> {
  for (const choice of form.choose ?? []) await page.getByText(choice, { exact: true }).click();
  for (const [label, value] of Object.entries(form.fill)) await page.getByLabel(label, { exact: true }).fill(value);
  for (const [label, value] of Object.entries(form.pick ?? {})) {
    const picker = page.getByLabel(label, { exact: true });
    await picker.click();
    await picker.fill(value);
    await picker.press('Enter');
  }
  for (const [label, values] of Object.entries(form.fillEach ?? {}))
    for (const [index, value] of values.entries()) await page.getByLabel(label, { exact: true }).nth(index).fill(value);
  for (const id of form.photos ?? []) {
    const field = page.locator(`#${id}`);
    await field
      .locator('input[type=file]')
      .setInputFiles({ name: '사진.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    // Stored, not only on its way.
    await expect(field.locator('.ant-upload-list-item-done')).toHaveCount(1);
  }
  const submit = page.getByRole('button', { name: form.submit, exact: typeof form.submit === 'string' });
  let cases = 0;
  for (const fault of SAVE_FAULTS) {
    await addFaults(page, [{ operation: form.saveCall, times: 1, ...fault.rule }]);
    await saveOnce(page, form, submit, 'latencyMs' in fault.rule ? Number(fault.rule.latencyMs) : 0);
    // Each fault's own message: the alert of the save before it must not pass for this one.
    await expect(
      page.getByRole('alert').filter({ hasText: fault.says }).first(),
      `an error after ${fault.name}`,
    ).toBeVisible();
    await expectValues(page, form);
    cases += 1;
  }
  // The successful save is the keyboard check of a form route: Tab to the save button, press Enter.
  const before = await saveCallCount(page, form.saveCall);
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect.poll(() => saveCallCount(page, form.saveCall)).toBe(before + 1);
  const saved = form.saved;
  if ('url' in saved) await expect.poll(() => new URL(page.url()).pathname).toMatch(saved.url);
  else await expect(page.getByTestId('toast').filter({ hasText: saved.toast })).toBeVisible();
  if (saved.shows) await expect(page.locator('#content').getByText(saved.shows).first()).toBeVisible();
  return cases;
}

const ACCOUNT_NAMES: Readonly<Record<string, RegExp>> = { '101': /동네커피 망원점/, '102': /한끼분식 합정점/ };
const LEAVE_QUESTION = '저장하지 않은 내용이 있어요';

/**
 * 6. A form of one account types its first value, switches to another account through the side
 * selector (answering 나가기 when asked) and finds nothing of the first account there: no field or
 * text holds the typed value, and no call after the switch names the first account (path, query,
 * `Account-Id`) or sends the typed value. Answers what was checked, or why it was not.
 */
export async function expectAccountSwitchLeavesNothing(page: Page, form: FormCase, address: string): Promise<string> {
  const first = /^\/profile\/(\d+)/.exec(address)?.[1];
  const second = first === '101' ? '102' : '101';
  const switcher = page.getByRole('combobox', { name: '비즈니스 계정 선택' });
  if (!first || (await switcher.count()) === 0) return 'switch: no account selector on this page';
  const [label, typed] = Object.entries(form.fill).find(([, value]) => HANGUL.test(value)) ??
    Object.entries(form.fill)[0] ?? [undefined, undefined];
  if (!label || !typed) return 'switch: nothing to type';
  // A value the page itself shows (an example under the field) cannot tell a leak on the next page.
  const shownBefore = (await page.locator('#content').innerText()).includes(typed);
  await page.getByLabel(label, { exact: true }).fill(typed);

  const leaks: string[] = [];
  const watch = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.includes(`/business_accounts/${first}/`) || url.searchParams.get('baId') === first)
      leaks.push(`${request.method()} ${url.pathname}${url.search}`);
    if (request.headers()['account-id'] === first) leaks.push(`Account-Id ${first}: ${url.pathname}`);
    if ((request.postData() ?? '').includes(typed)) leaks.push(`sent "${typed}": ${url.pathname}`);
  };
  await switcher.click();
  await page.getByRole('option', { name: ACCOUNT_NAMES[second] }).click();
  page.on('request', watch);
  const question = page.getByRole('dialog').filter({ hasText: LEAVE_QUESTION });
  const target = new RegExp(`/profile/${second}(/|$)`);
  await expect(async () => {
    if (await question.isVisible()) await question.getByRole('button', { name: '나가기' }).click();
    expect(new URL(page.url()).pathname).toMatch(target);
  }).toPass({ timeout: patience.e2eExpectMs });
  await page.waitForLoadState('networkidle');
  // The other account's page, once drawn (the address changes a moment before it is).
  const fieldValues = () =>
    page
      .locator('#content input, #content textarea')
      .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  await expect
    .poll(fieldValues, { message: `a field of account ${second} holds what was typed for ${first}` })
    .not.toContain(typed);
  if (!shownBefore)
    expect(await page.locator('#content').innerText(), 'the typed value shown after the switch').not.toContain(typed);
  page.off('request', watch);
  expect(leaks, `calls after switching to ${second} that name ${first} or carry its typed value`).toEqual([]);
  return `switch: typed into ${label}, switched ${first} → ${second}, nothing shown or sent`;
}

/**
 * The account selector shows `baId`'s account: a navigation into it is over. Until its loaders are
 * done the router keeps the last page on screen (another account's form with the same fields), so a
 * value typed at once would go into that page and be gone when this one is drawn.
 */
export async function expectAccountShown(page: Page, baId: string) {
  const switcher = page.getByRole('combobox', { name: '비즈니스 계정 선택' });
  await expect(page.locator('.ant-select').filter({ has: switcher }).getByText(ACCOUNT_NAMES[baId]!)).toBeVisible();
}

/** The widths every route must fit: a phone and a counter tablet in portrait (issue 28). */
export const NARROW_SCREENS = [
  { name: '휴대폰', width: 390, height: 844 },
  { name: '태블릿', width: 820, height: 1180 },
] as const;
const DESK = { width: 1440, height: 900 };

/**
 * 7. The page already loaded, turned to a phone's and a tablet's width (no second visit): the page
 * does not scroll sideways, axe finds nothing serious, and the main action (or the form's save) is
 * on screen within the width. The desk width is restored after.
 */
export async function expectFitsNarrowScreens(page: Page, routeCase: RouteCase): Promise<string> {
  const target = mainTarget(page, routeCase);
  const seen: string[] = [];
  try {
    for (const screen of NARROW_SCREENS) {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      // The compact shell follows a media query: the layout has settled once the heading is drawn
      // again and two frames have passed.
      await expect(ownHeading(page, routeCase)).toBeVisible();
      // Charts and tables measured at the desk width follow the new width once their resize
      // observers have run: the page must settle within it, as it does when a tablet turns (on two
      // busy cores a chart's observer has taken over 5 s).
      await expect
        .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth), {
          message: `${screen.name} ${screen.width} px: the page scrolls sideways`,
        })
        .toBeLessThanOrEqual(screen.width)
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\nreaching past it: ${await widestElements(page, screen.width)}`);
        });
      expect(await axeViolations(page), `${screen.name} ${screen.width} px: axe`).toEqual([]);
      if (target) {
        await expect(target, `${screen.name}: the main action is on the page`).toBeVisible();
        await target.scrollIntoViewIfNeeded({ timeout: patience.e2eExpectMs });
        const box = await target.boundingBox();
        expect(box, `${screen.name}: the main action is drawn`).not.toBeNull();
        expect(box!.x, `${screen.name}: the main action starts within the width`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${screen.name}: the main action ends within the width`).toBeLessThanOrEqual(
          screen.width,
        );
      }
      seen.push(`${screen.width}`);
    }
  } finally {
    await page.setViewportSize(DESK);
  }
  await expect(ownHeading(page, routeCase)).toBeVisible();
  return `fits ${seen.join(' and ')} px${target ? ', main action in reach' : ''}`;
}

/** The elements reaching past `width` (tag, class, right edge): what to fix when a page scrolls sideways. */
async function widestElements(page: Page, width: number): Promise<string> {
  return page.evaluate((limit) => {
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .map((element) => ({ element, right: Math.round(element.getBoundingClientRect().right) }))
      .filter(({ right }) => right > limit)
      .slice(0, 5)
      .map(
        ({ element, right }) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} → ${right}`,
      );
    return wide.length > 0 ? wide.join('; ') : 'no element reaches past it';
  }, width);
}

function mainTarget(page: Page, routeCase: RouteCase): Locator | undefined {
  const form = routeCase.form;
  if (form) return page.getByRole('button', { name: form.submit, exact: typeof form.submit === 'string' }).first();
  const action = routeCase.mainAction;
  if (!action || 'none' in action) return undefined;
  return page.getByRole(action.role, { name: action.name, exact: typeof action.name === 'string' }).first();
}
