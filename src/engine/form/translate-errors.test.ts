import { summaryLine } from './ErrorSummary';
import { describe, expect, it } from 'vitest';
import { translateErrors } from './translate-errors';

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
});
