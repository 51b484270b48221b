/**
 * A form's validator for its schema: the checks compiled at codegen when there are some for it (the
 * engine's forms), else ajv's compiler, loaded on demand (a schema only known at run time).
 */
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { loadCompiledChecks } from '@/api/form-validators';
import type { JsonSchema } from '@/api/operations';
import { checkExportName, FormValidator, validationKey, type CheckSource, type CompiledCheck } from './validator';

// By schema object, and by content: a page that prepares its schema again on a render (a new
// object, the same schema) finds its validator at once instead of loading it again.
const ready = new WeakMap<object, ValidatorType>();
const byContent = new Map<string, ValidatorType>();
let compiler: Promise<CheckSource> | undefined;

/** The validator of a schema when it is already loaded (a second form of the same schema). */
export function loadedValidator(schema: JsonSchema | undefined): ValidatorType | undefined {
  if (!schema) return undefined;
  const known = ready.get(schema) ?? byContent.get(hashForSchema(schema as RJSFSchema));
  if (known) ready.set(schema, known);
  return known;
}

export async function loadFormValidator(schema: JsonSchema): Promise<ValidatorType> {
  const loaded = loadedValidator(schema);
  if (loaded) return loaded;
  const checks = await loadCompiledChecks(validationKey(schema));
  const source: CheckSource = checks
    ? (key) => checks[checkExportName(key)] as CompiledCheck | undefined
    : await (compiler ??= import('./compiling-validator').then(({ compilingSource }) => compilingSource()));
  const validator = loadedValidator(schema) ?? new FormValidator(schema, source);
  ready.set(schema, validator);
  byContent.set(hashForSchema(schema as RJSFSchema), validator);
  return validator;
}

/** The validator of `schema`, undefined while it loads (the form shows its loading state). */
export function useFormValidator(schema: JsonSchema | undefined): ValidatorType | undefined {
  const [state, setState] = useState<{ schema: JsonSchema; validator: ValidatorType } | undefined>(undefined);
  const known = loadedValidator(schema);
  useEffect(() => {
    if (!schema || known) return;
    let current = true;
    void loadFormValidator(schema).then((validator) => {
      if (current) setState({ schema, validator });
    });
    return () => {
      current = false;
    };
  }, [schema, known]);
  return known ?? (state && state.schema === schema ? state.validator : undefined);
}
