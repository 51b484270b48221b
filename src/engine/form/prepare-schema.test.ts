import { describe, expect, it } from 'vitest';
import { fillPositions, pickFormFields, prepareFormSchema, toRequestBody } from './prepare-schema';

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
});
