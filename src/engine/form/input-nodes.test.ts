import type { UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '@/api/operations';
import { defaultNodeValues, formDataOf, inputNodesForm, limitOf, nodeValuesOf, type InputNode } from './input-nodes';
import { interpretingSource } from './interpreting-validator';
import { translateErrors } from './translate-errors';
import { FormValidator } from './validator';

const node = (key: string, type: string, extra: Partial<InputNode> = {}): InputNode => ({
  key,
  type,
  label: `${key} 이름`,
  required: false,
  ...extra,
});

const ALL: InputNode[] = [
  node('notice', 'CONTENT', { label: '간판 사진도 함께 올려 주세요.', description: '상호가 다르면요.' }),
  node('name', 'TEXT_INPUT', { required: true }),
  node('memo', 'TEXTAREA'),
  node('count', 'NUMBER_INPUT', { required: true }),
  node('openedOn', 'DATE_INPUT'),
  node('agree', 'CHECKBOX', { required: true }),
  node('optIn', 'CHECKBOX'),
];

const widgetOf = (ui: UiSchema, key: string) => (ui[key] as UiSchema)['ui:widget'] as string;

const props = (schema: JsonSchema) => schema.properties as Record<string, JsonSchema>;

/** Korean messages by field, as the form shows them (the nodes arrive at run time: no code is generated). */
function problems(schema: JsonSchema, data: unknown): Record<string, string> {
  const { errors } = new FormValidator(schema, interpretingSource()).validateFormData(data, schema);
  return Object.fromEntries(
    translateErrors(errors, schema).map((error) => [(error.property ?? '').replace(/^\./, ''), error.message ?? '']),
  );
}

describe('inputNodesForm', () => {
  it('maps every node type to a field of the engine, in the nodes’ order', () => {
    const { schema, uiSchema } = inputNodesForm(ALL);
    const fields = props(schema);
    expect(fields.notice).toEqual({
      title: '간판 사진도 함께 올려 주세요.',
      description: '상호가 다르면요.',
      type: 'null',
    });
    expect(fields.name).toMatchObject({ type: 'string', title: 'name 이름', maxLength: 200 });
    expect(fields.memo).toMatchObject({ type: 'string', 'x-kind': 'longtext', maxLength: 500 });
    expect(fields.count).toEqual({ title: 'count 이름', type: 'number' });
    expect(fields.openedOn).toEqual({ title: 'openedOn 이름', type: 'string', format: 'date' });
    expect(fields.agree).toMatchObject({ type: 'boolean', enum: [true] });
    expect(fields.optIn).toEqual({ title: 'optIn 이름', type: 'boolean' });
    expect(uiSchema['ui:order']).toEqual(['notice', 'name', 'memo', 'count', 'openedOn', 'agree', 'optIn', '*']);
    expect(widgetOf(uiSchema, 'name')).toBe('CountedText');
    expect(widgetOf(uiSchema, 'memo')).toBe('CountedTextarea');
    expect(widgetOf(uiSchema, 'count')).toBe('Number');
    expect(widgetOf(uiSchema, 'openedOn')).toBe('KstDateTime');
    expect(widgetOf(uiSchema, 'agree')).toBe('checkbox');
  });

  it('requires the required nodes that take a value, never CONTENT', () => {
    const nodes = [...ALL, node('hint', 'CONTENT', { required: true })];
    expect(inputNodesForm(nodes).schema.required).toEqual(['name', 'count', 'agree']);
    expect(inputNodesForm([node('a', 'TEXT_INPUT')]).schema.required).toBeUndefined();
  });

  it('caps text at 200 and multi-line text at 500 characters; a node may ask for less, not more', () => {
    const fields = props(
      inputNodesForm([
        node('short', 'TEXT_INPUT', { maxLength: 20 }),
        node('long', 'TEXT_INPUT', { maxLength: 900 }),
        node('note', 'TEXTAREA', { maxLength: 100 }),
        node('essay', 'TEXTAREA', { maxLength: 5000 }),
        node('unset', 'TEXTAREA', { maxLength: null }),
      ]).schema,
    );
    expect(
      [fields.short, fields.long, fields.note, fields.essay, fields.unset].map((field) => field!.maxLength),
    ).toEqual([20, 200, 100, 500, 500]);
  });

  it('takes the limits it is given (remote config)', () => {
    const fields = props(inputNodesForm(ALL, { text: 50, multiline: 80 }).schema);
    expect(fields.name!.maxLength).toBe(50);
    expect(fields.memo!.maxLength).toBe(80);
  });

  it('validates with the console’s Korean messages', () => {
    const { schema } = inputNodesForm(ALL);
    expect(problems(schema, formDataOf(ALL))).toEqual({
      name: '필수 항목이에요.',
      count: '필수 항목이에요.',
      agree: '확인하고 체크해 주세요.',
    });
    expect(problems(schema, { name: '   ', count: 3, agree: true })).toEqual({ name: '필수 항목이에요.' });
    expect(problems(schema, { name: '가'.repeat(201), memo: '나'.repeat(501), count: 1, agree: true })).toEqual({
      name: '200자까지 입력할 수 있어요.',
      memo: '500자까지 입력할 수 있어요.',
    });
    expect(problems(schema, { notice: null, name: '한튼튼', count: 2, openedOn: '2023-02-01', agree: true })).toEqual(
      {},
    );
  });

  it('leaves out types it does not know, and keeps IMAGE as a list of photo addresses', () => {
    const { schema, uiSchema } = inputNodesForm([
      node('future', 'MAP_PICKER'),
      node('photos', 'IMAGE', { required: true, maxItems: 3 }),
    ]);
    expect(Object.keys(props(schema))).toEqual(['photos']);
    expect(props(schema).photos).toMatchObject({ type: 'array', minItems: 1, maxItems: 3 });
    expect(widgetOf(uiSchema, 'photos')).toBe('Image');
  });
});

describe('stored values', () => {
  it('default to an empty string, and "false" for CHECKBOX', () => {
    expect(defaultNodeValues(ALL)).toEqual({
      notice: '',
      name: '',
      memo: '',
      count: '',
      openedOn: '',
      agree: 'false',
      optIn: 'false',
    });
  });

  it('open as empty fields and an unchecked box', () => {
    expect(formDataOf(ALL, defaultNodeValues(ALL))).toEqual({ notice: null, agree: false, optIn: false });
    expect(formDataOf(ALL)).toEqual({ notice: null, agree: false, optIn: false });
  });

  it('read every type back, and go round the form unchanged', () => {
    const stored = {
      notice: '',
      name: '튼튼의원',
      memo: '첫 줄\n둘째 줄',
      count: '2',
      openedOn: '2023-02-01',
      agree: 'true',
      optIn: 'false',
    };
    const data = formDataOf(ALL, stored);
    expect(data).toEqual({
      notice: null,
      name: '튼튼의원',
      memo: '첫 줄\n둘째 줄',
      count: 2,
      openedOn: '2023-02-01',
      agree: true,
      optIn: false,
    });
    expect(nodeValuesOf(ALL, data)).toEqual(stored);
  });

  it('turn an unreadable number into an empty field', () => {
    expect(formDataOf([node('count', 'NUMBER_INPUT')], { count: '두 명' })).toEqual({});
    expect(nodeValuesOf([node('count', 'NUMBER_INPUT')], { count: Number.NaN })).toEqual({ count: '' });
  });

  it('store photos as a JSON list', () => {
    const photos = [node('photos', 'IMAGE')];
    expect(nodeValuesOf(photos, { photos: ['https://a.example/1.jpg'] })).toEqual({
      photos: '["https://a.example/1.jpg"]',
    });
    expect(formDataOf(photos, { photos: '["https://a.example/1.jpg"]' })).toEqual({
      photos: ['https://a.example/1.jpg'],
    });
    expect(formDataOf(photos, { photos: 'not json' })).toEqual({ photos: [] });
  });
});

describe('limitOf', () => {
  it('is the smaller of a value and the cap, or the cap when the value is empty', () => {
    expect(limitOf(30, 200)).toBe(30);
    expect(limitOf(300, 200)).toBe(200);
    expect(limitOf(null, 200)).toBe(200);
    expect(limitOf(undefined, 200)).toBe(200);
    expect(limitOf(0, 200)).toBe(200);
  });
});
