/**
 * Input nodes → a form, at run time. The backend describes some forms as a list of nodes (spec 001
 * §3: CHECKBOX, CONTENT, DATE_INPUT, NUMBER_INPUT, TEXTAREA, TEXT_INPUT): an inspection set's
 * fields, a commerce product template's input groups. This turns such a list into the JSON Schema
 * and uiSchema that the engine's `SchemaForm` renders like any request body (same widgets, Korean
 * messages, IME-safe Enter), and converts between the form's values and the nodes' stored form
 * (every value a string: `""` when empty, `"false"` / `"true"` for CHECKBOX).
 *
 * Limits (spec §5): one-line text at most `dynamicFormText` (200), multi-line at most
 * `dynamicFormMultiline` (500) characters; a node may ask for less, never for more. IMAGE (photo
 * addresses, `maxItems`) is an extension some inspection sets use; other unknown types are left out.
 *
 * @example
 * const { schema, uiSchema } = inputNodesForm(set.fields, { text: 200, multiline: 500 });
 * <SchemaForm schema={schema} uiSchema={uiSchema} formData={formDataOf(set.fields, saved)} … />
 */
import type { UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '@/api/operations';
import { messages } from '@/lib/messages';

export const INPUT_NODE_TYPES = [
  'CHECKBOX',
  'CONTENT',
  'DATE_INPUT',
  'NUMBER_INPUT',
  'TEXTAREA',
  'TEXT_INPUT',
] as const;

export type InputNodeType = (typeof INPUT_NODE_TYPES)[number] | 'IMAGE';

export interface InputNode {
  /** The value's key (an inspection field's `key`, a template group's `dataKey`). */
  readonly key: string;
  readonly type: string;
  readonly label: string;
  readonly description?: string | null;
  readonly required?: boolean;
  /** A text node's own limit; capped by the form's limit. */
  readonly maxLength?: number | null;
  /** An IMAGE node's number of photos; capped by the form's limit. */
  readonly maxItems?: number | null;
  /** A NUMBER_INPUT node's least value (a 소비기한 of at least 1 day). */
  readonly minimum?: number | null;
}

export interface InputNodeLimits {
  /** One-line text (TEXT_INPUT), characters. */
  readonly text: number;
  /** Multi-line text (TEXTAREA), characters. */
  readonly multiline: number;
  /** Photos of an IMAGE node. */
  readonly images?: number;
}

/** Spec §5 fallbacks: dynamic form text 200, multiline 500; explanatory images 10. */
export const DEFAULT_INPUT_NODE_LIMITS: InputNodeLimits = { text: 200, multiline: 500, images: 10 };

/** Values as nodes store them: one string per key. */
export type NodeValues = Readonly<Record<string, string>>;

const KNOWN: ReadonlySet<string> = new Set<string>([...INPUT_NODE_TYPES, 'IMAGE']);

/** The nodes a form can show (unknown, future types left out). */
export function knownNodes<T extends InputNode>(nodes: readonly T[]): T[] {
  return nodes.filter((node) => KNOWN.has(node.type));
}

/** The smaller of a value and a cap, or the cap when the value is empty (spec §9's limit helper). */
export function limitOf(value: number | null | undefined, cap: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(value, cap) : cap;
}

/** Whether a node takes a value (CONTENT is text to read). */
export function takesValue(node: InputNode): boolean {
  return node.type !== 'CONTENT';
}

function described(node: InputNode): { title: string; description?: string } {
  return node.description ? { title: node.label, description: node.description } : { title: node.label };
}

/** One node's property schema and its uiSchema. */
function nodeField(node: InputNode, limits: InputNodeLimits): { schema: JsonSchema; ui: UiSchema } {
  const base = described(node);
  // A required text must hold more than spaces.
  const notBlank = node.required ? { pattern: '\\S', 'x-messages': { pattern: messages.validation.required } } : {};
  switch (node.type as InputNodeType) {
    case 'TEXT_INPUT':
      return {
        schema: { ...base, type: 'string', maxLength: limitOf(node.maxLength, limits.text), ...notBlank },
        ui: { 'ui:widget': 'CountedText' },
      };
    case 'TEXTAREA':
      return {
        schema: {
          ...base,
          type: 'string',
          'x-kind': 'longtext',
          maxLength: limitOf(node.maxLength, limits.multiline),
          ...notBlank,
        },
        ui: { 'ui:widget': 'CountedTextarea' },
      };
    case 'NUMBER_INPUT':
      return {
        schema: { ...base, type: 'number', ...(typeof node.minimum === 'number' ? { minimum: node.minimum } : {}) },
        ui: { 'ui:widget': 'Number' },
      };
    case 'DATE_INPUT':
      return { schema: { ...base, type: 'string', format: 'date' }, ui: { 'ui:widget': 'KstDateTime' } };
    case 'CHECKBOX':
      return {
        // A required checkbox is an agreement: it must be checked, not only answered.
        schema: node.required
          ? { ...base, type: 'boolean', enum: [true], 'x-messages': { enum: messages.validation.mustCheck } }
          : { ...base, type: 'boolean' },
        ui: { 'ui:widget': 'checkbox' },
      };
    case 'IMAGE':
      return {
        schema: {
          ...base,
          type: 'array',
          maxItems: limitOf(node.maxItems, limits.images ?? DEFAULT_INPUT_NODE_LIMITS.images!),
          ...(node.required ? { minItems: 1 } : {}),
          items: { type: 'string', format: 'uri', title: '사진 주소', 'x-kind': 'image' },
        },
        ui: { 'ui:widget': 'Image' },
      };
    default:
      // CONTENT: text to read, no value (rjsf draws its title and description only).
      return { schema: { ...base, type: 'null' }, ui: {} };
  }
}

/** The JSON Schema and uiSchema of a node list, fields in the nodes' order. */
export function inputNodesForm(
  nodes: readonly InputNode[],
  limits: InputNodeLimits = DEFAULT_INPUT_NODE_LIMITS,
): { schema: JsonSchema; uiSchema: UiSchema } {
  const shown = knownNodes(nodes);
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': [...shown.map((node) => node.key), '*'] };
  for (const node of shown) {
    const { schema, ui } = nodeField(node, limits);
    properties[node.key] = schema;
    uiSchema[node.key] = ui;
  }
  const required = shown.filter((node) => node.required && takesValue(node)).map((node) => node.key);
  return { schema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) }, uiSchema };
}

