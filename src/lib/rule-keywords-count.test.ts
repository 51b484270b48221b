/** `x-not-above-count`: a number not above how many items a sibling list holds (최대 선택 수 ≤ 옵션 항목 수). */
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { ajvRuleKeywords, describeRule, RULE_KEYWORDS, type CaseInput } from './rule-keywords';

const schema = {
  type: 'object',
  properties: {
    maxOptionItemCount: { type: 'integer', title: '최대 선택 수', 'x-not-above-count': 'optionItems' },
    optionItems: { type: 'array', title: '옵션 항목', items: { type: 'object' } },
  },
};
const ajv = ajvRuleKeywords().reduce((instance, keyword) => instance.addKeyword(keyword), new Ajv2020());
const validate = ajv.compile(schema);

describe('x-not-above-count', () => {
  it('passes a count up to the items and fails one above, with the count in the sentence', () => {
    expect(validate({ maxOptionItemCount: 2, optionItems: [{}, {}] })).toBe(true);
    expect(validate({ maxOptionItemCount: 3, optionItems: [{}, {}] })).toBe(false);
    const [error] = validate.errors!;
    expect(error).toMatchObject({ keyword: 'x-not-above-count', params: { limit: 2, field: 'optionItems' } });
    expect(
      describeRule('x-not-above-count', error!.params, {
        schema: schema.properties.maxOptionItemCount,
        title: '최대 선택 수',
        otherTitle: '옵션 항목',
      }),
    ).toBe('최대 선택 수는 옵션 항목 수(2개)보다 클 수 없어요.');
  });

  it('has violating and satisfying cases the validator agrees with', () => {
    const rule = RULE_KEYWORDS['x-not-above-count']!;
    for (const [cases, valid] of [
      [rule.violate, false],
      [rule.satisfy, true],
    ] as const) {
      const holder: Record<string, unknown> = { optionItems: [{ name: '레귤러' }] };
      const input: CaseInput = { keywordValue: 'optionItems', schema: {}, holder, root: holder, now: new Date() };
      cases(input);
      expect(validate({ maxOptionItemCount: holder.__value, optionItems: holder.optionItems })).toBe(valid);
    }
  });

  it('is refused by codegen with a value that names no field', () => {
    expect(RULE_KEYWORDS['x-not-above-count']!.valueCheck('not a field!', {})).toBeDefined();
  });
});
