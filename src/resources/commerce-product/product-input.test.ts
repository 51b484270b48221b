import { describe, expect, it } from 'vitest';
import type { ProductDetailFieldsFragment } from '@/api/commerce/catalog';
import { completeStored } from '@/engine/form/dependent';
import {
  attributesForm,
  contentOfText,
  discountRate,
  productFormData,
  productInputOf,
  simpleOptionDefaults,
  storeAllowsProducts,
  templatesForm,
  textOfContent,
} from './product-input';

const template = {
  id: 'tpl-food',
  name: '식품 정보 고시',
  inputGroups: [
    {
      id: 'grp',
      title: '기본 정보',
      nodes: [
        { dataKey: 'maker', type: 'TEXT_INPUT' as const, label: '제조원', value: '', required: true, minimum: null },
        { dataKey: 'gmo', type: 'CHECKBOX' as const, label: 'GMO', value: '', required: false, minimum: null },
        { dataKey: 'days', type: 'NUMBER_INPUT' as const, label: '소비기한', value: '', required: true, minimum: 1 },
        { dataKey: 'madeOn', type: 'DATE_INPUT' as const, label: '제조일', value: '', required: false, minimum: null },
        {
          dataKey: 'storage',
          type: 'TEXTAREA' as const,
          label: '보관 방법',
          value: '',
          required: false,
          minimum: null,
        },
        { dataKey: 'notice', type: 'CONTENT' as const, label: '안내', value: '', required: false, minimum: null },
      ],
    },
  ],
};

const nodesOf = (stored: unknown) =>
  Object.fromEntries(
    (stored as { nodes: { dataKey: string; value: string }[] }[])[0]!.nodes.map((node) => [node.dataKey, node.value]),
  );

describe('template groups (spec 001 §3)', () => {
  it('starts every node empty and a CHECKBOX at the string "false"', () => {
    expect(nodesOf(completeStored(templatesForm([template]), []))).toEqual({
      maker: '',
      gmo: 'false',
      days: '',
      madeOn: '',
      storage: '',
      notice: '',
    });
  });

  it("keeps the product's saved values, and reads them back as typed values", () => {
    const form = templatesForm([template]);
    const saved = [
      {
        templateId: 'tpl-food',
        nodes: [
          { dataKey: 'maker', value: '동네로스터리' },
          { dataKey: 'gmo', value: 'true' },
          { dataKey: 'days', value: '7' },
        ],
      },
    ];
    expect(form.toForm(saved)).toEqual({
      'tpl-food': { grp: { maker: '동네로스터리', gmo: true, days: 7, notice: null } },
    });
    expect(nodesOf(completeStored(form, saved))).toMatchObject({ maker: '동네로스터리', gmo: 'true', days: '7' });
  });

  it('draws each node by its type, a section per template and group', () => {
    const { schema, uiSchema } = templatesForm([template]);
    const group = (
      schema.properties as Record<
        string,
        { title: string; properties: Record<string, { title: string; properties: Record<string, unknown> }> }
      >
    )['tpl-food']!;
    expect(group.title).toBe('식품 정보 고시');
    expect(group.properties.grp!.title).toBe('기본 정보');
    expect(group.properties.grp!.properties).toMatchObject({
      maker: { type: 'string', maxLength: 200 },
      gmo: { type: 'boolean' },
      days: { type: 'number', minimum: 1 },
      madeOn: { type: 'string', format: 'date' },
      storage: { type: 'string', maxLength: 500 },
    });
    // The items the law requires are required, and a 소비기한 is at least a day.
    expect(group.properties.grp!).toMatchObject({ required: ['maker', 'days'] });
    expect((uiSchema['tpl-food'] as Record<string, Record<string, unknown>>).grp!.gmo).toEqual({
      'ui:widget': 'checkbox',
    });
  });

  it("drops another category's template on save", () => {
    const stored = completeStored(templatesForm([template]), [
      { templateId: 'tpl-other', nodes: [{ dataKey: 'a', value: 'b' }] },
    ]);
    expect((stored as { templateId: string }[]).map((item) => item.templateId)).toEqual(['tpl-food']);
  });
});

