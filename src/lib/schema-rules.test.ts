import { ajvRuleKeywords } from './rule-keywords';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import {
  applyLimits,
  branchProperties,
  describeIssue,
  fieldPathOf,
  fieldTitle,
  isPastInstant,
  NOT_PAST,
  propertiesOf,
  schemaAtField,
} from './schema-rules';

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

/** A benefit whose own value depends on its type (the coupon's BenefitRequest). */
const benefit = {
  type: 'object',
  required: ['benefit_type'],
  properties: { benefit_type: { enum: ['DISCOUNT_AMOUNT', 'DISCOUNT_RATE', 'FREE_ITEM'] } },
  if: { required: ['benefit_type'], properties: { benefit_type: { const: 'DISCOUNT_AMOUNT' } } },
  then: {
    required: ['discount_amount'],
    properties: { discount_amount: { type: 'integer', title: '할인 금액', 'x-unit': 'WON', 'x-limit': 'price' } },
  },
  else: {
    if: { required: ['benefit_type'], properties: { benefit_type: { const: 'DISCOUNT_RATE' } } },
    then: {
      required: ['discount_rate'],
      properties: { discount_rate: { type: 'integer', title: '할인율', maximum: 99, 'x-kind': 'percent' } },
    },
  },
};

describe('fields under a condition', () => {
  it('are found by path, in nested else branches too', () => {
    expect(schemaAtField({ properties: { benefit } }, 'benefit.discount_rate')).toMatchObject({ title: '할인율' });
    expect(Object.keys(branchProperties(benefit))).toEqual(['discount_amount', 'discount_rate']);
    expect(Object.keys(propertiesOf(benefit))).toEqual(['discount_amount', 'discount_rate', 'benefit_type']);
  });

  it('take remote-config limits like any field', () => {
    const limited = applyLimits(benefit, { price: { maximum: 1000 } });
    expect(schemaAtField({ properties: { benefit: limited } }, 'benefit.discount_amount')).toMatchObject({
      maximum: 1000,
    });
  });

  it('read their unit in messages', () => {
    expect(describeIssue('maximum', { limit: 99 }, benefit.else.then.properties.discount_rate)).toBe(
      '99% 이하로 입력해 주세요.',
    );
  });
});

describe('x-not-past', () => {
  const now = new Date('2026-11-25T09:00:00Z');

  it('calls an instant before now past, whatever its offset', () => {
    expect(isPastInstant('2026-11-25T17:59:59+09:00', now)).toBe(true);
    expect(isPastInstant('2026-11-25T23:59:59+09:00', now)).toBe(false);
    expect(isPastInstant('not a date', now)).toBe(false);
    expect(isPastInstant(undefined, now)).toBe(false);
  });

  it('refuses a past value in ajv with a Korean message, and only where the schema asks', () => {
    const ajv = ajvRuleKeywords(() => now).reduce(
      (instance, keyword) => instance.addKeyword(keyword),
      new Ajv2020({ allErrors: true, strict: false }),
    );
    const validate = ajv.compile({
      type: 'object',
      properties: { expires_at: { type: 'string', [NOT_PAST]: true }, created_at: { type: 'string' } },
    });
    expect(validate({ expires_at: '2026-11-26T23:59:59+09:00', created_at: '2020-01-01T00:00:00Z' })).toBe(true);
    expect(validate({ expires_at: '2026-11-24T23:59:59+09:00' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: NOT_PAST, instancePath: '/expires_at' });
    expect(describeIssue(NOT_PAST, {})).toBe('지난 날짜예요. 오늘이나 그 이후 날짜를 골라 주세요.');
  });
});

describe('fieldTitle', () => {
  const week = {
    type: 'object',
    properties: {
      days: {
        type: 'array',
        items: {
          type: 'object',
          'x-item-name': 'weekday',
          properties: {
            weekday: { type: 'string', 'x-enum-labels': { monday: '월요일', tuesday: '화요일' } },
            openTime: { type: 'string', title: '여는 시간' },
          },
        },
      },
    },
  };

  it('names a list item’s field by the item, in the enum’s label', () => {
    const data = { days: [{ weekday: 'monday' }, { weekday: 'tuesday', openTime: '25:00' }] };
    expect(fieldTitle(week, 'days.1.openTime', data)).toBe('화요일 여는 시간');
  });

  it('says the title alone without data or an item name', () => {
    expect(fieldTitle(week, 'days.1.openTime')).toBe('여는 시간');
    expect(fieldTitle(schema, 'items.0.name', { items: [{ name: 'x' }] })).toBeUndefined();
    expect(fieldTitle(schema, 'title')).toBeUndefined();
  });
});
