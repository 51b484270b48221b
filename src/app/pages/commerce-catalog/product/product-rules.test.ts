import { describe, expect, it } from 'vitest';
import { productInputOf, emptyProductValues } from './product-form-values';
import {
  discountRate,
  isKnownProductType,
  nodeDefault,
  parseContent,
  simpleOptionDefaults,
  storeAllowsProducts,
  templateValues,
} from './product-rules';

const template = {
  id: 'tpl-food',
  name: '식품 정보 고시',
  inputGroups: [
    {
      id: 'grp',
      title: '기본 정보',
      nodes: [
        { dataKey: 'maker', type: 'TEXT_INPUT' as const, label: '제조원', value: '' },
        { dataKey: 'gmo', type: 'CHECKBOX' as const, label: 'GMO', value: '' },
        { dataKey: 'days', type: 'NUMBER_INPUT' as const, label: '소비기한', value: '' },
        { dataKey: 'notice', type: 'CONTENT' as const, label: '안내', value: '' },
      ],
    },
  ],
};

describe('template defaults (spec 001 §3)', () => {
  it('starts every node empty and a CHECKBOX at the string "false"', () => {
    expect(templateValues(template)).toEqual({ maker: '', gmo: 'false', days: '', notice: '' });
    expect(nodeDefault('CHECKBOX')).toBe('false');
    expect(nodeDefault('DATE_INPUT')).toBe('');
  });

  it("keeps the product's saved values over the defaults", () => {
    expect(templateValues(template, { maker: '동네로스터리', gmo: 'true' })).toMatchObject({
      maker: '동네로스터리',
      gmo: 'true',
      days: '',
    });
  });
});

describe('simple-option defaults', () => {
  it('defaults stock and additional price to 0, with no additional price flagged', () => {
    expect(simpleOptionDefaults({ name: '홀빈' })).toEqual({
      name: '홀빈',
      stock: 0,
      stockFree: false,
      additionalPrice: 0,
      hasAdditionalPrice: false,
    });
  });

  it('flags an additional price when there is an amount', () => {
    expect(simpleOptionDefaults({ name: '샷 추가', stock: 5, additionalPrice: { amount: 500 } })).toMatchObject({
      additionalPrice: 500,
      hasAdditionalPrice: true,
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

  it('treats any other type as a future type', () => {
    expect(isKnownProductType('GOODS')).toBe(true);
    expect(isKnownProductType('SUBSCRIPTION')).toBe(false);
  });

  it('reads content blocks, and nothing from content that does not parse', () => {
    expect(parseContent('[{"type":"paragraph","text":"안녕하세요"}]')).toEqual([
      { type: 'paragraph', text: '안녕하세요' },
    ]);
    expect(parseContent('{not json')).toEqual([]);
    expect(parseContent('')).toEqual([]);
  });
});

describe('productInputOf', () => {
  it("sends only the type's own fields, options with defaults and the templates shown", () => {
    const input = productInputOf(
      {
        ...emptyProductValues(),
        type: 'GOODS',
        name: ' 로고 머그컵 ',
        categoryId: 'cat-mug',
        price: 18_000,
        salePrice: null,
        stockFree: true,
        stock: 7,
        receiveMethods: ['PICKUP'],
        validDays: 30,
        options: [{ name: '화이트', stock: 3, stockFree: false, additionalPrice: 0 }],
        attributes: { 'attr-material': '세라믹', 'attr-empty': '' },
        templates: { 'tpl-goods': { madeIn: '대한민국', dishwasherSafe: 'false' }, 'tpl-other': { a: 'b' } },
        content: '첫 문단\n\n둘째 문단',
      },
      ['tpl-goods'],
    );
    expect(input).toMatchObject({
      name: '로고 머그컵',
      salePrice: 18_000,
      stock: 0,
      receiveMethods: ['PICKUP'],
      validDays: 0,
      simpleOptions: [{ name: '화이트', stock: 3, stockFree: false, additionalPrice: 0 }],
      attributes: [{ attributeId: 'attr-material', value: '세라믹' }],
      templates: [
        {
          templateId: 'tpl-goods',
          nodes: [
            { dataKey: 'madeIn', value: '대한민국' },
            { dataKey: 'dishwasherSafe', value: 'false' },
          ],
        },
      ],
    });
    expect(JSON.parse(input.content!)).toEqual([
      { type: 'paragraph', text: '첫 문단' },
      { type: 'paragraph', text: '둘째 문단' },
    ]);
  });
});
