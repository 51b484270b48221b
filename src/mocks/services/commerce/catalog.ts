import type { ProductAttribute, ProductCategory, ProductTemplate } from '@generated/graphql/commerce/schema';

/** Product categories of a café store: parents, then their leaves. */
export const CATEGORIES: ProductCategory[] = [
  { id: 'cat-coffee', name: '커피', parentId: null },
  { id: 'cat-beans', name: '원두', parentId: 'cat-coffee' },
  { id: 'cat-dripbag', name: '드립백', parentId: 'cat-coffee' },
  { id: 'cat-coldbrew', name: '콜드브루', parentId: 'cat-coffee' },
  { id: 'cat-dessert', name: '디저트', parentId: null },
  { id: 'cat-cake', name: '케이크', parentId: 'cat-dessert' },
  { id: 'cat-cookie', name: '쿠키·구움과자', parentId: 'cat-dessert' },
  { id: 'cat-goods', name: '굿즈', parentId: null },
  { id: 'cat-mug', name: '머그컵·텀블러', parentId: 'cat-goods' },
  { id: 'cat-bag', name: '에코백', parentId: 'cat-goods' },
  { id: 'cat-voucher', name: '교환권', parentId: null },
  { id: 'cat-giftcard', name: '기프트카드', parentId: 'cat-voucher' },
  { id: 'cat-drink-voucher', name: '음료 교환권', parentId: 'cat-voucher' },
  { id: 'cat-class', name: '클래스', parentId: null },
  { id: 'cat-barista', name: '바리스타 클래스', parentId: 'cat-class' },
];

export const ATTRIBUTES: ProductAttribute[] = [
  {
    id: 'attr-origin',
    name: '원산지',
    values: ['에티오피아', '콜롬비아', '브라질', '과테말라', '케냐'],
    required: true,
    categoryIds: ['cat-beans', 'cat-dripbag', 'cat-coldbrew'],
  },
  {
    id: 'attr-roast',
    name: '로스팅',
    values: ['라이트', '미디엄', '미디엄 다크', '다크'],
    required: true,
    categoryIds: ['cat-beans', 'cat-dripbag'],
  },
  { id: 'attr-weight', name: '용량', values: [], required: false, categoryIds: ['cat-beans', 'cat-coldbrew'] },
  {
    id: 'attr-material',
    name: '소재',
    values: ['세라믹', '스테인리스', '유리', '면'],
    required: false,
    categoryIds: ['cat-mug', 'cat-bag'],
  },
  {
    id: 'attr-allergy',
    name: '알레르기 유발 성분',
    values: [],
    required: false,
    categoryIds: ['cat-cake', 'cat-cookie'],
  },
];

/**
 * A template as a form: every value starts empty, CHECKBOX starts "false" (spec 001 §3). The items
 * the 상품정보제공 고시 requires for the kind of goods are `required` (a food's maker, date, 소비기한
 * and storage; a mug's country and capacity; a voucher's place and use); 소비기한 and capacity are
 * at least 1.
 */
export const TEMPLATES: ProductTemplate[] = [
  {
    id: 'tpl-food',
    name: '식품 정보 고시',
    inputGroups: [
      {
        id: 'grp-food-basic',
        title: '기본 정보',
        nodes: [
          { dataKey: 'manufacturer', type: 'TEXT_INPUT', label: '제조원', value: '', required: true, minimum: null },
          {
            dataKey: 'roastedAt',
            type: 'DATE_INPUT',
            label: '제조(로스팅)일',
            value: '',
            required: true,
            minimum: null,
          },
          {
            dataKey: 'shelfLifeDays',
            type: 'NUMBER_INPUT',
            label: '소비기한(일)',
            value: '',
            required: true,
            minimum: 1,
          },
        ],
      },
      {
        id: 'grp-food-notice',
        title: '보관·주의 사항',
        nodes: [
          { dataKey: 'storage', type: 'TEXTAREA', label: '보관 방법', value: '', required: true, minimum: null },
          {
            dataKey: 'gmo',
            type: 'CHECKBOX',
            label: '유전자변형식품 해당',
            value: 'false',
            required: false,
            minimum: null,
          },
          { dataKey: 'notice', type: 'CONTENT', label: '안내', value: '', required: false, minimum: null },
        ],
      },
    ],
  },
  {
    id: 'tpl-goods',
    name: '생활용품 정보 고시',
    inputGroups: [
      {
        id: 'grp-goods-basic',
        title: '기본 정보',
        nodes: [
          { dataKey: 'madeIn', type: 'TEXT_INPUT', label: '제조국', value: '', required: true, minimum: null },
          { dataKey: 'capacityMl', type: 'NUMBER_INPUT', label: '용량(ml)', value: '', required: true, minimum: 1 },
          {
            dataKey: 'dishwasherSafe',
            type: 'CHECKBOX',
            label: '식기세척기 사용 가능',
            value: 'false',
            required: false,
            minimum: null,
          },
        ],
      },
    ],
  },
  {
    id: 'tpl-voucher',
    name: '교환권 이용 안내',
    inputGroups: [
      {
        id: 'grp-voucher-usage',
        title: '이용 안내',
        nodes: [
          { dataKey: 'usagePlace', type: 'TEXT_INPUT', label: '사용처', value: '', required: true, minimum: null },
          { dataKey: 'usageGuide', type: 'TEXTAREA', label: '사용 방법', value: '', required: true, minimum: null },
          {
            dataKey: 'refundable',
            type: 'CHECKBOX',
            label: '미사용 시 환불 가능',
            value: 'false',
            required: false,
            minimum: null,
          },
        ],
      },
    ],
  },
];

/** Which template a category's products fill in. */
export function templateIdFor(categoryId: string): string {
  const parentId = CATEGORIES.find((category) => category.id === categoryId)?.parentId ?? categoryId;
  if (parentId === 'cat-goods') return 'tpl-goods';
  if (parentId === 'cat-voucher' || parentId === 'cat-class') return 'tpl-voucher';
  return 'tpl-food';
}
