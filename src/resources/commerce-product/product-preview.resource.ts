/**
 * The buyer's view of a product (`/preview/products/{productId}?baId=…`,
 * docs/decisions/commerce-catalog.md): the product's detail call, headed by its name, drawn as a
 * customer sees it. Outside the account's layout and exempt from the login redirect; the store's
 * account comes from `baId` (the preview layout provides it).
 */
import { ProductDetailDocument } from '@/api/commerce/catalog';
import { paths } from '@/config/paths';
import { defineGraphqlResource } from '@/engine/resource/define-graphql-resource';
import { lazySection } from '@/engine/resource/lazy-section';
import { previewCopy } from './preview-words';

const ProductPreview = lazySection(() => import('./ProductPreview').then((module) => module.ProductPreview));

export const productPreviewResource = defineGraphqlResource('commerce', (g) => ({
  name: 'commerceProductPreview',
  label: previewCopy.title,
  routeParam: 'productId',
  routes: { detail: paths.commerceCatalog.productPreview },
  detail: g.detail(ProductDetailDocument, {
    bind: { productId: 'record' },
    fields: [],
    sections: [{ component: ProductPreview, bare: true }],
  }),
}));
