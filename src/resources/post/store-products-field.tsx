/** The store-products picker, loaded with the post form (the resource list is part of the app's first code). */
import { lazyWidget } from '@/engine/form/widgets/lazy-widget';

export const StoreProductsField = lazyWidget(() =>
  import('./StoreProductsWidget').then((module) => module.StoreProductsWidget),
);
