import { describe, expect, it } from 'vitest';
import { buildUiSchema } from './ui-schema';

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

  it('hides the position field of positioned arrays and makes them orderable', () => {
    const ui = buildUiSchema({
      type: 'object',
      properties: {
        optionItems: {
          type: 'array',
          'x-position-field': 'displayOrder',
          items: { type: 'object', properties: { name: { type: 'string' }, displayOrder: { type: 'integer' } } },
        },
      },
    });
    expect(ui.optionItems).toMatchObject({
      'ui:options': { orderable: true },
      items: { name: { 'ui:widget': 'CountedText' }, displayOrder: { 'ui:widget': 'hidden' } },
    });
  });

  it('lets the list name its items (no repeated title on each) and says how many it must keep', () => {
    const ui = buildUiSchema({
      type: 'object',
      properties: {
        optionItems: {
          type: 'array',
          title: '옵션 항목',
          minItems: 1,
          items: { type: 'object', title: '옵션 항목', properties: { name: { type: 'string' } } },
        },
        tags: { type: 'array', items: { type: 'string' } },
      },
    });
    expect(ui.optionItems).toMatchObject({ 'ui:options': { minItems: 1 }, items: { 'ui:label': false } });
    expect(ui.tags).toMatchObject({ 'ui:options': { minItems: 0 } });
    expect(ui.tags).not.toHaveProperty(['items', 'ui:label']);
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
