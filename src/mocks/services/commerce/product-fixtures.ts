/** Tests' products: a complete, valid ProductInput of a food category (its 고시 and attributes filled). */
import type { ProductInput, ProductTemplateInput } from '@generated/graphql/commerce/schema';

/** The 식품 정보 고시 with what the law requires filled; `values` change or empty some items. */
export function foodNotice(values: Record<string, string> = {}): ProductTemplateInput[] {
  return [
    {
      templateId: 'tpl-food',
      nodes: Object.entries({
        manufacturer: '동네커피 망원점',
        roastedAt: '2026-11-20',
        shelfLifeDays: '180',
        storage: '서늘한 곳에 보관해 주세요.',
        ...values,
      }).map(([dataKey, value]) => ({ dataKey, value })),
    },
  ];
}

/** A drip-bag product the mock accepts; spread and change a field to try a rule. */
export const beansInput: ProductInput = {
  name: '디카페인 원두 200g',
  type: 'DELIVERY',
  price: 16_000,
  stock: 30,
  categoryId: 'cat-beans',
  attributes: [
    { attributeId: 'attr-origin', value: '콜롬비아' },
    { attributeId: 'attr-roast', value: '미디엄' },
  ],
  templates: foodNotice(),
  thumbnailUrls: ['https://images.dongnemarket.com/commerce/products/new/1/640x640.png'],
};
