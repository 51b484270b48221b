/**
 * Pickup menus (spec 002 §3–§4, /profile/{baId}/pickup/menu and /menu/{menuId}): searchable list
 * with status change, one screen to create (`new`) and edit; options and display categories are
 * chosen from their own lists; status changes through its own call.
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { formatDiscount } from '@/lib/format';
import { menuVisibility, storeOrderingLine } from './menu-visibility';

/** Name and price first, then what describes the menu, then how it is sold. */
const FIELD_ORDER = [
  'name',
  'price',
  'description',
  'mainImageId',
  'imageIds',
  'displayCategoryIds',
  'optionIds',
  'discount',
  'nutrition',
] as const;

export const pickupMenuResource = defineResource('pickup', (r) => ({
  name: 'pickupMenu',
  label: '메뉴',
  routeParam: 'menuId',
  newRecordParam: 'new',
  routes: { list: paths.pickup.menuList, edit: paths.pickup.menuForm },

  list: r.list('get', '/api/v1/menus/search', {
    columns: [
      'mainImageUrl',
      { field: 'name', primary: true, sortKey: 'name' },
      { field: 'price', sortKey: 'price' },
      { field: 'discount', title: '할인', render: (_, menu) => formatDiscount(menu.discount) },
    ],
    filters: ['name', 'status', 'displayCategoryId'],
    sortParam: 'sort',
    rowActions: (action) => [
      // One status a merchant sets: the sale status, in a column of its own. Under it, whether
      // customers see the menu (sale status and categories) or why not.
      action('put', '/api/v1/menus/{menuId}/status', {
        kind: 'select',
        label: '판매 상태',
        field: 'status',
        current: (menu) => menu.status,
        column: true,
        note: (menu) => menuVisibility(menu).text,
      }),
    ],
    // Whether the store takes orders now: once, above the menus (the store's, not a menu's).
    stats: (stats) =>
      stats('/api/v1/stores/operation-info', {
        title: '손님에게 보이는 메뉴',
        figures: ({ data }) => [{ label: '지금 매장', value: storeOrderingLine(data.operationStatus) }],
      }),
    emptyText: '아직 등록한 메뉴가 없어요. 첫 메뉴를 등록해 주세요.',
  }),

  // A new menu starts with an empty price (a 0원 menu cannot be sold) and status CLOSE (set by the
  // server): the form says so, and 저장하고 판매 시작 opens it for sale through the status call right
  // after saving. A category is required: customers find menus through the categories.
  create: r.create('post', '/api/v1/menus', {
    order: [...FIELD_ORDER],
    note: '새 메뉴는 판매 중지 상태로 저장돼요. 바로 팔려면 저장하고 판매 시작을 눌러 주세요.',
    saveAndThen: {
      action: (action) =>
        action('put', '/api/v1/menus/{menuId}/status', {
          label: '저장하고 판매 시작',
          body: { status: 'OPEN' },
          successToast: '메뉴를 만들고 판매를 시작했어요.',
        }),
      failureToast: '메뉴는 만들었지만 판매를 시작하지 못했어요. 목록에서 판매 상태를 바꿔 주세요.',
    },
  }),

  update: r.update('put', '/api/v1/menus/{menuId}', {
    load: '/api/v1/menus/{menuId}',
    order: [...FIELD_ORDER],
    toFormData: (menu) => ({
      name: menu.name,
      price: menu.price,
      description: menu.description,
      mainImageId: menu.images.find((image) => image.url === menu.mainImageUrl)?.id ?? null,
      imageIds: menu.images.map((image) => image.id),
      optionIds: menu.selectedOptions.map((option) => option.id),
      displayCategoryIds: menu.selectedDisplayCategories.map((category) => category.id),
      nutrition: menu.nutrition,
      discount: menu.discount,
    }),
    actions: (action) => [
      action('put', '/api/v1/menus/{menuId}/status', {
        kind: 'select',
        label: '판매 상태',
        field: 'status',
        current: (menu) => menu.status,
      }),
    ],
    // Why customers do not see the menu as saved (판매 중지, no category, hidden categories).
    notice: (menu) => {
      const visibility = menuVisibility(menu);
      return visibility.visible ? undefined : `지금은 ${visibility.text}.`;
    },
  }),

  remove: r.remove('/api/v1/menus/{menuId}'),
}));
