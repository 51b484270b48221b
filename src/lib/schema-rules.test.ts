import { describe, expect, it } from 'vitest';
import { applyLimits, describeIssue, fieldPathOf, schemaAtField } from './schema-rules';

const schema = {
  type: 'object',
  properties: {
    title: { type: 'string', maxLength: 30, 'x-limit': 'postTitle' },
    price: { type: 'integer', maximum: 999999999, 'x-unit': 'WON', 'x-limit': 'pricingPrice' },
    items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string', maxLength: 20 } } } },
  },
};

describe('applyLimits', () => {
  it('overrides schema limits with remote-config values and keeps the rest', () => {
    const limited = applyLimits(schema, {
      postTitle: { minLength: 2, maxLength: 40 },
      pricingPrice: { maximum: 5, message: '너무 커요.' },
    });
    expect(limited.properties.title).toMatchObject({ minLength: 2, maxLength: 40 });
    expect(limited.properties.price).toMatchObject({ maximum: 5, 'x-messages': { maximum: '너무 커요.' } });
    expect(schema.properties.title.maxLength).toBe(30);
  });

  it('leaves fields alone when the config has no value for their key', () => {
    expect(applyLimits(schema, {})).toEqual(schema);
  });
});

describe('describeIssue', () => {
  it('uses the copy-deck sentences', () => {
    expect(describeIssue('required', {})).toBe('필수 항목이에요.');
    expect(describeIssue('minLength', { limit: 2 })).toBe('2자 이상 입력해 주세요.');
    expect(describeIssue('minLength', { limit: 1 })).toBe('필수 항목이에요.');
    expect(describeIssue('maxLength', { limit: 30 })).toBe('30자까지 입력할 수 있어요.');
  });

  it('formats amounts with separators and the won unit', () => {
    expect(describeIssue('maximum', { limit: 1000000 }, { 'x-unit': 'WON' })).toBe('1,000,000원 이하로 입력해 주세요.');
    expect(describeIssue('exclusiveMaximum', { limit: 1000 })).toBe('999 이하로 입력해 주세요.');
  });

  it('prefers a schema message for the keyword', () => {
    expect(
      describeIssue('maximum', { limit: 999999999 }, { 'x-messages': { maximum: '십억 원 이상 입력할 수 없어요.' } }),
    ).toBe('십억 원 이상 입력할 수 없어요.');
  });
});

describe('fieldPathOf / schemaAtField', () => {
  it('turns ajv pointers into dotted paths, naming the missing property', () => {
    expect(fieldPathOf('/benefit_request', 'required', { missingProperty: 'description' })).toBe(
      'benefit_request.description',
    );
    expect(fieldPathOf('/items/0/name', 'maxLength', { limit: 20 })).toBe('items.0.name');
  });

  it('finds the schema of a dotted path through arrays', () => {
    expect(schemaAtField(schema, 'items.3.name')).toEqual({ type: 'string', maxLength: 20 });
    expect(schemaAtField(schema, 'nope')).toBeUndefined();
  });
});
