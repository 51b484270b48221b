import { describe, expect, it } from 'vitest';
import { buildUiSchema, withFieldUi } from './ui-schema';

describe('buildUiSchema', () => {
  it('picks widgets by kind, labels enums and keeps the requested order', () => {
    const ui = buildUiSchema(
      {
        type: 'object',
        properties: {
          name: { type: 'string' },
          price: { type: 'integer', 'x-unit': 'WON' },
          status: { type: 'string', enum: ['OPEN', 'CLOSE'], 'x-enum-labels': { OPEN: '판매 중', CLOSE: '판매 중지' } },
          optionIds: { type: 'array', items: { type: 'integer', 'x-ref': 'pickup.menuOption' } },
          expires_at: { type: 'string', format: 'date-time' },
        },
      },
      ['price'],
    );
    expect(ui).toMatchObject({
      'ui:order': ['price', '*'],
      name: { 'ui:widget': 'CountedText' },
      price: { 'ui:widget': 'Money' },
      status: { 'ui:widget': 'EnumChoice', 'ui:enumNames': ['판매 중', '판매 중지'] },
      optionIds: { 'ui:widget': 'Reference' },
      expires_at: { 'ui:widget': 'KstDateTime' },
    });
  });

  it('lists: orderable with the position field hidden, items named by the list, minItems kept', () => {
    const ui = buildUiSchema({
      type: 'object',
      properties: {
        optionItems: {
          type: 'array',
          title: '옵션 항목',
          minItems: 1,
          'x-position-field': 'displayOrder',
          items: {
            type: 'object',
            title: '옵션 항목',
            properties: { name: { type: 'string' }, displayOrder: { type: 'integer' } },
          },
        },
        tags: { type: 'array', items: { type: 'string' } },
      },
    });
    // The list's title is its only heading: each item box says "항목 1" instead of repeating it.
    expect(ui.optionItems).toMatchObject({
      'ui:options': { orderable: true, minItems: 1 },
      items: { 'ui:label': false, name: { 'ui:widget': 'CountedText' }, displayOrder: { 'ui:widget': 'hidden' } },
    });
    expect(ui.tags).toMatchObject({ 'ui:options': { orderable: false, minItems: 0 } });
    expect(ui.tags).not.toHaveProperty(['items', 'ui:label']);
  });

  it('draws a list of small objects as one compact table: column titles, row template, compact pickers', () => {
    const ui = buildUiSchema({
      type: 'object',
      properties: {
        optionItems: {
          type: 'array',
          title: '옵션 항목',
          minItems: 1,
          'x-position-field': 'displayOrder',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string', title: '항목 이름' },
              price: { type: 'integer', title: '추가 금액', 'x-unit': 'WON' },
              status: { type: 'string', title: '판매 상태', enum: ['OPEN', 'CLOSE'] },
              isDefault: { type: 'boolean', title: '기본 선택' },
              displayOrder: { type: 'integer' },
            },
          },
        },
      },
    });
    expect(ui.optionItems).toMatchObject({
      'ui:ArrayFieldTemplate': 'ItemTable',
      'ui:ArrayFieldItemTemplate': 'ItemTableRow',
      'ui:options': {
        orderable: true,
        minItems: 1,
        columnTitles: ['항목 이름', '추가 금액', '판매 상태', '기본 선택'],
        columns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(96px, 1fr) max-content',
      },
      items: {
        'ui:ObjectFieldTemplate': 'ItemTableCells',
        'ui:options': { columns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(96px, 1fr) max-content' },
        status: { 'ui:widget': 'EnumChoice', 'ui:options': { compact: true } },
        displayOrder: { 'ui:widget': 'hidden' },
      },
    });
  });

  it('gives fields under a condition their widget and puts them right after the field the condition reads', () => {
    const ui = buildUiSchema({
      type: 'object',
      properties: {
        expires_at: { type: 'string', format: 'date-time', 'x-kind': 'deadline' },
        benefit: {
          type: 'object',
          properties: { benefit_type: { enum: ['AMOUNT', 'RATE'] }, description: { type: 'string' } },
          if: { properties: { benefit_type: { const: 'AMOUNT' } } },
          then: { properties: { discount_amount: { type: 'integer', 'x-unit': 'WON' } } },
          else: {
            if: { properties: { benefit_type: { const: 'RATE' } } },
            then: { properties: { discount_rate: { type: 'integer', 'x-kind': 'percent' } } },
          },
        },
      },
    });
    expect(ui.expires_at).toEqual({ 'ui:widget': 'KstDateTime' });
    expect(ui.benefit).toMatchObject({
      discount_amount: { 'ui:widget': 'Money' },
      discount_rate: { 'ui:widget': 'Number' },
      'ui:order': ['benefit_type', 'discount_rate', 'discount_amount', 'description', '*'],
    });
  });
});

describe('withFieldUi', () => {
  it("adds a form's own help, options and placeholders to fields, nested ones by dotted path", () => {
    const ui = withFieldUi(
      { title: { 'ui:widget': 'CountedText' }, extra: { price: { 'ui:widget': 'Money', 'ui:options': { a: 1 } } } },
      {
        'extra.price': { 'ui:help': '정가예요', 'ui:options': { b: 2 } },
        photos: { 'ui:options': { purpose: 'post' } },
      },
      { title: '오늘의 소식을 알려 주세요' },
    );
    expect(ui.title).toMatchObject({ 'ui:widget': 'CountedText', 'ui:placeholder': '오늘의 소식을 알려 주세요' });
    expect((ui.extra as Record<string, unknown>).price).toEqual({
      'ui:widget': 'Money',
      'ui:help': '정가예요',
      'ui:options': { a: 1, b: 2 },
    });
    expect(ui.photos).toEqual({ 'ui:options': { purpose: 'post' } });
  });
});