describe('attributes', () => {
  const attributes = [
    { id: 'attr-material', name: '소재', values: ['세라믹', '유리'], required: true, categoryIds: ['cat-mug'] },
    { id: 'attr-note', name: '메모', values: [], required: false, categoryIds: ['cat-mug'] },
  ];

  it('are a choice when the attribute lists values, text otherwise; required ones are required', () => {
    const { schema } = attributesForm(attributes);
    expect(schema.required).toEqual(['attr-material']);
    expect((schema.properties as Record<string, unknown>)['attr-material']).toMatchObject({ enum: ['세라믹', '유리'] });
    const optional = attributesForm([{ ...attributes[0]!, required: false }]);
    // An optional choice is a select that can be emptied; a required one stays buttons.
    expect(optional.uiSchema['attr-material']).toEqual({ 'ui:widget': 'EnumChoice', 'ui:options': { compact: true } });
    expect(attributesForm(attributes).uiSchema['attr-material']).toMatchObject({ 'ui:options': { compact: false } });
  });

  it('send only the filled ones of the chosen category', () => {
    const form = attributesForm(attributes);
    expect(form.toStored({ 'attr-material': '세라믹', 'attr-note': '  ' })).toEqual([
      { attributeId: 'attr-material', value: '세라믹' },
    ]);
    expect(
      form.toForm([
        { attributeId: 'attr-gone', value: 'x' },
        { attributeId: 'attr-note', value: '손세척' },
      ]),
    ).toEqual({
      'attr-note': '손세척',
    });
  });
});

describe('simple options', () => {
  it('default to stock 0, additional price 0, stock limited', () => {
    expect(simpleOptionDefaults({ name: '홀빈' })).toEqual({
      name: '홀빈',
      stock: 0,
      stockFree: false,
      additionalPrice: 0,
    });
    expect(simpleOptionDefaults({ name: '샷 추가', stock: 5, additionalPrice: { amount: 500 } })).toMatchObject({
      stock: 5,
      additionalPrice: 500,
    });
  });
});

describe('product rules', () => {
  it('creates products only for an ACTIVE or PENDING store', () => {
    expect(storeAllowsProducts('ACTIVE')).toBe(true);
    expect(storeAllowsProducts('PENDING')).toBe(true);
    for (const status of ['INACTIVE', 'BLOCKED', 'REJECTED', 'DELETED'] as const)
      expect(storeAllowsProducts(status)).toBe(false);
    expect(storeAllowsProducts(undefined)).toBe(false);
  });

  it('rounds the discount rate and shows none when the sale price is not lower', () => {
    expect(discountRate(14_000, 12_600)).toBe(10);
    expect(discountRate(3_000, 2_000)).toBe(33);
    expect(discountRate(14_000, 14_000)).toBe(0);
    expect(discountRate(null, 1_000)).toBe(0);
  });

  it('keeps content as paragraphs between the form and the stored blocks', () => {
    const blocks = contentOfText('첫 문단\n\n둘째 문단\n이어서\n\n\n');
    expect(JSON.parse(blocks)).toEqual([
      { type: 'paragraph', text: '첫 문단' },
      { type: 'paragraph', text: '둘째 문단\n이어서' },
    ]);
    expect(textOfContent(blocks)).toBe('첫 문단\n\n둘째 문단\n이어서');
    expect(textOfContent('{not json')).toBe('');
  });
});

