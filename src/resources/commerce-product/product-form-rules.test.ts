/**
 * The product form's rules as the form sees them: the generated ProductInput schema (its declared
 * rules) with the form's branches, validated by the form's own validator, as the merchant types.
 */
import { describe, expect, it } from 'vitest';
import createProduct from '@generated/graphql-operations/commerce/CreateProduct.json';
import type { JsonSchema } from '@/api/operations';
import { compilingValidator } from '@/engine/form/compiling-validator';
import { prepareFormSchema, toRequestBody } from '@/engine/form/prepare-schema';
import { translateErrors } from '@/engine/form/translate-errors';
import { productResource } from './product.resource';

const input = (createProduct.variables.properties.input as unknown as JsonSchema) ?? {};
const schema = prepareFormSchema(input, {}, {}, [], [], productResource.create!.branches);
const holds = (condition: unknown, value: unknown) =>
  compilingValidator(schema).isValid(condition as object, value, schema);

const product = {
  type: 'DELIVERY',
  name: '망원 드립백',
  categoryId: 'cat-dripbag',
  price: 15_000,
  stockFree: false,
  stock: 30,
  thumbnailUrls: ['https://images.dongnemarket.com/commerce/products/new/1/640x640.png'],
};

/** The form's errors by field, as its error summary words them (the field's title: the sentence). */
function errorsOf(data: object): Record<string, string> {
  const { errors } = compilingValidator(schema).validateFormData(data, schema);
  return Object.fromEntries(
    translateErrors(errors, schema).map((error) => [(error.property ?? '').replace(/^\./, ''), error.stack]),
  );
}

describe('the product form rules (declared in ProductInput)', () => {
  it('titles the category field once, from the schema: the summary says what the label says', () => {
    const { categoryId: _category, ...withoutCategory } = product;
    expect(errorsOf(withoutCategory)).toEqual({ categoryId: '카테고리: 필수 항목이에요.' });
    expect(productResource.create!.fieldUi?.categoryId).not.toHaveProperty('ui:title');
  });

  it('needs a stock unless sold without a limit, and then sends none', () => {
    expect(errorsOf(product)).toEqual({});
    const { stock: _stock, ...withoutStock } = product;
    expect(errorsOf(withoutStock)).toEqual({ stock: '재고: 필수 항목이에요.' });
    expect(errorsOf({ ...withoutStock, stockFree: true })).toEqual({});
    const sent = toRequestBody({ ...product, stockFree: true }, schema, {}, holds);
    expect(sent).not.toHaveProperty('stock');
  });

  it('needs a photo, and a way to receive GOODS', () => {
    expect(errorsOf({ ...product, thumbnailUrls: [] })).toEqual({
      thumbnailUrls: '상품 사진: 상품 사진을 한 장 이상 올려 주세요. 첫 장이 대표 사진이에요.',
    });
    expect(errorsOf({ ...product, type: 'GOODS', receiveMethods: [] })).toEqual({
      receiveMethods: '받는 방법: 받는 방법을 하나 이상 골라 주세요.',
    });
  });

  it("refuses duplicate option names and an option's stock above the product's, or left empty", () => {
    const options = (simpleOptions: object[]) => errorsOf({ ...product, simpleOptions });
    expect(options([{ name: '홀빈', stock: 10 }])).toEqual({});
    expect(
      options([
        { name: '홀빈', stock: 1 },
        { name: '홀빈 ', stock: 1 },
      ]),
    ).toEqual({ 'simpleOptions.1.name': '옵션 이름: 같은 옵션 이름이 이미 있어요: 홀빈' });
    expect(options([{ name: '홀빈', stock: 31 }])).toEqual({
      'simpleOptions.0.stock': '옵션 재고: 옵션 재고는 재고(30)보다 클 수 없어요.',
    });
    expect(options([{ name: '홀빈' }])).toEqual({ 'simpleOptions.0.stock': '옵션 재고: 필수 항목이에요.' });
    expect(options([{ name: '홀빈', stockFree: true }])).toEqual({});
  });
});
