/**
 * Pickup menus (spec 002 §3–§4, /profile/{baId}/pickup/menu and /menu/{menuId}): searchable list
 * with status change, one screen to create (`new`) and edit; options and display categories are
 * chosen from their own lists; status changes through its own call.
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { formatDiscount } from '@/lib/format';

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

/** Shown under a menu's sale status when every category holding it is hidden (displayStatus HIDDEN). */
const HIDDEN_NOTE = '숨긴 카테고리에만 있어 손님에게 안 보여요';

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
      // One status a merchant sets: the sale status, in a column of its own. Whether customers see
      // the menu follows its categories; it only shows, as a note, when it hides a menu.
      action('put', '/api/v1/menus/{menuId}/status', {
        kind: 'select',
        label: '판매 상태',
        field: 'status',
        current: (menu) => menu.status,
        column: true,
        note: (menu) => (menu.displayStatus === 'HIDDEN' ? HIDDEN_NOTE : undefined),
      }),
    ],
    emptyText: '아직 등록한 메뉴가 없어요. 첫 메뉴를 등록해 주세요.',
  }),

  // A new menu starts with price 0 (schema default) and status CLOSE (set by the server): the form
  // says so, and 저장하고 판매 시작 opens it for sale through the status call right after saving.
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
  }),

  remove: r.remove('/api/v1/menus/{menuId}'),
}));