describe('productInputOf', () => {
  it("sends only the type's own fields, the sale price defaulting to the price, options with defaults", () => {
    const input = productInputOf({
      type: 'GOODS',
      name: ' 로고 머그컵 ',
      categoryId: 'cat-mug',
      price: 18_000,
      stockFree: true,
      stock: 7,
      receiveMethods: ['PICKUP'],
      simpleOptions: [{ name: '화이트' }],
      content: '첫 문단\n\n둘째 문단',
    });
    // Sold without a limit, no stock is sent (the schema requires one otherwise).
    expect(input).not.toHaveProperty('stock');
    expect(input).toMatchObject({
      name: '로고 머그컵',
      salePrice: 18_000,
      receiveMethods: ['PICKUP'],
      validDays: 0,
      simpleOptions: [{ name: '화이트', stock: 0, stockFree: false, additionalPrice: 0 }],
    });
    expect(productInputOf({ type: 'SERVICE', validDays: 30, receiveMethods: ['DELIVERY'] })).toMatchObject({
      validDays: 30,
      receiveMethods: ['PICKUP'],
    });
    expect(productInputOf({ type: 'DELIVERY' }).receiveMethods).toEqual(['DELIVERY']);
  });

  it('reads a saved product into the form and back unchanged', () => {
    const product = {
      id: 'p1',
      type: 'SERVICE',
      name: '핸드드립 클래스',
      status: 'REJECTED',
      price: 30_000,
      salePrice: 27_000,
      stock: 4,
      stockFree: false,
      receiveMethods: ['PICKUP'],
      validDays: 60,
      categories: [
        { id: 'cat-class', name: '클래스', parentId: null },
        { id: 'cat-barista', name: '바리스타 클래스', parentId: 'cat-class' },
      ],
      simpleOptions: [
        {
          id: 'o1',
          name: '2인',
          stock: 2,
          stockFree: false,
          additionalPrice: { amount: 5_000 },
          hasAdditionalPrice: true,
        },
      ],
      attributes: [{ attributeId: 'attr-level', name: '난이도', value: '입문' }],
      templates: [],
      thumbnails: [{ id: 't1', url: 'https://img.example/1.jpg' }],
      content: '[{"type":"paragraph","text":"원두를 골라요."}]',
    } as unknown as ProductDetailFieldsFragment;
    const data = productFormData(product);
    expect(data).toMatchObject({ categoryId: 'cat-barista', validDays: 60, content: '원두를 골라요.' });
    expect(data).not.toHaveProperty('receiveMethods');
    expect(productInputOf(data)).toMatchObject({
      price: 30_000,
      salePrice: 27_000,
      stock: 4,
      simpleOptions: [{ name: '2인', stock: 2, stockFree: false, additionalPrice: 5_000 }],
      attributes: [{ attributeId: 'attr-level', value: '입문' }],
      thumbnailUrls: ['https://img.example/1.jpg'],
      content: product.content,
    });
  });
});

describe('the product resource', () => {
  it('refuses creation unless the store is open or under review, with the reason', async () => {
    const { productResource } = await import('./product.resource');
    const blocked = productResource.create!.gate!.blocked;
    expect(blocked({ store: null })).toBe('스토어가 없어서 상품을 등록할 수 없어요. 먼저 입점 신청을 해 주세요.');
    expect(blocked({ store: { status: 'INACTIVE' } })).toMatch(/'운영 중지' 상태예요/);
    expect(blocked({ store: { status: 'PENDING' } })).toBeUndefined();
    expect(productResource.create!.gate!.link?.label).toBe('스토어로');
  });

  it('says why a rejected product was rejected, and shows a future type and a banned product read-only', async () => {
    const { productResource } = await import('./product.resource');
    const update = productResource.update!;
    expect(update.notice!({ status: 'REJECTED', rejectReason: '소비기한을 입력해 주세요.' })).toContain(
      '소비기한을 입력해 주세요.',
    );
    expect(update.notice!({ status: 'ACTIVE', rejectReason: null })).toBeUndefined();
    expect(update.readOnly!({ type: 'SUBSCRIPTION', status: 'ACTIVE' })).toMatch(
      /새로 생긴 종류라 여기서는 볼 수만 있어요/,
    );
    expect(update.readOnly!({ type: 'GOODS', status: 'ACTIVE' })).toBeUndefined();
    // A banned product opens read-only, saying its own reason.
    expect(update.readOnly!({ type: 'GOODS', status: 'BANNED', rejectReason: '효능을 과장했어요.' })).toBe(
      '판매 금지된 상품이라 고칠 수 없어요. 사유: 효능을 과장했어요.',
    );
  });
});
