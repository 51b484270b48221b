/**
 * A resource's own component loaded with its screen, not with the app: a resource's definition is
 * read by the router on every first visit, so a section it names statically (a form with antd Form,
 * a progress bar) would weigh on every route's first load.
 */
import { lazy, Suspense, type ComponentType, type FunctionComponent, type ReactNode } from 'react';
import { LoadingState } from '@/components/feedback/LoadingState';

export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** What shows while the code arrives: the loading state, or nothing for a line of text. */
  fallback: ReactNode = <LoadingState />,
): FunctionComponent<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazySection(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
