import { describe, expect, it } from 'vitest';
import { formChecks } from '@generated/validators';
import { applyLimits } from '@/lib/schema-rules';
import { compilingValidator } from './compiling-validator';
import { loadFormValidator } from './load-validator';
import { prepareFormSchema } from './prepare-schema';
import { translateErrors } from './translate-errors';
import { checkExportName, validationKey } from './validator';
import couponBody from '@generated/forms/coupon/createCouponBox.json';
import type { JsonSchema } from '@/api/operations';

const name = {
  type: 'string',
  title: '쿠폰 이름',
  minLength: 1,
  maxLength: 30,
  'x-limit': 'coupon.name',
} as const;
const schema: JsonSchema = { type: 'object', required: ['name'], properties: { name } };

const sentences = (target: JsonSchema, data: unknown) =>
  translateErrors(compilingValidator(target).validateFormData(data, target).errors, target).map((e) => e.message);

describe("the forms' validator", () => {
  it('finds the coupon form’s checks compiled at codegen by its name, whatever limits remote config sets', async () => {
    const prepared = prepareFormSchema(couponBody, {});
    const key = validationKey(prepared);
    expect((await formChecks['coupon.create']!())[checkExportName(key)]).toBeTypeOf('function');
    // 쿠폰 설명 is `x-limit: text` (3,000 characters in the schema).
    const raised = prepareFormSchema(couponBody, { text: { maxLength: 4000 } });
    expect(validationKey(raised)).toBe(key);
    const long = 'ㄱ'.repeat(3500);
    const issueOf = async (target: JsonSchema) =>
      translateErrors(
        (await loadFormValidator(target, 'coupon.create')).validateFormData({ description: long }, target).errors,
        target,
      ).find((error) => error.property === '.description')?.message;
    expect(await issueOf(raised)).toBeUndefined();
    expect(await issueOf(prepared)).toBe('3000자까지 입력할 수 있어요.');
  });

  it('applies a limit that remote config changes at run time, with its sentence, from one compiled check', () => {
    expect(validationKey(applyLimits(schema, { 'coupon.name': { maxLength: 10 } }))).toBe(validationKey(schema));
    expect(sentences(schema, { name: 'ㄱ'.repeat(35) })).toEqual([expect.stringMatching(/30/)]);
    const tighter = applyLimits(schema, { 'coupon.name': { maxLength: 10 } });
    expect(sentences(tighter, { name: 'ㄱ'.repeat(20) })).toEqual(['10자까지 입력할 수 있어요.']);
    const price: JsonSchema = {
      type: 'object',
      properties: { price: { type: 'integer', title: '가격', maximum: 1_000_000, 'x-limit': 'price' } },
    };
    const capped = applyLimits(price, { price: { maximum: 500_000, message: '50만 원까지 팔 수 있어요.' } });
    expect(sentences(capped, { price: 600_000 })).toEqual(['50만 원까지 팔 수 있어요.']);
    expect(sentences(price, { price: 600_000 })).toEqual([]);
    const looser = applyLimits(schema, { 'coupon.name': { maxLength: 50 } });
    expect(sentences(looser, { name: 'ㄱ'.repeat(40) })).toEqual([]);
    expect(sentences(looser, { name: '' })).toEqual([expect.stringMatching(/[가-힣]/)]);
  });
});
