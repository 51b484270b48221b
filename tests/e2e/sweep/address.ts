/** A checklist route's address with seed ids, as the sweeps open it. */
import type { Page } from '@playwright/test';
import { LIST_SEEDS, SEED_PARAMS, type ListSeed } from './cases';
import type { ChecklistRoute } from './checklist';

/**
 * The route's address with seed ids: read from the running mock's state, or from a list's first
 * row in the test's own page (LIST_SEEDS: records the mock makes on their list's first read).
 */
export async function addressOf(route: ChecklistRoute, state: DemoMockState, page: Page): Promise<string> {
  const values = new Map<string, string>();
  for (const [, name] of route.pattern.matchAll(/:(\w+)/g)) {
    const value = route.fixed[name!] ?? SEED_PARAMS[name!]?.(state) ?? (await listSeed(page, LIST_SEEDS[name!]));
    if (value === undefined) throw new Error(`No seed value for :${name}: add it to SEED_PARAMS or LIST_SEEDS`);
    values.set(name!, encodeURIComponent(value));
  }
  return route.pattern.replace(/:(\w+)/g, (_, name: string) => values.get(name)!);
}

async function listSeed(page: Page, seed: ListSeed | undefined): Promise<string | undefined> {
  if (!seed) return undefined;
  await page.goto('/maintenance');
  await page.waitForFunction(() => window.__dongneApi !== undefined);
  return page.evaluate(async ({ call, query, items, id }) => {
    const { data } = (await window.__dongneApi!.call(call, { account: '101', ...(query ? { query } : {}) })) as {
      data: unknown;
    };
    const rows = items.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], data);
    const first = (rows as Record<string, string | number | undefined>[] | undefined)?.[0]?.[id];
    return first === undefined ? undefined : String(first);
  }, seed);
}

/** A navigation inside the app (the router's own): the page, its session and its cache stay. */
export async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}
