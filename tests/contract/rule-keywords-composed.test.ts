/**
 * Contract: a rule keyword or an `x-limit` that a schema writes under a composition. Under `$ref`
 * and `allOf` codegen resolves it into the place the form's walker sees (scripts/codegen/
 * resolve-schema.ts), so the form and the mock refuse the same body on the same field with the same
 * sentence; under `oneOf` / `anyOf` the form would pass what the mock refuses, so codegen refuses
 * the schema (lint-rule-reach.ts). Expected fields and sentences are written out by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilingValidator } from '@/engine/form/compiling-validator';
import { translateErrors } from '@/engine/form/translate-errors';
import { applyLimits, rulesOutOfReach } from '@/lib/schema-rules';
import type { CatalogEntry } from '@/mocks/core/catalog';
import { validateBody } from '@/mocks/core/validation';
import type { JsonSchema } from '@generated/operations';
import { ruleReachProblems } from '../../scripts/codegen/lint-rule-reach';
import { resolveSchema, type JsonObject } from '../../scripts/codegen/resolve-schema';

type Json = Record<string, unknown>;

/** A request schema as written in schemas/: its rules reached through `$ref` and `allOf`. */
const DOCUMENT: JsonObject = {
  components: {
    schemas: {
      Won: { type: 'integer', title: '금액', minimum: 0, maximum: 1_000_000_000, 'x-limit': 'price', 'x-unit': 'WON' },
      Prices: {
        type: 'object',
        required: ['price'],
        properties: {
          price: { allOf: [{ $ref: '#/components/schemas/Won' }], title: '정가' },
          sale_price: { $ref: '#/components/schemas/Won', title: '할인가', 'x-not-above': 'price' },
        },
      },
      Product: {
        allOf: [
          { $ref: '#/components/schemas/Prices' },
          { type: 'object', required: ['name'], properties: { name: { type: 'string', title: '상품 이름' } } },
        ],
      },
    },
  },
};

/** The same rules offered as a choice: the form's walker does not step into `oneOf` / `anyOf`. */
const CHOICE: Json = {
  type: 'object',
  properties: {
    price: { type: 'integer', title: '정가', 'x-unit': 'WON' },
    discount: {
      title: '할인 금액',
      oneOf: [{ type: 'null' }, { type: 'integer', 'x-unit': 'WON', 'x-not-above': 'price' }],
    },
    memo: { title: '메모', anyOf: [{ type: 'string', maxLength: 10, 'x-limit': 'customerMemo' }, { type: 'null' }] },
  },
};

function formIssues(schema: Json, body: Json) {
  const { errors } = compilingValidator(schema).validateFormData(body, schema);
  return translateErrors(errors, schema).map((error) => ({
    field: (error.property ?? '').replace(/^\./, ''),
    reason: error.message ?? '',
  }));
}

let entries = 0;
function mockIssues(schema: Json, body: Json) {
  entries += 1;
  const entry = { key: `composed.rule${entries}`, requestSchema: schema } as unknown as CatalogEntry;
  return validateBody(entry, body, {}, 'composed');
}

const product = resolveSchema(DOCUMENT, { $ref: '#/components/schemas/Product' }) as Json;

describe('a rule under $ref and allOf: form and mock refuse the same, with the same sentence', () => {
  it.each([
    [
      '할인가 above 정가 (x-not-above through $ref, inside an allOf part)',
      { name: '원두 200g', price: 10_000, sale_price: 12_000 },
      [{ field: 'sale_price', reason: '할인가는 정가(10,000원)보다 클 수 없어요.' }],
    ],
    [
      '정가 above its limit (x-limit through allOf of a $ref)',
      { name: '원두 200g', price: 2_000_000_000 },
      [{ field: 'price', reason: '1,000,000,000원 이하로 입력해 주세요.' }],
    ],
    ['a body that keeps both rules', { name: '원두 200g', price: 10_000, sale_price: 9_000 }, []],
  ])('%s', (_name, body, expected) => {
    expect(mockIssues(product, body)).toEqual(expected);
    expect(formIssues(product, body)).toEqual(expected);
  });
});

describe('a rule under oneOf / anyOf: codegen refuses the schema', () => {
  it('the form would pass what the mock refuses', () => {
    const body = { price: 1_000, discount: 5_000, memo: '문 앞' };
    expect(formIssues(CHOICE, body)).toEqual([]);
    expect(mockIssues(CHOICE, body).map((issue) => issue.field)).toEqual(['discount']);
  });

  it('a remote-config limit never reaches a field under anyOf (both sides keep the schema’s number)', () => {
    const limited = applyLimits(CHOICE, { customerMemo: { maxLength: 20 } });
    expect(limited).toEqual(CHOICE);
  });

  it('names each rule the walker cannot see, by its place', () => {
    expect(rulesOutOfReach(CHOICE)).toEqual([
      '/properties/discount/oneOf/1: x-not-above',
      '/properties/memo/anyOf/0: x-limit',
    ]);
    expect(rulesOutOfReach(product)).toEqual([]);
    const files = new Map([['forms/demo/choice.json', JSON.stringify(CHOICE)]]);
    expect(ruleReachProblems(files)).toEqual([
      "forms/demo/choice.json /properties/discount/oneOf/1: x-not-above: a rule keyword or x-limit must sit under properties, items or then/else (the form's walker does not see it there; the mock's ajv does)",
      "forms/demo/choice.json /properties/memo/anyOf/0: x-limit: a rule keyword or x-limit must sit under properties, items or then/else (the form's walker does not see it there; the mock's ajv does)",
    ]);
  });

  it('an if condition is not walked either (it picks the branch, the form would pick another)', () => {
    expect(
      rulesOutOfReach({
        type: 'object',
        if: { properties: { price: { 'x-above': 'cost' } } },
        then: { properties: { note: { type: 'string', 'x-limit': 'noticeText' } } },
      }),
    ).toEqual(['/if/properties/price: x-above']);
  });

  it('no generated request schema has one', () => {
    const generated = join(import.meta.dirname, '..', '..', 'generated');
    const files = new Map<string, string>();
    for (const folder of ['forms', 'graphql-operations'])
      for (const file of readdirSync(join(generated, folder), { recursive: true, encoding: 'utf8' }))
        if (file.endsWith('.json')) files.set(`${folder}/${file}`, readFileSync(join(generated, folder, file), 'utf8'));
    expect(files.size).toBeGreaterThan(100);
    expect(ruleReachProblems(files)).toEqual([]);
  });
});

// The resolved product schema is what both sides read: a plain object with the rules in place.
describe('the resolved schema', () => {
  it('holds the rules where the walker looks', () => {
    const properties = (product as { properties: Record<string, JsonSchema> }).properties;
    expect(properties.sale_price).toMatchObject({ title: '할인가', 'x-not-above': 'price', 'x-limit': 'price' });
    expect(properties.price).toMatchObject({ title: '정가', maximum: 1_000_000_000, 'x-limit': 'price' });
  });
});
