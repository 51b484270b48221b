/**
 * The store's products (GraphQL, docs/decisions/commerce-engine.md). This branch declares the
 * create and edit forms (product-form.ts); the list at `/profile/{baId}/product` is still the
 * hand-written page, which `routes.list` names so a save goes back to it.
 */
import { defineGraphqlResource } from '@/engine/resource/define-graphql-resource';
import { productFormRoutes, productForms } from './product-form';

export const productResource = defineGraphqlResource('commerce', (g) => ({
  name: 'commerceProduct',
  label: '상품',
  idField: 'id',
  routeParam: 'productId',
  routes: productFormRoutes,
  ...productForms(g),
}));
