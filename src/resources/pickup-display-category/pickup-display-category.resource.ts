/**
 * Display categories (spec 002 §3–§4, /profile/{baId}/pickup/display-category): create, rename,
 * delete, reorder, change status (own call) and assign menus in order.
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { categoryDeleteBody } from './category-delete';

export const pickupDisplayCategoryResource = defineResource('pickup', (r) => ({
  name: 'pickupDisplayCategory',
  label: '메뉴 카테고리',
  editIn: 'drawer',
  routes: { list: paths.pickup.displayCategory },

  list: r.list('get', '/api/v1/display-categories', {
    columns: [
      { field: 'name', primary: true },
      {
        field: 'menuCount',
        // Customers see a category only with menus in it.
        note: (category) => (category.menuCount === 0 ? '메뉴가 없어 손님에게 안 보여요' : undefined),
      },
    ],
    rowActions: (action) => [
      action('put', '/api/v1/display-categories/{categoryId}/status', {
        kind: 'select',
        label: '노출 상태',
        field: 'status',
        current: (category) => category.status,
      }),
    ],
    reorder: (reorder) =>
      reorder('put', '/api/v1/display-categories/display-order', (categories) => ({
        displayCategories: categories.map((category, index) => ({ id: category.id, displayOrder: index + 1 })),
      })),
    emptyText: '아직 메뉴 카테고리가 없어요. 커피, 디저트처럼 메뉴를 묶어 보세요.',
  }),

  // A new category starts OPEN (set by the server).
  create: r.create('post', '/api/v1/display-categories', { order: ['name', 'menuIds'] }),

  update: r.update('put', '/api/v1/display-categories/{id}', {
    load: '/api/v1/display-categories/{id}',
    order: ['name', 'menus'],
    toFormData: (category) => ({
      name: category.name,
      menus: [...category.menus]
        .sort((a, b) => a.displayOrder - b.displayOrder)
        .map((menu) => ({ menuId: menu.id, displayOrder: menu.displayOrder })),
    }),
  }),

  // The menus stay (the server keeps them); a menu in no other category is no longer seen.
  remove: r.remove('/api/v1/display-categories/{id}', {
    confirmBody: (category: { name: string; menuCount: number }) => categoryDeleteBody(category),
  }),
}));