/** Every node's empty value as stored: `""`, and `"false"` for CHECKBOX (CONTENT too holds `""`). */
export function defaultNodeValues(nodes: readonly InputNode[]): Record<string, string> {
  return Object.fromEntries(knownNodes(nodes).map((node) => [node.key, node.type === 'CHECKBOX' ? 'false' : '']));
}

/** Stored values → the form's data (a missing or empty value is an empty field). */
export function formDataOf(nodes: readonly InputNode[], values: NodeValues = {}): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const node of knownNodes(nodes)) {
    const raw = values[node.key] ?? '';
    switch (node.type as InputNodeType) {
      case 'CHECKBOX':
        data[node.key] = raw === 'true';
        break;
      case 'CONTENT':
        // rjsf's null field would set this itself and make an untouched form look edited.
        data[node.key] = null;
        break;
      case 'NUMBER_INPUT': {
        const number = raw.trim() === '' ? Number.NaN : Number(raw);
        if (Number.isFinite(number)) data[node.key] = number;
        break;
      }
      case 'IMAGE':
        data[node.key] = parseList(raw);
        break;
      default:
        if (raw !== '') data[node.key] = raw;
    }
  }
  return data;
}

/** The form's data → stored values, one string per node. */
export function nodeValuesOf(
  nodes: readonly InputNode[],
  data: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const values = defaultNodeValues(nodes);
  for (const node of knownNodes(nodes)) {
    const value = data[node.key];
    switch (node.type as InputNodeType) {
      case 'CHECKBOX':
        values[node.key] = value === true ? 'true' : 'false';
        break;
      case 'CONTENT':
        break;
      case 'NUMBER_INPUT':
        values[node.key] = typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
        break;
      case 'IMAGE':
        values[node.key] = Array.isArray(value) && value.length > 0 ? JSON.stringify(value) : '';
        break;
      default:
        values[node.key] = typeof value === 'string' ? value : '';
    }
  }
  return values;
}

function parseList(raw: string): string[] {
  if (raw === '') return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
