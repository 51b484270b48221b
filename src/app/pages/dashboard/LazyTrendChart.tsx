/**
 * TrendChart with its chart library loaded after the page's numbers and table: the figures and the
 * day-by-day table show at once, each chart takes its place (same height) when recharts arrives.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const Chart = lazy(() => import('./TrendChart').then((module) => ({ default: module.TrendChart })));

export function TrendChart(props: ComponentProps<typeof Chart>) {
  return (
    <Suspense fallback={<div aria-hidden style={{ height: 250 }} />}>
      <Chart {...props} />
    </Suspense>
  );
}
