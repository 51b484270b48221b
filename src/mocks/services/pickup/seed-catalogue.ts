/** 동네커피 망원점's catalogue: its options, its menus (seed-menus.ts) with photos, and its display categories. */
import type { components } from '@generated/openapi/pickup';
import { MENU_SEEDS, type OptionKey } from './seed-menus';
import type { PickupMenuOptionRow, PickupMenuRow, PickupStore } from './state';

type Schemas = components['schemas'];

export const IMAGE_BASE = 'https://images.dongnemarket.com/pickup';

const OPTION_SEEDS: (Omit<PickupMenuOptionRow, 'id' | 'displayOrder' | 'optionItems'> & {
  key: OptionKey;
  items: [name: string, price: number, status?: Schemas['MenuOptionStatus'], isDefault?: boolean][];
})[] = [
  {
    key: 'shot',
    name: '샷 추가',
    status: 'OPEN',
    isRequired: false,
    maxOptionItemCount: 1,
    items: [
      ['1샷 추가', 500],
      ['2샷 추가', 1000],
    ],
  },
  {
    key: 'syrup',
    name: '시럽 선택',
    status: 'OPEN',
    isRequired: false,
    maxOptionItemCount: 2,
    items: [
      ['바닐라 시럽', 500],
      ['헤이즐넛 시럽', 500, 'SOLD_OUT'],
      ['캐러멜 시럽', 500],
    ],
  },
  {
    key: 'size',
    name: '사이즈',
    status: 'OPEN',
    isRequired: true,
    maxOptionItemCount: 1,
    items: [
      ['레귤러', 0, 'OPEN', true],
      ['라지', 700],
    ],
  },
  {
    key: 'milk',
    name: '우유 변경',
    status: 'SOLD_OUT',
    isRequired: false,
    maxOptionItemCount: 1,
    items: [
      ['오트 밀크', 500],
      ['두유', 500],
    ],
  },
];

const CATEGORY_SEEDS: { name: string; status: Schemas['DisplayCategoryStatus']; menus: string[] }[] = [
  {
    name: '커피',
    status: 'OPEN',
    menus: [
      '아메리카노',
      '카페라떼',
      '바닐라라떼',
      '카라멜마키아토',
      '콜드브루',
      '에스프레소',
      '아인슈페너',
      '디카페인 아메리카노',
    ],
  },
  { name: '논커피', status: 'OPEN', menus: ['말차라떼', '초코라떼', '얼그레이 밀크티', '유자차'] },
  { name: '에이드', status: 'OPEN', menus: ['레몬에이드', '자몽에이드', '청포도에이드'] },
  { name: '베이커리', status: 'OPEN', menus: ['소금빵', '크루아상', '스콘', '바질 치아바타 샌드위치'] },
  { name: '디저트', status: 'CLOSE', menus: ['치즈케이크', '티라미수', '마카롱 세트 (3개입)'] },
];

/** Fills the store's options, menus and categories, taking ids in that order. */
export function seedCatalogue(store: PickupStore, nextId: () => number): void {
  const accountId = store.businessAccountId;
  const optionIds = new Map<OptionKey, number>();
  store.menuOptions = OPTION_SEEDS.map(({ key, items, ...fields }, index) => {
    const id = nextId();
    optionIds.set(key, id);
    return {
      ...fields,
      id,
      displayOrder: index + 1,
      optionItems: items.map(([name, price, status = 'OPEN', isDefault = false]) => ({
        id: nextId(),
        name,
        price,
        status,
        isDefault,
      })),
    };
  });

  store.menus = MENU_SEEDS.map((seed): PickupMenuRow => {
    const image = seed.noImage ? null : { id: nextId(), url: `${IMAGE_BASE}/${accountId}/menus/${seed.slug}.jpg` };
    return {
      id: nextId(),
      name: seed.name,
      price: seed.price,
      description: seed.description,
      status: seed.status,
      mainImage: image,
      images: image ? [image] : [],
      nutrition: seed.nutrition,
      discount: seed.discount ?? null,
      optionIds: (seed.options ?? []).map((key) => optionIds.get(key)!),
    };
  });

  const menuId = (name: string) => {
    const menu = store.menus.find((row) => row.name === name);
    if (!menu) throw new Error(`pickup seed: no menu ${name}`);
    return menu.id;
  };
  store.displayCategories = CATEGORY_SEEDS.map((seed, index) => ({
    id: nextId(),
    name: seed.name,
    status: seed.status,
    displayOrder: index + 1,
    menuIds: seed.menus.map(menuId),
  }));
}
