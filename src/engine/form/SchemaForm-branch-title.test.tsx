/**
 * 매장 할인 saved with 할인 금액 empty (issue 40's careless pass): the form draws the field as the
 * chosen 할인 방식's branch declares it (할인 금액, or 할인율), but the summary named a missing
 * field by the object's own title, "할인 값: 필수 항목이에요.", a name the merchant never sees.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '@/api/operations';
import { pressSave } from '@/testing/press-save';

/** The shape of the pickup schema's StoreDiscountWriteRequest. */
const schema = {
  type: 'object',
  required: ['discountMethod', 'discountValue'],
  properties: {
    discountMethod: { type: 'string', title: '할인 방식', enum: ['AMOUNT', 'RATE'] },
    discountValue: { type: 'integer', title: '할인 값' },
  },
  if: { required: ['discountMethod'], properties: { discountMethod: { const: 'AMOUNT' } } },
  then: { properties: { discountValue: { type: 'integer', title: '할인 금액' } } },
  else: { properties: { discountValue: { type: 'integer', title: '할인율', maximum: 50 } } },
} as unknown as JsonSchema;

function saveWithout(discountMethod: string) {
  return pressSave(schema, { discountMethod }, { submit: '만들기' });
}

describe('a missing field a condition declares again', () => {
  it.each([
    ['AMOUNT', '할인 금액'],
    ['RATE', '할인율'],
  ])('is named in the summary as the form draws it (%s → %s)', async (method, title) => {
    const summary = await saveWithout(method);
    expect(screen.getByLabelText(title)).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveTextContent(`${title}: 필수 항목이에요.`));
  });
});
