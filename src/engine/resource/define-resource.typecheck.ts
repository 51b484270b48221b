/**
 * Compile-time spec of `defineResource` (checked by `npm run typecheck`, never run): each
 * `@ts-expect-error` line must stay an error, or tsc fails on the unused directive.
 */
import { paths } from '@/config/paths';
import { defineResource } from './define-resource';

export const typingSpec = defineResource('coupon', (r) => ({
  name: 'typing-spec',
  label: '검사',
  routes: { list: paths.coupon.list },
  list: r.list('get', '/api/v1/coupon_boxes', {
    // @ts-expect-error a column must be a field of the list item
    columns: ['name', 'no_such_field'],
    // @ts-expect-error a filter must be a query parameter of the list operation
    filters: ['no_such_param'],
    rowActions: (action) => [
      // @ts-expect-error the body must match the operation's request body
      action('put', '/api/v1/coupon_boxes/{id}/status', { label: 'x', body: { status: 'PAUSED' } }),
      // @ts-expect-error the path must exist in the service with that method
      action('put', '/api/v1/coupon_boxes/{id}/nope', { label: 'x' }),
    ],
  }),
  // @ts-expect-error fixed values must be fields of the body
  update: r.update('put', '/api/v1/coupon_boxes/{id}', { fixed: { stauts: 'ACTIVE' } }),
  // @ts-expect-error remove takes a DELETE path
  remove: r.remove('/api/v1/coupon_boxes'),
}));
