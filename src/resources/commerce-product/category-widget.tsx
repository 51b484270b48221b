/** The category picker, loaded with the form (the resource list is part of the app's first code). */
import { lazyWidget } from '@/engine/form/widgets/lazy-widget';

export const ProductCategoryField = lazyWidget(() =>
  import('./CategoryWidget').then((module) => module.ProductCategoryWidget),
);
