/**
 * The forms' validator: compiled checks of the schema (rjsf's ajv 2020-12 options; compiled at
 * codegen for the engine's forms, see scripts/codegen/emit-validators.ts, or in the browser by
 * the lazily loaded compiling-validator.ts for a schema only known at run time) plus the checks
 * that stay at run time: remote-config limits and the console's rule keywords
 * (`runtimeIssues`, src/lib/schema-rules.ts), the same ones the mock server checks requests with,
 * so a form refuses exactly what the server refuses, with the same sentence.
 */
import { hashForSchema, JUNK_OPTION_ID, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { ErrorObject } from 'ajv';
import type { JsonSchema } from '@/api/operations';
import { normalizeInput } from '@/lib/normalize';
import { runtimeIssues, withoutLimits, type KeywordIssue, type SchemaNode } from '@/lib/schema-rules';

/** A compiled check of one schema (an ajv validate function). */
export type CompiledCheck = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** The compiled check of a schema (the form's own, or one of its conditions) by its key. */
export type CheckSource = (key: string, schema: JsonSchema) => CompiledCheck | undefined;

const keys = new WeakMap<object, string>();

/**
 * What a compiled check is found by: rjsf's hash of the schema without its run-time limits
 * (`withoutLimits`), so the same check serves whatever limits remote config sets.
 */
export function validationKey(schema: object): string {
  let key = keys.get(schema);
  if (key === undefined) {
    key = hashForSchema(withoutLimits(schema as SchemaNode) as RJSFSchema);
    keys.set(schema, key);
  }
  return key;
}

/** The export name of a key's check in a generated validator module (keys may start with `-`). */
export function checkExportName(key: string): string {
  return `v${key.replace('-', '_')}`;
}

/** rjsf's validator over one form's schema (`root`, as shown: limits applied). */
export class FormValidator implements ValidatorType {
  constructor(
    private readonly root: JsonSchema,
    private readonly source: CheckSource,
  ) {}

  private check(schema: JsonSchema): CompiledCheck {
    const found = this.source(validationKey(schema), schema);
    if (!found) throw new Error(`No compiled check for a schema of this form (${validationKey(schema)})`);
    return found;
  }

  private readonly holds = (condition: SchemaNode, value: unknown) => this.check(condition)(value);

  /** The form's issues: the compiled check's, and before those of the same field, the run-time ones. */
  rawValidation<Result = unknown>(_schema: RJSFSchema, formData?: unknown): { errors?: Result[] } {
    const main = this.check(this.root);
    main(formData);
    const errors = [...(main.errors ?? [])];
    main.errors = null;
    for (const issue of runtimeIssues(this.root, formData, this.holds)) {
      const at = errors.findIndex((error) => error.instancePath === issue.instancePath);
      errors.splice(at === -1 ? errors.length : at, 0, asAjvError(issue));
    }
    return { errors: errors as Result[] };
  }

  /**
   * The validator judges what will be sent: the typed data normalised as the server normalises it
   * (src/lib/normalize.ts), so 010 1234-5678 and ５０００ pass where their plain forms pass. The
   * form keeps showing what was typed; `SchemaForm` sends the normalised data.
   */
  validateFormData: ValidatorType['validateFormData'] = (
    formData,
    schema,
    customValidate,
    transformErrors,
    uiSchema,
  ) => {
    const data: unknown = normalizeInput(schema, formData);
    const raw = this.rawValidation<ErrorObject>(schema, data);
    return processRawValidationErrors(this, raw, data, schema, customValidate, transformErrors, uiSchema);
  };

  isValid(schema: RJSFSchema, formData: unknown, _rootSchema?: RJSFSchema): boolean {
    if (schema.$id === JUNK_OPTION_ID) return false;
    const check = this.check(schema);
    const valid = check(formData);
    check.errors = null;
    return valid;
  }
}

function asAjvError(issue: KeywordIssue): ErrorObject {
  return {
    instancePath: issue.instancePath,
    schemaPath: issue.schemaPath ?? `#/${issue.keyword}`,
    keyword: issue.keyword,
    params: issue.params as Record<string, unknown>,
    message: issue.keyword,
  };
}

/**
 * A list of picked values (categories, photos: ids or addresses) with a minimum starts empty, not
 * with blank items that fail as "소수점 없이 정수로 입력해 주세요" before the minimum's own sentence
 * can say what is missing. Lists of objects (option items) still start with their minimum of rows.
 */
export const formStateBehavior = {
  arrayMinItems: {
    computeSkipPopulate: (_validator: unknown, schema: { items?: unknown }) => {
      const items = schema.items as { type?: unknown } | undefined;
      return items !== undefined && !Array.isArray(items) && items.type !== 'object';
    },
  },
} as const;
