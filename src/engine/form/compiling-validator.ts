/**
 * Compiled checks made in the browser, for a schema only known at run time (a category's
 * attributes, a page's own form): ajv's compiler, loaded on demand (load-validator.ts) so a form
 * whose checks were compiled at codegen never downloads it. Same options as codegen's.
 */
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import Ajv2020 from 'ajv/dist/2020';
import type { JsonSchema } from '@/api/operations';
import { withoutLimits } from '@/lib/schema-rules';
import { FormValidator, type CheckSource, type CompiledCheck } from './validator';

/** ajv's options for the forms' checks (rjsf's, the schemas already checked by codegen). */
export const FORM_AJV_OPTIONS = { validateSchema: false } as const;

export function compilingSource(): CheckSource {
  // ajv's default export is typed as the 2019 class; the 2020 class has the same shape.
  const ajv = createAjvInstance(undefined, undefined, FORM_AJV_OPTIONS, undefined, Ajv2020);
  const compiled = new Map<string, CompiledCheck>();
  return (key: string, schema: JsonSchema) => {
    let check = compiled.get(key);
    if (!check) {
      check = ajv.compile(withoutLimits(schema)) as CompiledCheck;
      compiled.set(key, check);
    }
    return check;
  };
}

const validators = new WeakMap<object, FormValidator>();

/** A validator compiled here for `schema` (tests; pages load theirs with `loadFormValidator`). */
export function compilingValidator(schema: object): FormValidator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = new FormValidator(schema as JsonSchema, compilingSource());
    validators.set(schema, validator);
  }
  return validator;
}
