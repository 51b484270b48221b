import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '@/api/operations';
import { fillPositions, pickFormFields, prepareFormSchema, toRequestBody, withPreserved } from './prepare-schema';

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
