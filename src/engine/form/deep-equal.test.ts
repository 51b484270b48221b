import { describe, expect, it } from 'vitest';
import { deepEqual } from './deep-equal';

describe('deepEqual (form data)', () => {
  it('ignores key order and compares nested values', () => {
    expect(deepEqual({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(deepEqual({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [2, 1] } })).toBe(false);
  });

  it('treats a field never filled, cleared by its widget or left blank as the same empty value', () => {
    expect(deepEqual({ discountMethod: 'AMOUNT' }, { discountMethod: 'AMOUNT', discountValue: null })).toBe(true);
    expect(deepEqual({ name: '' }, { name: undefined })).toBe(true);
    expect(deepEqual({ name: '' }, { name: '아메리카노' })).toBe(false);
    expect(deepEqual({ price: 0 }, { price: null })).toBe(false);
  });
});
