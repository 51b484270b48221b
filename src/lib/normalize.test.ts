import { describe, expect, it } from 'vitest';
import { digitsOf, normalizeInput, toHalfWidth } from './normalize';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    businessNumber: { type: 'string', 'x-normalize': 'digits' },
    phones: { type: 'array', items: { type: 'string', 'x-normalize': 'digits' } },
    price: { type: 'integer' },
    photo: { type: 'string', format: 'binary' },
  },
};

describe('normalizeInput', () => {
  it('folds full-width text and trims it', () => {
    expect(toHalfWidth('５０００원　ＡＢＣ')).toBe('5000원 ABC');
    expect(normalizeInput(schema, { name: '  동네　카페 ' })).toEqual({ name: '동네 카페' });
  });

  it('keeps only the digits of a business or phone number typed as printed', () => {
    expect(digitsOf('１２３-４５-67890')).toBe('1234567890');
    expect(normalizeInput(schema, { businessNumber: '１２３-45 67890', phones: ['010 1234-5678'] })).toEqual({
      businessNumber: '1234567890',
      phones: ['01012345678'],
    });
  });

  it('leaves numbers (a decimal stays a decimal, to be refused), files and unknown fields alone', () => {
    const file = new Blob(['x']);
    expect(normalizeInput(schema, { price: 2.5, photo: ' a ', extra: ' b ', file })).toEqual({
      price: 2.5,
      photo: ' a ',
      extra: ' b ',
      file,
    });
  });
});
