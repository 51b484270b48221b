/**
 * A daily line drawn with recharts (loaded with the statistics pages only): every day on the axis
 * ("11.21 (토)"), the previous period of the same length as a dashed line to compare with, and the
 * day's values read by pointing at it or, with the chart focused (Tab), by moving along the days
 * with ← →; the values are said in a live region. The chart's name says the period's total and its
 * busiest day, and the page keeps the same numbers in its table.
 */
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { usePhoneLayout } from '@/components/layout/use-media-query';
import { formatNumber } from '@/lib/format';
import { palette } from '@/lib/palette';
import { dashboardCopy as copy } from './copy';
import { dayLabel } from './period';

export interface DailyPoint {
  readonly date: string;
  readonly count: number;
}

interface Row {
  readonly day: string;
  readonly current: number;
  readonly previous?: number;
  readonly previousDay?: string;
}

/** Days on the axis before the labels turn to fit. */
const UPRIGHT_DAYS = 10;
/** A phone's chart has room for about this many slanted day labels. */
const PHONE_LABELS = 7;

/**
 * How the days under the chart are labelled: upright when they fit (up to 10 on a wider screen),
 * else slanted; on a phone always slanted, and every n-th day only once there are more than 7.
 */
export function dayAxis(days: number, phone: boolean): { readonly upright: boolean; readonly interval: number } {
  if (!phone) return { upright: days <= UPRIGHT_DAYS, interval: 0 };
  return { upright: false, interval: Math.max(0, Math.ceil(days / PHONE_LABELS) - 1) };
}
const PREVIOUS_COLOR = '#8c8c8c';

export function chartRows(points: readonly DailyPoint[], previous: readonly DailyPoint[] | undefined): Row[] {
  return points.map((point, index) => {
    const before = previous?.[index];
    return {
      day: dayLabel(point.date),
      current: point.count,
      ...(before ? { previous: before.count, previousDay: dayLabel(before.date) } : {}),
    };
  });
}

export function chartSummary(label: string, points: readonly DailyPoint[], previous?: readonly DailyPoint[]): string {
  const total = points.reduce((sum, point) => sum + point.count, 0);
  const peak = points.reduce<DailyPoint | undefined>(
    (best, point) => (!best || point.count > best.count ? point : best),
    undefined,
  );
  const before = previous ? previous.reduce((sum, point) => sum + point.count, 0) : undefined;
  return [
    `${label}: ${points.length}일 동안 ${formatNumber(total)}`,
    peak ? `가장 많은 날 ${dayLabel(peak.date)} ${formatNumber(peak.count)}` : undefined,
    before === undefined ? undefined : `${copy.previousPeriod} ${formatNumber(before)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

function DayValues({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const row = active ? (payload[0]?.payload as Row | undefined) : undefined;
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        background: '#fff',
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        padding: row ? '6px 10px' : 0,
        fontSize: 13,
      }}
    >
      {row ? (
        <>
          <strong>{row.day}</strong> {formatNumber(row.current)}
          {row.previous === undefined ? null : (
            <div className="muted">
              {copy.previousPeriod} {row.previousDay} {formatNumber(row.previous)}
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}

export function TrendChart({
  label,
  points,
  previous,
}: {
  readonly label: string;
  readonly points: readonly DailyPoint[];
  readonly previous?: readonly DailyPoint[] | undefined;
}) {
  const rows = chartRows(points, previous);
  const { upright, interval } = dayAxis(rows.length, usePhoneLayout());
  return (
    // Clipped: recharts keeps its hidden tooltip where it was last shown, so after a hover at a wide
    // width a window or tablet turned narrow scrolled sideways to reach it (602 px at 390).
    <figure className="trend-chart" style={{ margin: 0, overflow: 'hidden' }}>
      <ResponsiveContainer width="100%" height={upright ? 220 : 250} initialDimension={{ width: 640, height: 220 }}>
        <LineChart
          data={rows}
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          title={chartSummary(label, points, previous)}
        >
          <CartesianGrid stroke="#f0f0f0" vertical={false} />
          <XAxis
            dataKey="day"
            interval={interval}
            tick={{ fontSize: 11, fill: palette.textTertiary }}
            angle={upright ? 0 : -50}
            textAnchor={upright ? 'middle' : 'end'}
            height={upright ? 28 : 60}
          />
          <YAxis
            allowDecimals={false}
            width={44}
            tick={{ fontSize: 11, fill: palette.textTertiary }}
            tickFormatter={(value: number) => formatNumber(value)}
          />
          <Tooltip content={DayValues} isAnimationActive={false} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {previous ? (
            <Line
              name={copy.previousPeriod}
              dataKey="previous"
              stroke={PREVIOUS_COLOR}
              strokeDasharray="4 4"
              dot={false}
              isAnimationActive={false}
            />
          ) : null}
          <Line
            name={copy.thisPeriod}
            dataKey="current"
            stroke={palette.primary}
            strokeWidth={2}
            dot={{ r: rows.length > 31 ? 1.5 : 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
      <figcaption className="muted" style={{ fontSize: 12 }}>
        {copy.chartHint}
      </figcaption>
    </figure>
  );
}
