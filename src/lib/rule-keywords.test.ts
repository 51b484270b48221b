import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { ajvRuleKeywords, RULE_KEYWORDS, sameTextKey } from './rule-keywords';
import { RULE_KEYWORD_NAMES } from './rule-keyword-names';
import { describeIssue, referencedTitle, schemaAtField, fieldPathOf } from './schema-rules';

const now = new Date('2026-11-25T09:00:00Z');

function validator(schema: Record<string, unknown>) {
  const ajv = ajvRuleKeywords(() => now).reduce(
    (instance, keyword) => instance.addKeyword(keyword),
    new Ajv2020({ allErrors: true, strict: false }),
  );
  const validate = ajv.compile(schema);
  /** The Korean issues of `data`, as the form and the mock word them. */
  return (data: unknown) => {
    if (validate(data)) return [];
    return (validate.errors ?? []).map((error) => {
      const field = fieldPathOf(error.instancePath, error.keyword, error.params);
      const fieldSchema = schemaAtField(schema, field) ?? {};
      return {
        field,
        message: describeIssue(error.keyword, error.params, fieldSchema, referencedTitle(schema, field, error.params)),
      };
    });
  };
}

const product = {
  type: 'object',
  properties: {
    price: { type: 'integer', title: '정가', 'x-unit': 'WON' },
    salePrice: { type: 'integer', title: '판매가', 'x-unit': 'WON', 'x-not-above': 'price' },
    stock: { type: 'integer', title: '재고' },
    fee: { type: 'integer', title: '배송비', 'x-unit': 'WON' },
    freeOver: { type: 'integer', title: '무료 배송 기준 금액', 'x-unit': 'WON', 'x-above': 'fee' },
    startsAt: { type: 'string', title: '시작일' },
    endsAt: { type: 'string', title: '종료일', 'x-after': 'startsAt', 'x-not-past': true },
    options: {
      type: 'array',
      'x-unique-by': 'name',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', title: '옵션 이름' },
          stock: { type: 'integer', title: '옵션 재고', 'x-not-above': '/stock' },
        },
      },
    },
  },
};

describe('rule keywords', () => {
  const check = validator(product);

  it('compares a number with a sibling and names both fields, with the limit in won', () => {
    expect(check({ price: 10_000, salePrice: 12_000 })).toEqual([
      { field: 'salePrice', message: '판매가는 정가(10,000원)보다 클 수 없어요.' },
    ]);
    expect(check({ price: 10_000, salePrice: 10_000 })).toEqual([]);
    // Nothing to compare with: the field's own keywords decide.
    expect(check({ salePrice: 12_000 })).toEqual([]);
  });

  it('asks for a number above a sibling', () => {
    expect(check({ fee: 50_000, freeOver: 1_000 })).toEqual([
      { field: 'freeOver', message: '무료 배송 기준 금액은 배송비(50,000원)보다 커야 해요.' },
    ]);
    expect(check({ fee: 3_000, freeOver: 30_000 })).toEqual([]);
  });

  it('asks for an instant after a sibling and not in the past', () => {
    expect(check({ startsAt: '2026-12-10T00:00:00+09:00', endsAt: '2026-12-01T00:00:00+09:00' })).toEqual([
      { field: 'endsAt', message: '종료일은 시작일보다 뒤여야 해요.' },
    ]);
    expect(check({ endsAt: '2026-11-24T00:00:00+09:00' })).toEqual([
      { field: 'endsAt', message: '지난 날짜예요. 오늘이나 그 이후 날짜를 골라 주세요.' },
    ]);
    expect(check({ startsAt: '2026-12-01T00:00:00+09:00', endsAt: '2026-12-10T00:00:00+09:00' })).toEqual([]);
  });

  it('puts a duplicate on the later item, whatever its spaces or case', () => {
    expect(check({ options: [{ name: '레귤러' }, { name: ' 레귤러 ' }] })).toEqual([
      { field: 'options.1.name', message: '같은 옵션 이름이 이미 있어요: 레귤러' },
    ]);
    expect(sameTextKey(' Large  Cup')).toBe(sameTextKey('large cup'));
    expect(check({ options: [{ name: '레귤러' }, { name: '라지' }] })).toEqual([]);
  });

  it('compares an item field with a field of the root', () => {
    expect(check({ stock: 5, options: [{ name: '레귤러', stock: 9 }] })).toEqual([
      { field: 'options.0.stock', message: '옵션 재고는 재고(5)보다 클 수 없어요.' },
    ]);
  });

  it('refuses a value a schema may not write', () => {
    expect(RULE_KEYWORDS['x-not-above']!.valueCheck('price', {})).toBeUndefined();
    expect(RULE_KEYWORDS['x-not-above']!.valueCheck('price + 1', {})).toMatch(/must name a field/);
    expect(RULE_KEYWORDS['x-not-past']!.valueCheck(true, { format: 'date' })).toMatch(/date-time/);
    expect(RULE_KEYWORDS['x-unique-by']!.valueCheck(3, {})).toMatch(/property/);
  });

  it('lets a field word its own failure', () => {
    const own = validator({
      type: 'object',
      properties: {
        a: { type: 'integer', title: 'A' },
        b: { type: 'integer', title: 'B', 'x-not-above': 'a', 'x-messages': { 'x-not-above': 'B는 A까지예요.' } },
      },
    });
    expect(own({ a: 1, b: 2 })).toEqual([{ field: 'b', message: 'B는 A까지예요.' }]);
  });
});

describe('the rule keywords’ names', () => {
  it('are the catalogue’s, so codegen (which reads the names alone) sees every rule', () => {
    expect([...RULE_KEYWORD_NAMES].sort()).toEqual(Object.keys(RULE_KEYWORDS).sort());
  });
});
