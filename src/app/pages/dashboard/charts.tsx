/**
 * Horizontal bars drawn as a list (each bar's number is text beside it, so nothing is only in a
 * picture). Daily lines are TrendChart's (recharts).
 */
import { formatNumber } from '@/lib/format';
import { palette } from '@/lib/palette';

export interface Bar {
  readonly label: string;
  readonly value: number;
  /** A short figure beside the value (e.g. "12.5%"). */
  readonly note?: string;
  /** A line under the bar (e.g. the post's title). */
  readonly caption?: string;
}

const figureOf = (bar: Bar) => `${formatNumber(bar.value)}${bar.note ? ` · ${bar.note}` : ''}`;

/**
 * Horizontal bars, longest first as given: where visitors come from, which 동네. Every row has the
 * same columns (the figures' column is as wide as the widest figure, in digits), so every bar's
 * track is as long and each bar's length is its value's share of the largest.
 */
export function BarList({ bars, label }: { readonly bars: readonly Bar[]; readonly label: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const figureWidth = Math.max(...bars.map((bar) => figureOf(bar).length));
  const columns = `120px minmax(0, 1fr) ${figureWidth + 1}ch`;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {bars.map((bar) => (
        <li
          key={bar.label}
          style={{ display: 'grid', gridTemplateColumns: columns, columnGap: 8, rowGap: 2, alignItems: 'center' }}
        >
          <span>{bar.label}</span>
          <span aria-hidden data-bar-track style={{ background: '#f5f5f5', borderRadius: 4, height: 12 }}>
            <span
              data-bar
              style={{
                display: 'block',
                width: `${(bar.value / max) * 100}%`,
                height: '100%',
                borderRadius: 4,
                background: palette.primary,
              }}
            />
          </span>
          <span style={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
            {formatNumber(bar.value)}
            {bar.note ? <span className="muted"> · {bar.note}</span> : null}
          </span>
          {bar.caption ? (
            <span className="muted" style={{ gridColumn: '2 / -1', overflowWrap: 'anywhere' }}>
              {bar.caption}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
