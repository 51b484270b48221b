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
  type ConditionHolds,
  type SchemaNode,
} from '@/lib/schema-rules';
import { valueAtPath } from './form-values';

const NOISE = new Set(['oneOf', 'anyOf', 'if', 'not']);

/**
 * `data` is the form's data, for naming a list item's field ("화요일 여는 시간", see `fieldTitle`);
 * `holds` checks a condition, so a field a condition declares again is named as the form draws it.
 */
export function translateErrors(
  errors: RJSFValidationError[],
  schema: JsonSchema,
  data?: unknown,
  holds?: ConditionHolds,
): RJSFValidationError[] {
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    if (error.name && NOISE.has(error.name)) return [];
    const path = (error.property ?? '').replace(/^\./, '');
    if (error.name === 'uniqueItems' && onlyEmptyAlike(data, path)) return [];
    if (seen.has(path)) return [];
    seen.add(path);
    const params = (error.params ?? {}) as Record<string, unknown>;
    const declared = (path ? schemaAtField(schema, path) : schema) ?? {};
    // A field a conditional branch declares again is named as that branch has it (the active one).
    const fieldSchema = issueFieldSchema(schema, path, error.schemaPath, error.name ?? '', params) ?? {};
    const message = describeIssue(error.name ?? '', params, fieldSchema, referencedTitle(schema, path, params));
    // A missing field is reported at the object (`#/required`), outside the branch that draws it.
    const drawn = (holds && path ? drawnBranchFieldOrNone(schema, path, data, holds) : undefined) ?? fieldSchema;
    const title = renamed((path ? fieldTitle(schema, path, data) : undefined) ?? path, declared, drawn);
    return [{ ...error, message, stack: title ? `${title}: ${message}` : message }];
  });
}

/**
 * A field's name as the form draws it: its title, the active conditional branch's when that branch
 * declares the field again (할인 금액 while 금액 할인 is chosen). For the summary's lines that come
 * as a field and a sentence (a form rule's, the server's).
 */
export function drawnFieldTitle(
  schema: JsonSchema,
  path: string,
  data: unknown,
  holds?: ConditionHolds,
): string | undefined {
  const title = fieldTitle(schema, path, data);
  const drawn = title !== undefined && holds ? drawnBranchFieldOrNone(schema, path, data, holds) : undefined;
  return title !== undefined && drawn ? renamed(title, schemaAtField(schema, path) ?? {}, drawn) : title;
}

/** The summary's name with the field's own title replaced by the active branch's, when they differ. */
function renamed(title: string, declared: SchemaNode, ruling: SchemaNode): string {
  const own = declared.title;
  const active = ruling.title;
  if (typeof own !== 'string' || typeof active !== 'string' || own === active || !title.endsWith(own)) return title;
  return `${title.slice(0, -own.length)}${active}`;
}

/**
 * The field at `path` as the conditional branch the data takes declares it (할인 금액 while 금액
 * 할인 is chosen, 할인율 otherwise), as rjsf draws it; undefined when no branch declares it again.
 */
function drawnBranchField(schema: JsonSchema, path: string, data: unknown, holds: ConditionHolds) {
  const parts = path.split('.');
  const name = parts.pop() ?? '';
  const parentPath = parts.join('.');
  let node: SchemaNode | undefined = parentPath ? schemaAtField(schema, parentPath) : schema;
  const value = valueAtPath(data, parentPath);
  let found: SchemaNode | undefined;
  while (node?.if !== undefined) {
    const branch = (holds(node.if as SchemaNode, value) ? node.then : node.else) as SchemaNode | undefined;
    const declared = (branch?.properties as Record<string, SchemaNode> | undefined)?.[name];
    if (declared) found = declared;
    node = branch;
  }
  return found;
}

/** A condition a validator cannot check (none compiled for it) names the field by its own title. */
function drawnBranchFieldOrNone(schema: JsonSchema, path: string, data: unknown, holds: ConditionHolds) {
  try {
    return drawnBranchField(schema, path, data, holds);
  } catch {
    return undefined;
  }
}

/**
 * Whether the list's only items alike are empty ones: two choices left empty are missing (their own
 * "필수 항목이에요." says so), not "the same choice twice". (The compiled check's error does not
 * carry which items it found alike, so the typed ones are compared here.)
 */
function onlyEmptyAlike(data: unknown, path: string): boolean {
  const list = valueAtPath(data, path);
  if (!Array.isArray(list)) return false;
  const typed = list
    .filter((value) => value !== undefined && value !== null && value !== '')
    .map((value) => JSON.stringify(value));
  return new Set(typed).size === typed.length;
}
