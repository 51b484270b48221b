/**
 * A resource's own widget loaded with the form rather than with the app: resource definitions are
 * part of the app's first code, so a widget they name directly would ship on every screen.
 */
import type { WidgetProps } from '@rjsf/utils';
import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';

export function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): ComponentType<WidgetProps> {
  const Widget = lazy(() => load().then((component) => ({ default: component })));
  return function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={<Skeleton.Input active size="small" />}>
        <Widget {...props} />
      </Suspense>
    );
  };
}
