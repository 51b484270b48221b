/**
 * The pickup order board through a whole service day on a slow machine (issue 30): 4× CPU, about
 * 50 open orders, then 1,000 orders over ten simulated hours, the page's clock moved by Playwright
 * and the board polling as in production (counts every POLL_MS, the list when they change).
 *
 * Hours 0, 5 and 10 are measured in full detail, one poll at a time: quiet ticks and ticks that
 * bring one new order (main-thread work from `Performance.getMetrics`, and the time from the poll's
 * answer to the title, the card and the chime). A tick's main-thread work leaves out the bench's
 * own DevTools commands: reading the metrics, watching for the order and the clock's `runFor`, in
 * which the board's timers fire (the start of a poll: a few ms); what the answers cause is in it. Between them the day is fast-forwarded in
 * FAST_STEP_MS steps: the orders due in a step are added before it, the clock jumps the step
 * (`clock.fastForward`: each timer due fires once, so a step is one counts poll, one list call when
 * they changed, one clock tick of the cards; running every timer of a 5-minute step took ~10 s of
 * wall time at 4× on this machine, 20 minutes for the day), and the merchant acknowledges. Every
 * one of the 1,000 orders goes through the board (arrival, card, title, acknowledgement, pickup),
 * so what a day's orders leave behind shows in the heap, measured after a forced GC at hours 0, 1,
 * 5 and 10.
 *
 * The day has a real day's faults too (issue 41, `board-faults.ts`): 20 network drops, a token
 * that expires under a 접수, and a deploy, and it counts the day's orders shown and announced, the
 * announcements made twice and the presses of 접수 that were lost.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { BOARD_ACCOUNT, BOARD_PATH } from './board';
import { BOARD_ANNOUNCED_EVENT, COUNT_ANNOUNCEMENTS, DayFaults, DEPLOY_AT, type FaultCounts } from './board-faults';
import { median } from './measure';
import { ProfileReader, type CpuProfile } from './cpu-profile';
import { routeToMock, type NodeMock } from './node-mock';
import { COUNT_RENDERS, RENDER_HOOK, rendersLine, takeRenders } from './render-count';

/** The board's counts poll (src/app/pages/pickup-orders/use-orders.ts POLL_MS). */
const POLL_MS = 10_000;
const HOUR_MS = 3_600_000;
export const DAY_HOURS = 10;
export const DAY_ORDERS = 1_000;
export const DAY_OPEN_ORDERS = 50;
export const DAY_CPU = 4;
const ORDER_EVERY_MS = (DAY_HOURS * HOUR_MS) / DAY_ORDERS;
/** Fast-forward step between the detailed hours (`BENCH_DAY_STEP_MS`; smaller is closer to every poll, slower). */
const FAST_STEP_MS = Number(process.env.BENCH_DAY_STEP_MS ?? 120_000);
const QUIET_TICKS = 6;
const ORDER_TICKS = 3;
/** Real time left to the page after a tick, for what the answer starts (render, effects). */
const SETTLE_MS = 400;
/** The same between fast-forward steps: enough for the answers' renders to start, not to be measured. */
const FAST_SETTLE_MS = 50;

export interface TickCost {
  /** Main-thread task time (ms): everything the renderer's main thread did. */
  readonly taskMs: number;
  readonly scriptMs: number;
  /** Layout and style recalculation (ms). */
  readonly renderMs: number;
}

export interface NewOrderTick extends TickCost {
  /** From the counts poll's answer (the one that tells the order came) to each sign, ms. */
  readonly fromPollMs: { readonly title: number; readonly card: number; readonly sound: number };
  /** From the open-order list's answer (the one carrying the order) to the card, ms. */
  readonly fromListMs: { readonly card: number };
}

export interface DayHour {
  readonly hour: number;
  readonly quiet: TickCost[];
  readonly orders: NewOrderTick[];
}

