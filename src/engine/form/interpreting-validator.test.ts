import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '@/api/operations';
import couponBody from '@generated/forms/coupon/createCouponBox.json';
import { compilingValidator } from './compiling-validator';
import { inputNodesForm, type InputNode } from './input-nodes';
import { interpretingSource } from './interpreting-validator';
import { prepareFormSchema } from './prepare-schema';
import { translateErrors } from './translate-errors';
import { FormValidator } from './validator';

/** The sentences a form shows for `data`, by field, with a validator. */
function sentences(validator: FormValidator, schema: JsonSchema, data: unknown) {
  const { errors } = validator.validateFormData(data, schema);
  return translateErrors(errors, schema)
    .map((error) => `${error.property ?? ''} ${error.message ?? ''}`)
    .sort();
}

const interpreting = (schema: JsonSchema) => new FormValidator(schema, interpretingSource());

const nodes: InputNode[] = [
  { key: 'name', type: 'TEXT_INPUT', label: '상호', required: true, maxLength: 20 },
  { key: 'memo', type: 'TEXTAREA', label: '메모', required: false },
  { key: 'count', type: 'NUMBER_INPUT', label: '직원 수', required: true },
  { key: 'openedOn', type: 'DATE_INPUT', label: '개업일', required: false },
  { key: 'agree', type: 'CHECKBOX', label: '동의', required: true },
  { key: 'photos', type: 'IMAGE', label: '사진', required: true, maxItems: 2 },
];

describe('the validator that generates no code', () => {
  it('says what the compiled checks say, for every value of the inspection’s input nodes', () => {
    const { schema } = inputNodesForm(nodes);
    const value = fc.record(
      {
        name: fc.oneof(fc.string({ maxLength: 30 }), fc.constant('   '), fc.integer()),
        memo: fc.string({ maxLength: 600 }),
        count: fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.string({ maxLength: 3 })),
        openedOn: fc.oneof(fc.constant('2023-02-01'), fc.constant('2월 1일'), fc.string({ maxLength: 5 })),
        agree: fc.oneof(fc.boolean(), fc.constant(undefined)),
        photos: fc.array(fc.webUrl(), { maxLength: 4 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(value, (data) => {
        expect(sentences(interpreting(schema), schema, data)).toEqual(
          sentences(compilingValidator(schema), schema, data),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('reads a missing field, a length, an amount and a date as the Korean sentences of the compiled checks', () => {
    const schema = prepareFormSchema(couponBody, {});
    const cases: unknown[] = [
      {},
      { name: '', description: 'ㄱ'.repeat(3001) },
      { name: '쿠폰', discountAmount: -5, expiresAt: '내일' },
      { name: 'ㄱ'.repeat(31), minOrderAmount: 1.5 },
    ];
    for (const data of cases) {
      const expected = sentences(compilingValidator(schema), schema, data);
      expect(expected.length).toBeGreaterThan(0);
      expect(sentences(interpreting(schema), schema, data)).toEqual(expected);
    }
    const nodeForm = inputNodesForm(nodes).schema;
    expect(
      sentences(interpreting(nodeForm), nodeForm, {
        agree: false,
        photos: ['https://a.kr/1.jpg', 'https://a.kr/2.jpg', 'https://a.kr/3.jpg'],
      }),
    ).toEqual([
      '.agree 확인하고 체크해 주세요.',
      '.photos 2개까지 추가할 수 있어요.',
      'count 필수 항목이에요.',
      'name 필수 항목이에요.',
    ]);
  });
});
