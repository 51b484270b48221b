/** The store-products picker, loaded with the post form (the resource list is part of the app's first code). */
import type { WidgetProps } from '@rjsf/utils';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

const Widget = lazy(() => import('./StoreProductsWidget').then((module) => ({ default: module.StoreProductsWidget })));

export function StoreProductsField(props: WidgetProps) {
  return (
    <Suspense fallback={<Skeleton.Input active size="small" />}>
      <Widget {...props} />
    </Suspense>
  );
}
