import { summaryLine } from './ErrorSummary';
import { describe, expect, it } from 'vitest';
import { translateErrors } from './translate-errors';
import type { SchemaNode } from '@/lib/schema-rules';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: '쿠폰 이름', maxLength: 30 },
    benefit_request: {
      type: 'object',
      title: '혜택',
      properties: { description: { type: 'string', title: '혜택 내용' } },
    },
    price: { type: 'integer', title: '가격', maximum: 999999999, 'x-unit': 'WON' },
  },
};

describe('translateErrors', () => {
  it('names the field and says what to fix, once per field', () => {
    const translated = translateErrors(
      [
        {
          name: 'required',
          property: '.name',
          params: { missingProperty: 'name' },
          message: "must have required property 'name'",
          stack: '',
          schemaPath: '',
        },
        { name: 'minLength', property: '.name', params: { limit: 1 }, message: 'x', stack: '', schemaPath: '' },
        {
          name: 'required',
          property: '.benefit_request.description',
          params: {},
          message: 'x',
          stack: '',
          schemaPath: '',
        },
        { name: 'maximum', property: '.price', params: { limit: 999999999 }, message: 'x', stack: '', schemaPath: '' },
        { name: 'anyOf', property: '.price', params: {}, message: 'x', stack: '', schemaPath: '' },
      ],
      schema,
    );
    expect(translated.map((error) => error.stack)).toEqual([
      '쿠폰 이름: 필수 항목이에요.',
      '혜택 내용: 필수 항목이에요.',
      '가격: 999,999,999원 이하로 입력해 주세요.',
    ]);
  });
});

describe('summaryLine', () => {
  const schema = { type: 'object', properties: { branchName: { type: 'string', title: '지점 이름' } } } as const;
  it('names a server or check error (".field message") by the field title', () => {
    expect(summaryLine({ property: '.branchName', stack: '.branchName 이미 있는 지점 이름이에요.' }, schema)).toBe(
      '지점 이름: 이미 있는 지점 이름이에요.',
    );
  });
  it('leaves a translated error as it is', () => {
    expect(summaryLine({ property: '.branchName', stack: '지점 이름: 필수 항목이에요.' }, schema)).toBe(
      '지점 이름: 필수 항목이에요.',
    );
  });
});

describe('a field a conditional branch declares again', () => {
  // 영양 정보: the content is 영양 정보 내용 as text, 영양 정보 사진 when given as a photo.
  const nutrition = {
    type: 'object',
    properties: {
      info: {
        type: 'object',
        title: '영양 정보',
        properties: {
          mode: { enum: ['TEXT', 'IMAGE'] },
          nutrition: { type: 'string', title: '영양 정보 내용' },
        },
        if: { properties: { mode: { const: 'IMAGE' } } },
        then: { required: ['nutrition'], properties: { nutrition: { type: 'string', title: '영양 정보 사진' } } },
      },
    },
  };

  it('is named in the summary as the active branch names it', () => {
    const [missing] = translateErrors(
      [
        {
          name: 'required',
          property: '.info.nutrition',
          params: { missingProperty: 'nutrition' },
          message: 'x',
          stack: '',
          schemaPath: '#/properties/info/then/required',
        },
      ],
      nutrition,
    );
    expect(missing?.stack).toBe('영양 정보 사진: 필수 항목이에요.');
  });

  it('is named so in the summary when the sentence is a rule’s or the server’s', () => {
    // The store discount's value is 할인 값 in the schema, 할인 금액 while 금액 할인 is chosen.
    const discount = {
      type: 'object',
      properties: {
        discountMethod: { enum: ['AMOUNT', 'RATE'] },
        discountValue: { type: 'integer', title: '할인 값' },
      },
      if: { properties: { discountMethod: { const: 'AMOUNT' } } },
      then: { properties: { discountValue: { type: 'integer', title: '할인 금액' } } },
      else: { properties: { discountValue: { type: 'integer', title: '할인율' } } },
    } as const;
    const error = { property: '.discountValue', stack: '.discountValue 같은 기간에 같은 할인이 이미 있어요.' };
    const holds = (condition: SchemaNode, value: unknown) =>
      (value as { discountMethod?: string }).discountMethod ===
      (condition.properties as { discountMethod: { const: string } }).discountMethod.const;
    const line = (method: string) => summaryLine(error, discount, { discountMethod: method }, [], holds);
    expect(line('AMOUNT')).toBe('할인 금액: 같은 기간에 같은 할인이 이미 있어요.');
    expect(line('RATE')).toBe('할인율: 같은 기간에 같은 할인이 이미 있어요.');
  });
});
