/** The category picker, loaded with the form (the resource list is part of the app's first code). */
import type { WidgetProps } from '@rjsf/utils';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

const Widget = lazy(() => import('./CategoryWidget').then((module) => ({ default: module.ProductCategoryWidget })));

export function ProductCategoryField(props: WidgetProps) {
  return (
    <Suspense fallback={<Skeleton.Input active size="small" />}>
      <Widget {...props} />
    </Suspense>
  );
}
