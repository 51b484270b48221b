import { describe, expect, it } from 'vitest';
import { ResponseError } from '@/api/errors';
import { fieldErrorOf, PRODUCT_FIELDS } from './field-errors';

const bad = (message: string) => new ResponseError(400, { message, code: 'BAD_USER_INPUT' });

describe('fieldErrorOf', () => {
  it('puts a bad-input sentence under the field it names', () => {
    expect(fieldErrorOf(bad('판매가는 0원 이상, 정가 이하로 입력해 주세요.'), PRODUCT_FIELDS)).toEqual({
      name: 'salePrice',
      message: '판매가는 0원 이상, 정가 이하로 입력해 주세요.',
    });
    expect(fieldErrorOf(bad('하위 카테고리를 골라 주세요.'), PRODUCT_FIELDS)?.name).toBe('categoryId');
  });

  it('leaves other failures to the form-level message', () => {
    expect(fieldErrorOf(new ResponseError(500, null), PRODUCT_FIELDS)).toBeNull();
    expect(fieldErrorOf(bad('알 수 없는 문제예요.'), PRODUCT_FIELDS)).toBeNull();
    expect(fieldErrorOf(new ResponseError(409, { message: '상품 이름이 겹쳐요.' }), PRODUCT_FIELDS)).toBeNull();
  });
});