export interface DayResult {
  readonly cpuThrottling: number;
  readonly ordersAdded: number;
  readonly openOrders: number;
  readonly fastStepMs: number;
  /** JS heap after a forced GC, MB, by hour. */
  readonly heapMb: Record<string, number>;
  readonly hours: DayHour[];
  readonly medianQuietTaskMs: number;
  readonly medianOrderTaskMs: number;
  /** The slowest sign of the slowest new order, from its poll's answer. */
  readonly worstOnScreenMs: number;
  readonly wallSeconds: number;
  /** The day's faults (issue 41) and what the board made of the day's orders and presses. */
  readonly faults: FaultCounts & {
    /** Of the day's orders (those added after the board opened), how many the board showed as cards. */
    readonly shown: number;
    /** How many it announced (a desktop notification, by order id), and how many announcements repeated one. */
    readonly announced: number;
    readonly duplicates: number;
    /** The first ten orders announced twice, by id: where to start looking. */
    readonly twice: readonly number[];
    /** The first ten orders never seen as a card, by id. */
    readonly unseen: readonly number[];
  };
}

/** Hooks installed before the page's code: the chime's oscillators and the real clock, timestamped. */
const INIT = () => {
  const state = window as unknown as { benchSounds: number[] };
  state.benchSounds = [];
  const realNow = () =>
    (
      (window as unknown as { __pwClock?: { builtins: { performance: Performance } } }).__pwClock?.builtins
        .performance ?? performance
    ).now();
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  const create = Object.getOwnPropertyDescriptor(BaseAudioContext.prototype, 'createOscillator')!.value as (
    this: BaseAudioContext,
  ) => OscillatorNode;
  Context.prototype.createOscillator = function (this: AudioContext) {
    state.benchSounds.push(realNow());
    return create.call(this);
  };
};

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

const ms = (seconds: number) => Math.round(seconds * 10_000) / 10;

function cost(before: Record<string, number>, after: Record<string, number>): TickCost {
  const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
  return {
    // The bench's DevTools commands run on the page's main thread too (see the file's comment).
    taskMs: ms(delta('TaskDuration') - delta('DevToolsCommandDuration')),
    scriptMs: ms(delta('ScriptDuration')),
    renderMs: ms(delta('LayoutDuration') + delta('RecalcStyleDuration')),
  };
}

/** `BENCH_DAY_SNAPSHOTS=<dir>`: a heap snapshot at each measured hour, to compare in DevTools. */
const SNAPSHOTS = process.env.BENCH_DAY_SNAPSHOTS;

async function heapSnapshot(cdp: CDPSession, file: string): Promise<void> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, chunks.join(''));
}

async function heapMb(cdp: CDPSession, hour: number): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { JSHeapUsedSize } = await metrics(cdp);
  // After the reading: a snapshot allocates in the page's heap.
  if (SNAPSHOTS) await heapSnapshot(cdp, join(SNAPSHOTS, `board-hour-${hour}.heapsnapshot`));
  return Math.round(((JSHeapUsedSize ?? 0) / 1024 / 1024) * 100) / 100;
}

/**
 * `BENCH_DAY_TRACE=1`: DevTools traces of hour 0's quiet ticks (together) and of its first new
 * order, summed by event name on the
 * page's main thread (nested events count in each of their parents: read it as a map, not a sum).
 */
const TRACE = process.env.BENCH_DAY_TRACE === '1';

async function traced<T>(cdp: CDPSession, work: () => Promise<T>): Promise<T> {
  const events: { name: string; ph: string; dur?: number; tid: number; pid: number; args?: { name?: string } }[] = [];
  const onData = ({ value }: { value: object[] }) => void events.push(...(value as typeof events));
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,audio,media',
    transferMode: 'ReportEvents',
  });
  const result = await work();
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', onData);
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const byName = new Map<string, number>();
  for (const event of events)
    if (event.ph === 'X' && event.dur && main && event.tid === main.tid && event.pid === main.pid)
      byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur / 1000);
  console.table(
    [...byName.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([name, total]) => ({ event: name, ms: Math.round(total * 10) / 10 })),
  );
  return result;
}

/**
 * `BENCH_DAY_PROFILE=1` (the bench builds with source maps then): CPU profiles of hour 0's quiet
 * ticks and of its new orders, self time per tick by package and folder of our code.
 */
const PROFILE = process.env.BENCH_DAY_PROFILE === '1';

async function profiled<T>(cdp: CDPSession, reader: ProfileReader, work: () => Promise<T>): Promise<T> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  reader.add(profile);
  return result;
}

/** The merchant presses 확인했어요 until the board has no unacknowledged order (one may land meanwhile). */
async function acknowledge(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (!document.title.includes('신규 주문')) return true;
      const buttons = [...document.querySelectorAll('button')];
      buttons.find((each) => each.textContent?.trim() === '확인했어요')?.click();
      return false;
    },
    undefined,
    { polling: 100 },
  );
}

