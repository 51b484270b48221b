/**
 * Menu options (spec 002 §3, /profile/{baId}/pickup/option): list in display order with create,
 * edit, delete and reorder in place. An option needs a name, a status and at least one item.
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';

export const pickupOptionResource = defineResource('pickup', (r) => ({
  name: 'pickupOption',
  label: '메뉴 옵션',
  editIn: 'drawer',
  routes: { list: paths.pickup.option },

  list: r.list('get', '/api/v1/menu-options', {
    columns: [{ field: 'name', primary: true }, 'status', 'isRequired', 'maxOptionItemCount', 'optionItems'],
    reorder: (reorder) =>
      reorder('put', '/api/v1/menu-options/display-order', (options) => ({
        menuOptions: options.map((option, index) => ({ id: option.id, displayOrder: index + 1 })),
      })),
    emptyText: '아직 만든 옵션이 없어요. 샷 추가, 사이즈처럼 메뉴에 붙일 옵션을 만들어 보세요.',
  }),

  create: r.create('post', '/api/v1/menu-options', {
    defaults: { optionItems: [{ name: '', price: 0, status: 'OPEN', isDefault: false }] },
    order: ['name', 'status', 'isBasic', 'maxOptionItemCount', 'optionItems'],
  }),

  update: r.update('put', '/api/v1/menu-options/{menuOptionId}', {
    load: '/api/v1/menu-options/{menuOptionId}',
    order: ['name', 'status', 'isBasic', 'maxOptionItemCount', 'optionItems'],
    // The create/update call names the "required" flag isBasic (spec 002 §3).
    toFormData: (option) => ({
      name: option.name,
      status: option.status,
      isBasic: option.isRequired,
      maxOptionItemCount: option.maxOptionItemCount,
      optionItems: option.optionItems.map(({ name, price, status, isDefault, displayOrder }) => ({
        name,
        price,
        status,
        isDefault,
        displayOrder,
      })),
    }),
  }),

  remove: r.remove('/api/v1/menu-options/{menuOptionId}'),
}));
