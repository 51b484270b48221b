/**
 * `BENCH_DAY_RENDERS=1`: which React components drew during each measured tick of the board day,
 * by name (the bench then builds without minifying, so the names are ours and antd's). It found
 * that every new order drew all 50 cards (issue 30: the open orders shared by index, not by id).
 * `BENCH_VISIT_RENDERS=1`: which components drew on a first visit until the commit that drew the
 * screen's ready element (its first row or input), with the number of commits (issue 42).
 *
 * It stands in for React DevTools: a production React calls `__REACT_DEVTOOLS_GLOBAL_HOOK__` on
 * every commit, and the hook walks the committed tree the way DevTools does: a subtree whose child
 * list is the one of the commit before was not drawn; a component drew when it is new or React
 * marked it PerformedWork. The walk costs main-thread time: read the ticks' ms only without it.
 */
import type { BrowserContext, Page } from '@playwright/test';

export const COUNT_RENDERS = process.env.BENCH_DAY_RENDERS === '1';
export const COUNT_VISIT_RENDERS = process.env.BENCH_VISIT_RENDERS === '1';
/** Either count reads component names: the app is then built without minifying. */
export const READS_RENDERS = COUNT_RENDERS || COUNT_VISIT_RENDERS;

/** What the page drew until its ready element was in the DOM (`benchRendersAtReady`). */
export interface RendersAtReady {
  readonly commits: number;
  readonly renders: Record<string, number>;
}

/** Installed before the page's code (`page.addInitScript`); runs in the page. */
export const RENDER_HOOK = () => {
  interface Fiber {
    readonly tag: number;
    // React's component types are functions or objects (memo, forwardRef): read by name only.
    readonly type: unknown;
    readonly flags: number;
    readonly child: Fiber | null;
    readonly sibling: Fiber | null;
    readonly alternate: Fiber | null;
  }
  const PERFORMED_WORK = 1;
  const page = window as unknown as {
    benchRenders: Record<string, number>;
    benchCommits: number;
    /** Set by the visit's ready probe: after each commit, whether this selector is drawn yet. */
    benchReadySelector?: string;
    benchRendersAtReady?: { commits: number; renders: Record<string, number> };
    __REACT_DEVTOOLS_GLOBAL_HOOK__: object;
  };
  page.benchRenders = {};
  page.benchCommits = 0;
  const nameOf = (fiber: Fiber): string | undefined => {
    const type = fiber.type as
      { displayName?: string; name?: string; render?: { name?: string }; type?: { name?: string } } | string | null;
    if (!type || typeof type === 'string') return undefined;
    return type.displayName || type.name || type.render?.name || type.type?.name || `(anonymous, tag ${fiber.tag})`;
  };
  const walk = (fiber: Fiber) => {
    const before = fiber.alternate;
    const name = nameOf(fiber);
    if (name && (before === null || (fiber.flags & PERFORMED_WORK) !== 0))
      page.benchRenders[name] = (page.benchRenders[name] ?? 0) + 1;
    if (before && fiber.child === before.child) return;
    for (let child = fiber.child; child; child = child.sibling) walk(child);
  };
  const noop = () => undefined;
  page.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject: () => 1,
    onScheduleFiberRoot: noop,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      for (let child = root.current.child; child; child = child.sibling) walk(child);
      page.benchCommits += 1;
      const selector = page.benchReadySelector;
      if (selector && !page.benchRendersAtReady && document.querySelector(selector))
        page.benchRendersAtReady = { commits: page.benchCommits, renders: { ...page.benchRenders } };
    },
    onCommitFiberUnmount: noop,
    onPostCommitFiberRoot: noop,
    checkDCE: noop,
  };
};

/** The components drawn since the last call (most drawn first), and counting starts again. */
export async function takeRenders(page: Page): Promise<[string, number][]> {
  if (!COUNT_RENDERS) return [];
  const counts = await page.evaluate(() => {
    const state = window as unknown as { benchRenders: Record<string, number> };
    const taken = state.benchRenders;
    state.benchRenders = {};
    return taken;
  });
  return Object.entries(counts).sort((a, b) => b[1] - a[1]);
}

/** One line for a tick: "OrderCard ×1, AlertBar ×1, …". */
export function rendersLine(renders: readonly [string, number][]): string {
  return renders.length === 0 ? 'nothing drawn' : renders.map(([name, count]) => `${name} ×${count}`).join(', ');
}

/** Installs the hook in every page of a visit's context, told which element makes the screen ready. */
export async function countVisitRenders(context: BrowserContext, readySelector: string): Promise<void> {
  // tsx names the functions it compiles through a `__name` helper the page does not have.
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await context.addInitScript({ content: `(${RENDER_HOOK.toString()})()` });
  await context.addInitScript({ content: `window.benchReadySelector = ${JSON.stringify(readySelector)};` });
}

/** What the page drew until its ready element (read once the element is drawn). */
export async function rendersAtReady(page: Page): Promise<RendersAtReady | undefined> {
  return page.evaluate(() => (window as unknown as { benchRendersAtReady?: RendersAtReady }).benchRendersAtReady);
}

/** "412 draws in 9 commits: Cell ×40, …" (most drawn first). */
export function visitRendersLine({ commits, renders }: RendersAtReady): string {
  const sorted = Object.entries(renders).sort((a, b) => b[1] - a[1]);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  return `${total} draws in ${commits} commits: ${rendersLine(sorted)}`;
}