/** Waits until the page has no call in flight (and a little real time for what answers start). */
async function settle(page: Page, inFlight: () => number, settleMs = SETTLE_MS): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (inFlight() > 0 && Date.now() < deadline) await page.waitForTimeout(20);
  await page.waitForTimeout(settleMs);
}

export async function measureBoardDay(
  browser: Browser,
  origin: string,
  nodeMock: NodeMock,
  /** Where the build and its source maps are, for `BENCH_DAY_PROFILE`. */
  profileDir?: { readonly root: string; readonly outDir: string },
): Promise<DayResult> {
  const started = Date.now();
  let offset = 0;
  nodeMock.setClockOffset(0);
  const simNow = () => new Date(Date.now() + offset);
  let added = 0;
  let nextOrderAt = Date.now() + ORDER_EVERY_MS;
  const addedIds = new Set<number>();
  const addOrder = () => {
    added += 1;
    const id = nodeMock.addOrder(BOARD_ACCOUNT, simNow(), DAY_OPEN_ORDERS);
    if (id !== undefined) addedIds.add(id);
    return id;
  };
  // The day starts with a busy store: about 50 open orders.
  while (nodeMock.openOrders(BOARD_ACCOUNT) < DAY_OPEN_ORDERS) nodeMock.addOrder(BOARD_ACCOUNT, simNow(), 1e9);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
  await routeToMock(context, nodeMock.handlers, origin);
  const page = await context.newPage();
  let inFlightCalls = 0;
  const isCall = (url: string) => !url.startsWith(origin);
  page.on('request', (request) => void (isCall(request.url()) && (inFlightCalls += 1)));
  const done = (url: string) => void (isCall(url) && (inFlightCalls -= 1));
  page.on('requestfinished', (request) => done(request.url()));
  page.on('requestfailed', (request) => done(request.url()));
  const inFlight = () => inFlightCalls;
  /** After a reload (the deploy): the board as the merchant left it, the sound on again. */
  const boardReady = async () => {
    await page.getByRole('region', { name: '신규 주문 목록' }).locator('article.order-card').first().waitFor();
    await page.getByRole('button', { name: '소리 켜기' }).click();
    await settle(page, inFlight);
  };
  const faults = new DayFaults(page, context, nodeMock, origin, boardReady);
  await faults.install();
  // Signed in as the mock's session (cookie names: src/api/session.ts), so the token can expire mid-day.
  const tokens = nodeMock.sessionTokens();
  await context.addCookies([
    { name: 'dm_access_token', value: tokens.accessToken, url: origin },
    { name: 'dm_refresh_token', value: tokens.refreshToken, url: origin },
  ]);
  await page.clock.install();
  // tsx names the functions it compiles through a `__name` helper the page does not have.
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await page.addInitScript(INIT);
  await page.addInitScript(COUNT_ANNOUNCEMENTS, BOARD_ANNOUNCED_EVENT);
  if (COUNT_RENDERS) await page.addInitScript({ content: `(${RENDER_HOOK.toString()})()` });
  const cdp = await context.newCDPSession(page);
  // Wall-clock task times (the default), so the 4× throttling is in them.
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: DAY_CPU });
  await page.goto(`${origin}${BOARD_PATH}`);
  await boardReady();
  await acknowledge(page);

  /** Moves the page's clock (and the mock's) on: every timer due runs, or (`jump`) each due timer at most once. */
  const tick = async (ms: number, jump = false) => {
    await (jump ? page.clock.fastForward(ms) : page.clock.runFor(ms));
    offset += ms;
    nodeMock.setClockOffset(offset);
  };
  const dueOrders = () => {
    while (nextOrderAt <= simNow().getTime() + FAST_STEP_MS && added < DAY_ORDERS - 2 * ORDER_TICKS) {
      addOrder();
      nextOrderAt += ORDER_EVERY_MS;
    }
  };

  const quietTick = async (): Promise<TickCost> => {
    await takeRenders(page);
    const before = await metrics(cdp);
    await tick(POLL_MS);
    await settle(page, inFlight);
    const spent = cost(before, await metrics(cdp));
    if (COUNT_RENDERS) console.log(`    quiet tick, drawn: ${rendersLine(await takeRenders(page))}`);
    return spent;
  };

  const orderTick = async (): Promise<NewOrderTick> => {
    await acknowledge(page);
    const id = addOrder();
    nextOrderAt += ORDER_EVERY_MS;
    await page.evaluate((orderId) => {
      const real = (window as unknown as { __pwClock: { builtins: { performance: Performance } } }).__pwClock.builtins
        .performance;
      const state = window as unknown as { benchSigns: Record<string, number>; benchArmedAt: number };
      state.benchSigns = {};
      state.benchArmedAt = real.now();
      real.clearResourceTimings();
      const seen = () => {
        if (state.benchSigns.title === undefined && document.title.includes('신규 주문'))
          state.benchSigns.title = real.now();
        if (state.benchSigns.card === undefined && document.querySelector(`[data-order-id="${orderId}"]`))
          state.benchSigns.card = real.now();
        if (state.benchSigns.title !== undefined && state.benchSigns.card !== undefined) observer.disconnect();
      };
      const observer = new MutationObserver(seen);
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    }, id);
    await takeRenders(page);
    const before = await metrics(cdp);
    await tick(POLL_MS);
    await page.waitForFunction(
      () => {
        const state = window as unknown as {
          benchSigns: Record<string, number>;
          benchSounds: number[];
          benchArmedAt: number;
        };
        return (
          state.benchSigns.title !== undefined &&
          state.benchSigns.card !== undefined &&
          state.benchSounds.some((at) => at > state.benchArmedAt)
        );
      },
      undefined,
      { polling: 250 },
    );
    await settle(page, inFlight);
    const after = await metrics(cdp);
    if (COUNT_RENDERS) console.log(`    new order, drawn: ${rendersLine(await takeRenders(page))}`);
    const times = await page.evaluate(() => {
      const state = window as unknown as {
        benchSigns: Record<string, number>;
        benchSounds: number[];
        benchArmedAt: number;
      };
      const real = (window as unknown as { __pwClock: { builtins: { performance: Performance } } }).__pwClock.builtins
        .performance;
      const answered = (part: string) =>
        (real.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.name.includes(part))
          .map((entry) => entry.responseEnd);
      return {
        counts: answered('/orders/count'),
        list: answered('/orders/ongoing'),
        title: state.benchSigns.title!,
        card: state.benchSigns.card!,
        sound: state.benchSounds.find((at) => at > state.benchArmedAt)!,
      };
    });
    // The poll that told: the last counts answer before the card (the list was asked because of it).
    const poll = Math.max(...times.counts.filter((at) => at <= times.card));
    const list = Math.max(...times.list.filter((at) => at <= times.card));
    return {
      ...cost(before, after),
      fromPollMs: {
        title: Math.round(times.title - poll),
        card: Math.round(times.card - poll),
        sound: Math.round(times.sound - poll),
      },
      fromListMs: { card: Math.round(times.card - list) },
    };
  };

  const detailedHour = async (hour: number): Promise<DayHour> => {
    const quiet: TickCost[] = [];
    const quietTicks = async () => {
      for (let i = 0; i < QUIET_TICKS; i += 1) quiet.push(await quietTick());
    };
    const measured = PROFILE && hour === 0 && profileDir;
    const quietReader = measured ? new ProfileReader(profileDir.root, profileDir.outDir, origin) : undefined;
    if (quietReader) await profiled(cdp, quietReader, quietTicks);
    else await (TRACE && hour === 0 ? traced(cdp, quietTicks) : quietTicks());
    const orders: NewOrderTick[] = [];
    const orderReader = measured ? new ProfileReader(profileDir.root, profileDir.outDir, origin) : undefined;
    for (let i = 0; i < ORDER_TICKS; i += 1)
      orders.push(
        await (orderReader
          ? profiled(cdp, orderReader, orderTick)
          : TRACE && hour === 0 && i === 0
            ? traced(cdp, orderTick)
            : orderTick()),
      );
    if (quietReader && orderReader) {
      // The quiet ticks share one profile: per tick is its total over QUIET_TICKS.
      console.log(`    board day, hour 0, self time of ${QUIET_TICKS} quiet ticks together (ms):`);
      console.table(quietReader.owners(1));
      console.log('    board day, hour 0, self time of one new order (mean, ms):');
      console.table(orderReader.owners(1));
    }
    await acknowledge(page);
    await faults.look();
    console.log(
      `    board day, hour ${hour}: quiet tick ${quiet.map((q) => q.taskMs).join('/')} ms, new order ` +
        `${orders.map((o) => o.taskMs).join('/')} ms, on screen after its poll ` +
        `${orders.map((o) => `${o.fromPollMs.title}/${o.fromPollMs.card}/${o.fromPollMs.sound}`).join(', ')} ms (title/card/sound)`,
    );
    return { hour, quiet, orders };
  };

  /** Runs the day on to `hour` in FAST_STEP_MS steps, the due orders added before each step. */
  const fastForward = async (hour: number) => {
    const from = Date.now();
    const parts = { run: 0, settle: 0, acknowledge: 0, faults: 0 };
    const timed = async (part: keyof typeof parts, work: () => Promise<void>) => {
      const start = Date.now();
      await work();
      parts[part] += Date.now() - start;
    };
    let steps = 0;
    while (offset < hour * HOUR_MS) {
      // A fault starts or ends exactly at its moment: a step never jumps over one.
      await timed('faults', () => faults.at(offset));
      dueOrders();
      const step = Math.min(FAST_STEP_MS, hour * HOUR_MS - offset, faults.nextEventAfter(offset) - offset);
      await timed('run', () => tick(step, true));
      await timed('settle', () => settle(page, inFlight, FAST_SETTLE_MS));
      await timed('acknowledge', () => acknowledge(page));
      await timed('faults', async () => {
        await faults.look();
        await faults.pressRefusedAgain();
        // The board checks for a new version every 5 minutes: then the merchant opens a part the deploy removed.
        if (!deployHandled && offset >= DEPLOY_AT + 6 * 60_000) {
          deployHandled = true;
          await faults.afterDeploy();
        }
      });
      steps += 1;
      if (process.env.BENCH_DAY_VERBOSE) console.log(`      step ${steps}: ${JSON.stringify(parts)}`);
    }
    console.log(
      `    board day, to hour ${hour}: ${steps} steps in ${Math.round((Date.now() - from) / 1000)} s ` +
        `(clock ${parts.run} ms, calls ${parts.settle} ms, 확인 ${parts.acknowledge} ms, faults ${parts.faults} ms), ${added} orders so far`,
    );
  };

  let deployHandled = false;
  const hours: DayHour[] = [];
  const heap: Record<string, number> = {};
  try {
    hours.push(await detailedHour(0));
    heap['0'] = await heapMb(cdp, 0);
    await fastForward(1);
    heap['1'] = await heapMb(cdp, 1);
    await fastForward(5);
    hours.push(await detailedHour(5));
    heap['5'] = await heapMb(cdp, 5);
    await fastForward(DAY_HOURS);
    // The day's last orders, then hour 10 in detail.
    while (added < DAY_ORDERS - ORDER_TICKS) addOrder();
    await tick(POLL_MS);
    await settle(page, inFlight);
    await acknowledge(page);
    await faults.look();
    hours.push(await detailedHour(DAY_HOURS));
    heap[String(DAY_HOURS)] = await heapMb(cdp, DAY_HOURS);
  } finally {
    await context.close();
    nodeMock.setClockOffset(0);
  }
  const quietAll = hours.flatMap((h) => h.quiet.map((q) => q.taskMs));
  const orderAll = hours.flatMap((h) => h.orders);
  return {
    cpuThrottling: DAY_CPU,
    ordersAdded: added,
    openOrders: nodeMock.openOrders(BOARD_ACCOUNT),
    fastStepMs: FAST_STEP_MS,
    heapMb: heap,
    hours,
    medianQuietTaskMs: median(quietAll),
    medianOrderTaskMs: median(orderAll.map((o) => o.taskMs)),
    worstOnScreenMs: Math.max(...orderAll.flatMap((o) => Object.values(o.fromPollMs))),
    wallSeconds: Math.round((Date.now() - started) / 1000),
    faults: {
      ...faults.counts(),
      shown: [...addedIds].filter((id) => faults.shown.has(id)).length,
      announced: new Set(faults.announced.filter((id) => addedIds.has(id))).size,
      duplicates: faults.announced.length - new Set(faults.announced).size,
      twice: [...new Set(faults.announced.filter((id, index) => faults.announced.indexOf(id) !== index))].slice(0, 10),
      unseen: [...addedIds].filter((id) => !faults.shown.has(id)).slice(0, 10),
    },
  };
}
