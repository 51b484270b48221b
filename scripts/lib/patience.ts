/**
 * How long a test waits before it calls something missing: the one setting behind every timeout of
 * the suite (Testing Library's findBy/waitFor, vitest's test and hook timeouts, playwright's test,
 * expect and server timeouts). No test carries a number of its own.
 *
 * A timeout is not a speed goal (those are `npm run bench`'s): it only says when to give up on a
 * state that never came, so a slower or busier machine needs a larger one, never a different test.
 * `TEST_PATIENCE` multiplies every base below (default 1); `.ci/run` raises it, and so can anyone
 * whose machine is busy (`TEST_PATIENCE=3 npm test`).
 */

/** The multiplier, from `TEST_PATIENCE` (a positive number; anything else is refused loudly). */
export const PATIENCE = readPatience(typeof process === 'undefined' ? undefined : process.env.TEST_PATIENCE);

export function readPatience(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`TEST_PATIENCE must be a positive number, not "${value}"`);
  return scale;
}

const scaled = (ms: number) => Math.round(ms * PATIENCE);

/** The bases, at TEST_PATIENCE=1: a quiet developer machine with room to spare. */
export const patience = {
  /** Testing Library's find* and waitFor: a screen's lazy chunk, its schema and its mock answers. */
  waitMs: scaled(10_000),
  /** One vitest test or hook: a screen test of a few seconds alone, beside type check and lint. */
  vitestTestMs: scaled(60_000),
  /** A vitest test that drives a whole flow or a child process (scripts, scaffolds): several screens. */
  vitestLongTestMs: scaled(180_000),
  /** One playwright test: a fresh browser context, its first page load, then a merchant's task. */
  e2eTestMs: scaled(60_000),
  /** A playwright test that walks many pages (the route sweep, a whole coupon lifecycle). */
  e2eLongTestMs: scaled(120_000),
  /** A playwright expectation: a page state the console reaches on its own. */
  e2eExpectMs: scaled(15_000),
  /**
   * One round of a retried step (`toPass`): press, then wait this long for its effect before pressing
   * again. The whole retry is bounded by e2eExpectMs × 2.
   */
  e2eRoundMs: scaled(2_000),
  /** Building the demo and starting its preview server before playwright starts. */
  e2eServerMs: scaled(180_000),
} as const;
