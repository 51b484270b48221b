/**
 * rjsf/ajv errors in the console's Korean: each message says what to fix, and the summary line
 * names the field ("쿠폰 이름: 필수 항목이에요.").
 */
import type { RJSFValidationError } from '@rjsf/utils';
import type { JsonSchema } from '@/api/operations';
import {
  describeIssue,
  fieldTitle,
  issueFieldSchema,
  referencedTitle,
  schemaAtField,
  type SchemaNode,
} from '@/lib/schema-rules';

const NOISE = new Set(['oneOf', 'anyOf', 'if', 'not']);

/** `data` is the form's data, for naming a list item's field ("화요일 여는 시간", see `fieldTitle`). */
export function translateErrors(
  errors: RJSFValidationError[],
  schema: JsonSchema,
  data?: unknown,
): RJSFValidationError[] {
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    if (error.name && NOISE.has(error.name)) return [];
    const path = (error.property ?? '').replace(/^\./, '');
    if (seen.has(path)) return [];
    seen.add(path);
    const params = (error.params ?? {}) as Record<string, unknown>;
    const declared = (path ? schemaAtField(schema, path) : schema) ?? {};
    // A field a conditional branch declares again is named as that branch has it (the active one).
    const fieldSchema = issueFieldSchema(schema, path, error.schemaPath, error.name ?? '', params) ?? {};
    const message = describeIssue(error.name ?? '', params, fieldSchema, referencedTitle(schema, path, params));
    const title = renamed((path ? fieldTitle(schema, path, data) : undefined) ?? path, declared, fieldSchema);
    return [{ ...error, message, stack: title ? `${title}: ${message}` : message }];
  });
}

/** The summary's name with the field's own title replaced by the active branch's, when they differ. */
function renamed(title: string, declared: SchemaNode, ruling: SchemaNode): string {
  const own = declared.title;
  const active = ruling.title;
  if (typeof own !== 'string' || typeof active !== 'string' || own === active || !title.endsWith(own)) return title;
  return `${title.slice(0, -own.length)}${active}`;
}
