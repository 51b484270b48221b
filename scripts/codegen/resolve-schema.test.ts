import { describe, expect, it } from 'vitest';
import { resolveSchema, withBranchProperties, writableOnly, type JsonObject } from './resolve-schema';

const root: JsonObject = {
  components: {
    schemas: {
      Name: { type: 'string', title: '이름', maxLength: 30 },
      Base: { type: 'object', required: ['name'], properties: { name: { $ref: '#/components/schemas/Name' } } },
      Loop: { $ref: '#/components/schemas/Loop' },
    },
  },
};

describe('resolveSchema', () => {
  it('inlines refs and lets siblings override the target', () => {
    expect(resolveSchema(root, { $ref: '#/components/schemas/Name', title: '쿠폰 이름' })).toEqual({
      type: 'string',
      title: '쿠폰 이름',
      maxLength: 30,
    });
  });

  it('merges allOf object parts, unioning properties and required', () => {
    const merged = resolveSchema(root, {
      allOf: [
        { $ref: '#/components/schemas/Base' },
        { type: 'object', required: ['status'], properties: { status: { enum: ['ACTIVE'] } } },
      ],
      title: '수정',
    });
    expect(merged).toEqual({
      type: 'object',
      title: '수정',
      required: ['name', 'status'],
      properties: { name: { type: 'string', title: '이름', maxLength: 30 }, status: { enum: ['ACTIVE'] } },
    });
  });

  it('refuses an allOf whose parts would overwrite each other’s rule (ajv would apply both)', () => {
    const price = { type: 'integer', title: '가격', maximum: 100 };
    expect(() => resolveSchema(root, { allOf: [price, { maximum: 50 }] })).toThrow(
      'allOf parts disagree on maximum (100 / 50): one would be lost',
    );
    expect(() =>
      resolveSchema(root, { allOf: [{ properties: { sale: { 'x-not-above': 'price' } } }, { 'x-not-above': 'cost' }] }),
    ).not.toThrow();
    expect(() =>
      resolveSchema(root, {
        allOf: [{ properties: { sale: { 'x-not-above': 'price' } } }, { properties: { sale: { type: 'integer' } } }],
      }),
    ).toThrow('allOf parts disagree on property sale');
    // A later part may restate a property with more rules (an inspection request's minItems).
    const photos = { type: 'array', title: '사진', maxItems: 2 };
    expect(
      resolveSchema(root, {
        allOf: [{ properties: { photos } }, { properties: { photos: { ...photos, minItems: 1 } } }],
      }),
    ).toEqual({ type: 'object', properties: { photos: { ...photos, minItems: 1 } } });
    // Describing words may be overwritten (a title), and the same rule twice is one rule.
    expect(resolveSchema(root, { allOf: [price, { maximum: 100 }], title: '정가' })).toEqual({
      ...price,
      title: '정가',
    });
  });

  it('fails loudly on cycles and dangling refs', () => {
    expect(() => resolveSchema(root, { $ref: '#/components/schemas/Loop' })).toThrow(/Cyclic/);
    expect(() => resolveSchema(root, { $ref: '#/components/schemas/Nope' })).toThrow(/Unresolved/);
  });
});

describe('writableOnly', () => {
  it('drops readOnly properties and their required entries', () => {
    expect(
      writableOnly({
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string' } },
      }),
    ).toEqual({ type: 'object', required: ['name'], properties: { name: { type: 'string' } } });
  });
});

describe('withBranchProperties', () => {
  it('types fields that only a conditional declares as optional fields of their object', () => {
    const typed = withBranchProperties({
      type: 'object',
      required: ['kind'],
      properties: { kind: { type: 'string' } },
      if: { properties: { kind: { const: 'A' } } },
      then: { required: ['a'], properties: { a: { type: 'integer' } } },
      else: {
        if: { properties: { kind: { const: 'B' } } },
        then: { required: ['b'], properties: { b: { type: 'integer' }, kind: { type: 'string', title: 'x' } } },
      },
    }) as JsonObject;
    expect(typed.properties).toEqual({ kind: { type: 'string' }, a: { type: 'integer' }, b: { type: 'integer' } });
    expect(typed.required).toEqual(['kind']);
    expect(typed.then).toBeDefined();
  });
});
