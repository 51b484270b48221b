import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '@/api/operations';
import {
  fillPositions,
  merchantHelp,
  pickFormFields,
  prepareFormSchema,
  toRequestBody,
  withPreserved,
} from './prepare-schema';

const body = {
  $id: 'coupon.updateCouponBox.request',
  type: 'object',
  required: ['name', 'status'],
  properties: {
    name: { type: 'string', title: '쿠폰 이름', maxLength: 30, 'x-limit': 'couponName' },
    status: { type: 'string', enum: ['ACTIVE', 'INACTIVE'] },
    menus: {
      type: 'array',
      'x-position-field': 'displayOrder',
      items: { type: 'object', properties: { menuId: { type: 'integer' }, displayOrder: { type: 'integer' } } },
    },
  },
};

describe('merchantHelp', () => {
  it('shows x-help under a field and never a developer note, at any depth (a property named description stays)', () => {
    const prepared = prepareFormSchema(
      {
        type: 'object',
        description: '만들 때와 수정할 때 같은 본문이에요(다르면 400).',
        properties: {
          businessType: { type: 'string', title: '사업자 유형', description: '스펙은 값을 말로만 적었어요.' },
          price: {
            type: 'integer',
            title: '가격',
            description: '원 단위 정수',
            'x-help': '0원인 메뉴는 팔 수 없어요.',
          },
          description: { type: 'string', title: '설명' },
          items: {
            type: 'array',
            items: {
              type: 'object',
              properties: { name: { type: 'string', description: 'trim 뒤 비교', 'x-help': '예) 맵기 선택' } },
            },
          },
        },
        if: { properties: { price: { const: 0 } } },
        then: {
          properties: { note: { type: 'string', description: '개발 메모', 'x-help': '무료인 까닭을 적어 주세요.' } },
        },
      },
      {},
    );
    const properties = prepared.properties as Record<string, JsonSchema>;
    expect(properties.businessType).toEqual({ type: 'string', title: '사업자 유형' });
    expect(properties.price?.description).toBe('0원인 메뉴는 팔 수 없어요.');
    expect(properties.price).not.toHaveProperty('x-help');
    expect(properties.description).toEqual({ type: 'string', title: '설명' });
    const item = (properties.items?.items as JsonSchema).properties as Record<string, JsonSchema>;
    expect(item.name?.description).toBe('예) 맵기 선택');
    expect(((prepared.then as JsonSchema).properties as Record<string, JsonSchema>).note?.description).toBe(
      '무료인 까닭을 적어 주세요.',
    );
    expect(JSON.stringify(prepared)).not.toContain('스펙');
    expect(merchantHelp({ oneOf: [{ type: 'null', description: '없으면 null' }] })).toEqual({
      oneOf: [{ type: 'null' }],
    });
  });
});

describe('prepareFormSchema', () => {
  it('applies remote-config limits and drops fixed fields from properties and required', () => {
    const prepared = prepareFormSchema(body, { couponName: { maxLength: 20 } }, { status: 'ACTIVE' });
    expect(prepared.properties).not.toHaveProperty('status');
    expect(prepared.required).toEqual(['name']);
    expect((prepared.properties as Record<string, { maxLength: number }>).name?.maxLength).toBe(20);
    expect(prepared).not.toHaveProperty('$id');
  });

  it('leaves out and requires nested fields by dotted path (a survey post: only the survey, and it is needed)', () => {
    const post = {
      type: 'object',
      required: ['title'],
      properties: {
        title: { type: 'string' },
        additional_data: {
          type: 'object',
          properties: { price: { type: 'integer' }, survey: { type: 'object' }, vote: { type: 'object' } },
        },
      },
    };
    const prepared = prepareFormSchema(
      post,
      {},
      {},
      ['additional_data.price', 'additional_data.vote'],
      ['additional_data', 'additional_data.survey'],
    );
    expect(prepared.required).toEqual(['title', 'additional_data']);
    const extra = (prepared.properties as Record<string, JsonSchema>).additional_data as JsonSchema;
    expect(Object.keys(extra.properties as object)).toEqual(['survey']);
    expect(extra.required).toEqual(['survey']);
    expect(post.properties.additional_data.properties).toHaveProperty('vote');
  });
});

describe('positions and bodies', () => {
  it('numbers positioned array items from 1 in their order on screen', () => {
    expect(fillPositions({ menus: [{ menuId: 9 }, { menuId: 4, displayOrder: 7 }] }, body)).toEqual({
      menus: [
        { menuId: 9, displayOrder: 1 },
        { menuId: 4, displayOrder: 2 },
      ],
    });
  });

  it('adds fixed values to the sent body', () => {
    expect(toRequestBody({ name: '쿠폰' }, body, { status: 'ACTIVE' })).toEqual({ name: '쿠폰', status: 'ACTIVE' });
  });

  it('picks a record’s values of the form’s fields only', () => {
    expect(pickFormFields({ id: 3, name: '쿠폰', validity: 'EXPIRED', status: 'INACTIVE' }, body)).toEqual({
      name: '쿠폰',
      status: 'INACTIVE',
    });
  });

  it('sends only the fields of conditions that hold, and loads conditional fields for editing', () => {
    const benefitBody = {
      type: 'object',
      properties: {
        benefit: {
          type: 'object',
          properties: { benefit_type: { type: 'string' }, description: { type: 'string' } },
          if: { properties: { benefit_type: { const: 'AMOUNT' } } },
          then: { properties: { discount_amount: { type: 'integer' } } },
          else: {
            if: { properties: { benefit_type: { const: 'RATE' } } },
            then: { properties: { discount_rate: { type: 'integer' } } },
          },
        },
      },
    };
    // What the form's validator answers for these simple `const` conditions.
    const holds = (condition: JsonSchema, value: unknown) =>
      Object.entries((condition.properties ?? {}) as Record<string, { const: unknown }>).every(
        ([key, rule]) => (value as Record<string, unknown>)[key] === rule.const,
      );
    const typed = {
      benefit: { benefit_type: 'RATE', description: '10% 할인', discount_amount: 3000, discount_rate: 10 },
    };
    expect(toRequestBody(typed, benefitBody, {}, holds)).toEqual({
      benefit: { benefit_type: 'RATE', description: '10% 할인', discount_rate: 10 },
    });
    const free = { benefit: { benefit_type: 'FREE', description: '쿠키 증정', discount_amount: 3000 } };
    expect(toRequestBody(free, benefitBody, {}, holds)).toEqual({
      benefit: { benefit_type: 'FREE', description: '쿠키 증정' },
    });
    expect(
      pickFormFields({ id: 1, benefit: { benefit_type: 'AMOUNT', discount_amount: 3000, label: 'x' } }, benefitBody),
    ).toEqual({ benefit: { benefit_type: 'AMOUNT', discount_amount: 3000 } });
  });
});

describe('withPreserved', () => {
  it('sends back what the form does not show, nested, and nothing the record lacks', () => {
    const record = { title: '설문', additional_data: { survey: { title: '메뉴 설문' }, price: 100 } };
    const body = { title: '설문 (수정)', additional_data: { price: 200 } };
    expect(withPreserved(body, record, ['additional_data.survey', 'additional_data.vote'])).toEqual({
      title: '설문 (수정)',
      additional_data: { price: 200, survey: { title: '메뉴 설문' } },
    });
  });
});
