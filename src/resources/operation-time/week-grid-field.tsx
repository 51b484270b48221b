/** The week grid, loaded with the form (the resource list is part of the app's first code). */
import type { FieldProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/feedback/LoadingState';

const WeekGrid = lazy(() => import('./WeekGrid').then((module) => ({ default: module.WeekGrid })));

export function WeekGridField(props: FieldProps) {
  return (
    <Suspense fallback={<LoadingState rows={7} />}>
      <WeekGrid {...props} />
    </Suspense>
  );
}
