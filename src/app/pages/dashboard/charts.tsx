/**
 * Horizontal bars drawn as a list (each bar's number is text beside it, so nothing is only in a
 * picture). Daily lines are TrendChart's (recharts).
 */
import { formatNumber } from '@/lib/format';
import { palette } from '@/lib/palette';

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
