/**
 * What a post's readers did, day by day: how often it was shown (노출) in the home feed, in search
 * results and as a follower notification, and how often customers opened it from there (유입). A
 * post reaches people only while it is shown (posted, not hidden, restricted or deleted) and only up
 * to `now`, so a post written a minute ago has nothing yet; each day's visits are a share of that
 * day's impressions, never more.
 */
import type { components } from '@generated/openapi/statistics';
import { kstDateOf } from '../../core/time';
import { accountScale, PLACEMENT_TYPES, unitHash, type PlacementType } from './numbers';

type Schemas = components['schemas'];

/** A post as its readers saw it. */
export interface ReachPost {
  readonly id: number;
  readonly accountId: number;
  readonly publishedAt: string;
  /** When customers could not see it (hidden, restricted or deleted): [from, to) in ms, to Infinity while so. */
  readonly hiddenSpans: readonly (readonly [number, number])[];
  readonly notifiedAt: string | null;
  /** The followers its notification went to: those following when it was sent. */
  readonly recipients: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Impressions a day, fresh, in the demo café's feed and search results. */
const DAILY_IMPRESSIONS = { HOME_FEED: 150, SEARCH: 40 } as const;
/** Of those who saw it, the share who opened it: lowest and highest. */
const OPEN_RATE: Record<PlacementType, readonly [number, number]> = {
  HOME_FEED: [0.05, 0.1],
  SEARCH: [0.12, 0.22],
  FOLLOWER_NOTIFICATION: [0.25, 0.45],
};
/** The route a visit through a placement counts under in 통계's 유입 경로 (a notification's is 기타). */
const ROUTE_OF: Record<PlacementType, Schemas['InflowType']> = {
  HOME_FEED: 'HOME_POST',
  SEARCH: 'SEARCH',
  FOLLOWER_NOTIFICATION: 'ETC',
};
/** Followers read a notification within hours: this many minutes for two thirds of them. */
const NOTIFICATION_READ_MINUTES = 120;

const dayStartOf = (date: string) => Date.parse(`${date}T00:00:00+09:00`);

/** A time span [from, to) in ms. */
type Span = readonly [number, number];

/** The spans of the date during which the post was shown, from `from` (its posting) up to now. */
function shownSpans(post: ReachPost, date: string, now: Date, from = Date.parse(post.publishedAt)): Span[] {
  const start = dayStartOf(date);
  let spans: Span[] = [[Math.max(start, from), Math.min(start + DAY_MS, now.getTime())]];
  for (const [hiddenFrom, hiddenTo] of post.hiddenSpans)
    spans = spans.flatMap(([a, b]): Span[] => [
      [a, Math.min(b, hiddenFrom)],
      [Math.max(a, hiddenTo), b],
    ]);
  return spans.filter(([a, b]) => b > a);
}

const lengthOf = (spans: readonly Span[]) => spans.reduce((total, [a, b]) => total + b - a, 0);

/** Posts are read most in their first week. */
function freshness(post: ReachPost, date: string): number {
  const age = (dayStartOf(date) - dayStartOf(kstDateOf(post.publishedAt))) / DAY_MS;
  return age < 0 ? 0 : Math.exp(-age / 9);
}

/** Followers who have read the notification by the instant. */
function notificationReadsBy(post: ReachPost, instant: number): number {
  if (post.notifiedAt === null) return 0;
  const minutes = (instant - Date.parse(post.notifiedAt)) / MINUTE_MS;
  if (minutes <= 0) return 0;
  const readers = post.recipients * (0.6 + 0.3 * unitHash(`${post.id}:notified`));
  return Math.floor(readers * (1 - Math.exp(-minutes / NOTIFICATION_READ_MINUTES)));
}

/** How often the post was shown in the placement on the date, up to now. */
function placementImpressions(post: ReachPost, date: string, placement: PlacementType, now: Date): number {
  if (placement === 'FOLLOWER_NOTIFICATION') {
    if (post.notifiedAt === null) return 0;
    return shownSpans(post, date, now, Date.parse(post.notifiedAt)).reduce(
      (total, [a, b]) => total + notificationReadsBy(post, b) - notificationReadsBy(post, a),
      0,
    );
  }
  const shown = lengthOf(shownSpans(post, date, now));
  if (shown === 0) return 0;
  const perDay =
    DAILY_IMPRESSIONS[placement] *
    accountScale(post.accountId) *
    freshness(post, date) *
    (0.6 + 0.8 * unitHash(`${post.id}:impression:${placement}:${date}`));
  return Math.floor((perDay * shown) / DAY_MS);
}

/** Of the impressions, those who opened the post. */
function openedOf(post: ReachPost, date: string, placement: PlacementType, impressions: number): number {
  const [low, high] = OPEN_RATE[placement];
  return Math.floor(impressions * (low + (high - low) * unitHash(`${post.id}:visit:${placement}:${date}`)));
}

type DayFigures = Record<PlacementType, { readonly impressions: number; readonly visits: number }>;

/** A day before the post was written, or still to come. */
const NOTHING: DayFigures = {
  HOME_FEED: { impressions: 0, visits: 0 },
  SEARCH: { impressions: 0, visits: 0 },
  FOLLOWER_NOTIFICATION: { impressions: 0, visits: 0 },
};

function workOut(post: ReachPost, date: string, now: Date): DayFigures {
  const start = dayStartOf(date);
  if (start + DAY_MS <= Date.parse(post.publishedAt) || start > now.getTime()) return NOTHING;
  const entries = PLACEMENT_TYPES.map((placement) => {
    const impressions = placementImpressions(post, date, placement, now);
    return [placement, { impressions, visits: openedOf(post, date, placement, impressions) }] as const;
  });
  return Object.fromEntries(entries) as DayFigures;
}

/** A request reads the same post's day many times (each route, each total): worked out once per post object. */
const computed = new WeakMap<ReachPost, Map<string, DayFigures>>();

function dayFigures(post: ReachPost, date: string, now: Date): DayFigures {
  const known = computed.get(post) ?? new Map<string, DayFigures>();
  computed.set(post, known);
  const key = `${date}@${now.getTime()}`;
  const figures = known.get(key) ?? workOut(post, date, now);
  known.set(key, figures);
  return figures;
}

export function postImpressionsOn(post: ReachPost, date: string, type: Schemas['ImpressionType'], now: Date): number {
  const figures = dayFigures(post, date, now);
  const placements = type === 'POST' ? PLACEMENT_TYPES : [type];
  return placements.reduce((sum, placement) => sum + figures[placement].impressions, 0);
}

/** Customers who opened the post on the date, by 유입 경로 (ALL: every route): a share of its impressions. */
export function postVisitsOn(post: ReachPost, date: string, type: Schemas['InflowType'], now: Date): number {
  const figures = dayFigures(post, date, now);
  return PLACEMENT_TYPES.filter((placement) => type === 'ALL' || ROUTE_OF[placement] === type).reduce(
    (sum, placement) => sum + figures[placement].visits,
    0,
  );
}
