import { describe, expect, it } from 'vitest';
import { branchProperties } from '@/lib/schema-rules';
import { compilingValidator } from './compiling-validator';
import { prepareFormSchema, toRequestBody, withBranches } from './prepare-schema';

const deliveryInput = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'string', enum: ['FREE', 'FIXED', 'CONDITIONAL_FREE'] },
    feeAmount: { type: 'integer', minimum: 0, maximum: 100_000 },
    freeConditionPrice: { type: 'integer', minimum: 1 },
    description: { type: 'string', maxLength: 200 },
  },
};

const branches = {
  field: 'type',
  fields: { feeAmount: ['FIXED', 'CONDITIONAL_FREE'], freeConditionPrice: ['CONDITIONAL_FREE'] },
  require: true,
} as const;

const holds = (schema: object) => (condition: unknown, value: unknown) =>
  compilingValidator(schema).isValid(condition as object, value, schema);

describe('form branches (fields shown by a choice)', () => {
  it('moves the named fields under an if/then chain on the choice, one link per value', () => {
    const schema = withBranches(deliveryInput, branches);
    expect(Object.keys(schema.properties as object)).toEqual(['type', 'description']);
    expect(Object.keys(branchProperties(schema))).toEqual(expect.arrayContaining(['feeAmount', 'freeConditionPrice']));
    expect(schema.if).toEqual({ required: ['type'], properties: { type: { const: 'FREE' } } });
    expect(schema.then).toEqual({ properties: {} });
  });

  it('validates a shown field as required and sends only the fields of the chosen value', () => {
    const schema = prepareFormSchema(deliveryInput, {}, {}, [], [], branches);
    const check = (data: object) => compilingValidator(schema).isValid(schema, data, schema);
    expect(check({ type: 'FIXED' })).toBe(false);
    expect(check({ type: 'FIXED', feeAmount: 3_000 })).toBe(true);
    expect(check({ type: 'CONDITIONAL_FREE', feeAmount: 3_000 })).toBe(false);
    expect(check({ type: 'FREE' })).toBe(true);

    const typed = { type: 'FREE', feeAmount: 3_000, freeConditionPrice: 30_000, description: '당일 발송' };
    expect(toRequestBody(typed, schema, {}, holds(schema))).toEqual({ type: 'FREE', description: '당일 발송' });
    expect(toRequestBody({ ...typed, type: 'FIXED' }, schema, {}, holds(schema))).toEqual({
      type: 'FIXED',
      feeAmount: 3_000,
      description: '당일 발송',
    });
    expect(toRequestBody({ ...typed, type: 'CONDITIONAL_FREE' }, schema, {}, holds(schema))).toEqual({
      ...typed,
      type: 'CONDITIONAL_FREE',
    });
  });

  it('nests several choices: each shows its fields whatever the others hold (a boolean choice too)', () => {
    const productInput = {
      type: 'object',
      properties: {
        type: { type: 'string', enum: ['DELIVERY', 'GOODS'] },
        stockFree: { type: 'boolean' },
        stock: { type: 'integer', minimum: 0 },
        receiveMethods: { type: 'array', items: { type: 'string' } },
        name: { type: 'string' },
      },
    };
    const schema = prepareFormSchema(
      productInput,
      {},
      {},
      [],
      [],
      [
        { field: 'type', fields: { receiveMethods: ['GOODS'] } },
        { field: 'stockFree', fields: { stock: [false] } },
      ],
    );
    expect(Object.keys(schema.properties as object)).toEqual(['type', 'stockFree', 'name']);
    expect(Object.keys(branchProperties(schema)).sort()).toEqual(['receiveMethods', 'stock']);
    const typed = { type: 'GOODS', stockFree: true, stock: 5, receiveMethods: ['PICKUP'], name: '머그' };
    const sent = (data: object) => toRequestBody(data, schema, {}, holds(schema));
    expect(sent(typed)).toEqual({ type: 'GOODS', stockFree: true, receiveMethods: ['PICKUP'], name: '머그' });
    expect(sent({ ...typed, type: 'DELIVERY', stockFree: false })).toEqual({
      type: 'DELIVERY',
      stockFree: false,
      stock: 5,
      name: '머그',
    });
    expect(sent({ ...typed, type: undefined, stockFree: false })).toMatchObject({ stock: 5 });
    expect(compilingValidator(schema).isValid(schema, { type: 'DELIVERY', stockFree: false, stock: -1 }, schema)).toBe(
      false,
    );
    expect(compilingValidator(schema).isValid(schema, { type: 'DELIVERY', stockFree: true, stock: -1 }, schema)).toBe(
      true,
    );
  });
});
