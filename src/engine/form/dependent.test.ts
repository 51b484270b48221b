import { describe, expect, it } from 'vitest';
import { compilingValidator } from './compiling-validator';
import {
  addDependentErrors,
  alwaysOpen,
  completeDependents,
  setAtPath,
  subFormErrors,
  type SubForm,
} from './dependent';
import { valueAtPath } from './form-values';
import { bodyOf, queryDefaults } from './use-form-controller';

/** A sub-form of named values stored as `[{ key, value }]` (a category's attributes). */
const sub: SubForm = {
  schema: {
    type: 'object',
    required: ['material'],
    properties: {
      material: { type: 'string', title: '소재', enum: ['세라믹', '유리'] },
      note: { type: 'string', title: '메모', maxLength: 3 },
    },
  },
  uiSchema: {},
  toForm: (stored) =>
    Object.fromEntries(
      ((stored as { key: string; value: string }[] | undefined) ?? []).map((item) => [item.key, item.value]),
    ),
  toStored: (data) =>
    ['material', 'note'].flatMap((key) => (typeof data[key] === 'string' ? [{ key, value: data[key] }] : [])),
};

const validator = compilingValidator(sub.schema);

describe('a dependent sub-form', () => {
  it('is checked with its own schema, the issues in Korean under their fields', () => {
    const errors = subFormErrors(sub, [{ key: 'note', value: '너무 길어요' }], validator) as Record<
      string,
      { __errors: string[] }
    >;
    expect(Object.keys(errors).sort()).toEqual(['material', 'note']);
    expect(errors.material!.__errors[0]).toMatch(/[가-힣]/);
    expect(errors.note!.__errors[0]).toMatch(/3/);
    expect(subFormErrors(sub, [{ key: 'material', value: '유리' }], validator)).toBeUndefined();
  });

  it("puts its issues at the field's path in the form's error tree", () => {
    const errors: Record<string, unknown> = { name: { __errors: ['필수'] } };
    addDependentErrors(errors, { attributes: [] }, [{ path: ['attributes'], sub, validator }]);
    expect(errors).toMatchObject({
      name: { __errors: ['필수'] },
      attributes: { material: { __errors: [expect.any(String)] } },
    });
  });

  it('is completed on save: what another choice left is dropped, the rest kept', () => {
    const data = {
      name: '머그',
      attributes: [
        { key: 'gone', value: 'x' },
        { key: 'material', value: '세라믹' },
      ],
    };
    expect(completeDependents(data, [{ path: ['attributes'], sub, validator }])).toEqual({
      name: '머그',
      attributes: [{ key: 'material', value: '세라믹' }],
    });
  });

  it('sets a value at a relative path without changing the original', () => {
    const data = { tpl: { grp: { a: '1' } } };
    expect(setAtPath(data, ['tpl', 'grp', 'b'], true)).toEqual({ tpl: { grp: { a: '1', b: true } } });
    expect(data).toEqual({ tpl: { grp: { a: '1' } } });
  });

  it('follows a field by its dotted path', () => {
    expect(valueAtPath({ delivery: { type: 'FREE' } }, 'delivery.type')).toBe('FREE');
    expect(valueAtPath({ categoryId: 'cat-mug' }, 'categoryId')).toBe('cat-mug');
    expect(valueAtPath(undefined, 'categoryId')).toBeUndefined();
  });
});

describe('a form body', () => {
  it("is the form's data, or the API's shape when the form converts it (toBody)", () => {
    expect(bodyOf({}, { content: '문단' })).toEqual({ content: '문단' });
    expect(bodyOf({ toBody: (data) => ({ ...(data as object), content: '[]' }) }, { content: '' })).toEqual({
      content: '[]',
    });
  });
});

describe('a new record from the address', () => {
  it('takes only the fields the form names, and only when the address has them', () => {
    const search = new URLSearchParams('categoryId=cat-mug&price=1');
    expect(queryDefaults(['categoryId', 'name'], search)).toEqual({ categoryId: 'cat-mug' });
    expect(queryDefaults(undefined, search)).toEqual({});
  });
});

describe("a dependent sub-form's sections", () => {
  it('are always open (never behind 입력하기), at every level', () => {
    const schema = {
      type: 'object',
      properties: { tpl: { type: 'object', properties: { grp: { type: 'object', properties: {} } } } },
    };
    const ui = alwaysOpen(schema, { tpl: { 'ui:order': ['grp'] } });
    expect(ui['ui:enableOptionalDataFieldForType']).toEqual([]);
    expect(ui.tpl).toMatchObject({
      'ui:order': ['grp'],
      'ui:enableOptionalDataFieldForType': [],
      grp: { 'ui:enableOptionalDataFieldForType': [] },
    });
  });
});
