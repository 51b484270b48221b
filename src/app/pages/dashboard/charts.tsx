/**
 * Small SVG charts drawn here (no chart library): a daily line with its area, and horizontal bars.
 * Each has a text alternative (role="img" with a label that says the numbers), and the page shows
 * the same numbers in a table, so nothing is only in a picture.
 */
import { dayjs, formatNumber } from '@/lib/format';
import { palette } from '@/lib/palette';

export interface DailyPoint {
  readonly date: string;
  readonly count: number;
}

const WIDTH = 640;
const HEIGHT = 180;
const PAD = { top: 12, right: 12, bottom: 24, left: 40 };

/** A line of daily counts: the highest and the first and last days are labelled. */
export function DailyLineChart({ points, label }: { readonly points: readonly DailyPoint[]; readonly label: string }) {
  const max = Math.max(1, ...points.map((point) => point.count));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (points.length <= 1 ? innerWidth / 2 : (index * innerWidth) / (points.length - 1));
  const y = (count: number) => PAD.top + innerHeight - (count / max) * innerHeight;
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(point.count)}`).join(' ');
  const area = points.length > 0 ? `${line} L${x(points.length - 1)},${y(0)} L${x(0)},${y(0)} Z` : '';
  const total = points.reduce((sum, point) => sum + point.count, 0);
  const peak = points.reduce<DailyPoint | undefined>(
    (best, point) => (!best || point.count > best.count ? point : best),
    undefined,
  );
  const summary = `${label}: ${points.length}일 동안 ${formatNumber(total)}${
    peak ? `, 가장 많은 날 ${dayjs(peak.date).format('M월 D일')} ${formatNumber(peak.count)}` : ''
  }`;
  const labelled = new Set([0, points.length - 1]);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} style={{ width: '100%', height: 'auto' }}>
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="#d9d9d9" />
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max)} y2={y(max)} stroke="#f0f0f0" />
      <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" fontSize={11} fill={palette.textTertiary}>
        {formatNumber(max)}
      </text>
      <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" fontSize={11} fill={palette.textTertiary}>
        0
      </text>
      {area ? <path d={area} fill={palette.primaryTint} /> : null}
      {line ? <path d={line} fill="none" stroke={palette.primary} strokeWidth={2} /> : null}
      {points.map((point, index) => (
        <g key={point.date}>
          <circle cx={x(index)} cy={y(point.count)} r={points.length > 31 ? 1.5 : 3} fill={palette.primary}>
            <title>{`${dayjs(point.date).format('M월 D일')} ${formatNumber(point.count)}`}</title>
          </circle>
          {labelled.has(index) ? (
            <text
              x={x(index)}
              y={HEIGHT - 6}
              textAnchor={index === 0 ? 'start' : 'end'}
              fontSize={11}
              fill={palette.textTertiary}
            >
              {dayjs(point.date).format('M.D')}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}

export interface Bar {
  readonly label: string;
  readonly value: number;
  /** Shown after the value (e.g. "12.5%"). */
  readonly note?: string;
}

/** Horizontal bars, longest first as given: where visitors come from, which 동네. */
export function BarList({ bars, label }: { readonly bars: readonly Bar[]; readonly label: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {bars.map((bar) => (
        <li
          key={bar.label}
          style={{ display: 'grid', gridTemplateColumns: '120px 1fr auto', gap: 8, alignItems: 'center' }}
        >
          <span>{bar.label}</span>
          <span aria-hidden style={{ background: '#f5f5f5', borderRadius: 4, height: 12 }}>
            <span
              style={{
                display: 'block',
                width: `${(bar.value / max) * 100}%`,
                minWidth: bar.value > 0 ? 2 : 0,
                height: '100%',
                borderRadius: 4,
                background: palette.primary,
              }}
            />
          </span>
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatNumber(bar.value)}
            {bar.note ? <span className="muted"> · {bar.note}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
