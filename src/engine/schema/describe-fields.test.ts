import { describe, expect, it } from 'vitest';
import { describeFields, enumLabel, fieldAt } from './describe-fields';

const coupon = {
  type: 'object',
  required: ['name', 'benefit_request'],
  properties: {
    name: { type: 'string', title: '쿠폰 이름', maxLength: 30 },
    benefit_request: {
      type: 'object',
      title: '혜택',
      required: ['description'],
      properties: {
        description: { type: 'string', title: '혜택 내용' },
        minimum_order_amount: { type: 'integer', title: '최소 주문 금액', 'x-unit': 'WON' },
      },
    },
    validity: {
      type: 'string',
      enum: ['AVAILABLE', 'EXPIRED'],
      'x-enum-labels': { AVAILABLE: '사용 가능', EXPIRED: '기간 만료' },
      readOnly: true,
    },
    optionIds: { type: 'array', title: '옵션', items: { type: 'integer', 'x-ref': 'pickup.menuOption' } },
  },
};

describe('describeFields', () => {
  it('flattens nested objects into dotted leaf fields with kinds and labels', () => {
    expect(describeFields(coupon).map((f) => [f.path, f.kind, f.title, f.required])).toEqual([
      ['name', 'text', '쿠폰 이름', true],
      ['benefit_request.description', 'text', '혜택 내용', true],
      ['benefit_request.minimum_order_amount', 'money', '최소 주문 금액', false],
      ['validity', 'enum', 'validity', false],
      ['optionIds', 'referenceList', '옵션', false],
    ]);
  });

  it('finds one field by path, with its reference and enum labels', () => {
    expect(fieldAt(coupon, 'optionIds')?.ref).toBe('pickup.menuOption');
    expect(enumLabel(fieldAt(coupon, 'validity'), 'EXPIRED')).toBe('기간 만료');
    expect(enumLabel(fieldAt(coupon, 'validity'), 'UNKNOWN')).toBe('UNKNOWN');
    expect(fieldAt(coupon, 'benefit_request.nope')).toBeUndefined();
  });

  it('finds fields a condition declares and marks them conditional', () => {
    const withCondition = {
      type: 'object',
      properties: {
        benefit: {
          type: 'object',
          required: ['benefit_type'],
          properties: { benefit_type: { type: 'string', title: '혜택 종류' } },
          if: { properties: { benefit_type: { const: 'AMOUNT' } } },
          then: {
            required: ['discount_amount'],
            properties: { discount_amount: { type: 'integer', title: '할인 금액', 'x-unit': 'WON' } },
          },
        },
      },
    };
    expect(fieldAt(withCondition, 'benefit.discount_amount')).toMatchObject({
      kind: 'money',
      title: '할인 금액',
      conditional: true,
      required: false,
    });
    expect(fieldAt(withCondition, 'benefit.benefit_type')?.conditional).toBe(false);
    expect(describeFields(withCondition).map((field) => [field.path, field.conditional])).toEqual([
      ['benefit.benefit_type', false],
      ['benefit.discount_amount', true],
    ]);
  });
});
