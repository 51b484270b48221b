/**
 * rjsf/ajv errors in the console's Korean: each message says what to fix, and the summary line
 * names the field ("쿠폰 이름: 필수 항목이에요.").
 */
import type { RJSFValidationError } from '@rjsf/utils';
import type { JsonSchema } from '@/api/operations';
import { describeIssue, fieldTitle, referencedTitle, schemaAtField } from '@/lib/schema-rules';

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
    const fieldSchema = (path ? schemaAtField(schema, path) : schema) ?? {};
    const params = (error.params ?? {}) as Record<string, unknown>;
    const message = describeIssue(error.name ?? '', params, fieldSchema, referencedTitle(schema, path, params));
    const title = (path ? fieldTitle(schema, path, data) : undefined) ?? path;
    return [{ ...error, message, stack: title ? `${title}: ${message}` : message }];
  });
}
