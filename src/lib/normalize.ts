/**
 * What a merchant types, as the server reads it: run on a request body before its rules, by the
 * form (on the data it validates and sends) and by the mock server (on what arrives), so both
 * judge the same value.
 *
 * - Full-width letters, digits and signs (５０００, ＡＢＣ) become their ASCII forms; text is trimmed.
 * - A field with `x-normalize: digits` keeps its digits only: a business number typed as printed
 *   (123-45-67890) or a phone number with spaces or hyphens (010 1234-5678).
 * - Numbers are left alone: a decimal where a whole number is asked is refused by `type: integer`,
 *   never rounded.
 */
import { propertiesOf, type SchemaNode } from './schema-rules';

/** ５０００ → 5000, ＡＢＣ → ABC, the ideographic space → a space. */
export function toHalfWidth(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

/** The digits of a number typed as printed, full-width digits included: １２３-45 → 12345. */
export function digitsOf(text: string): string {
  return toHalfWidth(text).replace(/\D/g, '');
}

export const NORMALIZE = 'x-normalize';

/** The values `x-normalize` may take. */
export const NORMALIZE_MODES = ['digits'] as const;

/** A copy of `value` normalised by `schema`; what the schema does not describe is kept as it is. */
export function normalizeInput(schema: SchemaNode, value: unknown): unknown {
  if (typeof value === 'string') return normalizeText(schema, value);
  if (Array.isArray(value)) {
    const items = isNode(schema.items) ? schema.items : {};
    return value.map((item) => normalizeInput(items, item));
  }
  if (isPlainObject(value)) {
    const properties = propertiesOf(schema);
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        name,
        properties[name] ? normalizeInput(properties[name], item) : item,
      ]),
    );
  }
  return value;
}

function normalizeText(schema: SchemaNode, text: string): string {
  if (schema.format === 'binary') return text;
  return schema[NORMALIZE] === 'digits' ? digitsOf(text) : toHalfWidth(text).trim();
}

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return isNode(value) && Object.getPrototypeOf(value) === Object.prototype;
}
