/**
 * A component whose code loads when it is first drawn rather than with the app: for what resource
 * definitions and the shell name but no first screen shows (a dialog, a cell of one list, a
 * drawer), so its code and the antd parts it alone uses stay out of every first visit.
 *
 * @example
 * const PostPhotos = lazyComponent(() => import('./PostPhotos').then((module) => module.PostPhotos));
 */
import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): (props: P) => ReactElement {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
