/**
 * A form's validator: an engine form's checks compiled at codegen, found by the form's stable name
 * (engine-forms.ts), or, for a schema only known at run time and a page's own form, the validator
 * that reads the schema without generating code (interpreting-validator.ts). Neither needs
 * 'unsafe-eval'. Both arrive as chunks: a chunk that fails to load (flaky Wi-Fi, a deploy that
 * replaced it) is the form's error state with 다시 시도, and a failed load is never kept, so 다시
 * 시도 loads it again.
 */
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { loadCompiledChecks } from '@/api/form-validators';
import type { JsonSchema } from '@/api/operations';
import { checkExportName, FormValidator, validationKey, type CheckSource, type CompiledCheck } from './validator';

// By schema object, and by name and content: a page that prepares its schema again on a render (a
// new object, the same schema) finds its validator at once instead of loading it again.
const ready = new WeakMap<object, ValidatorType>();
const byContent = new Map<string, ValidatorType>();
let interpreter: Promise<() => CheckSource> | undefined;

const contentKey = (schema: JsonSchema, name: string | undefined) =>
  `${name ?? ''} ${hashForSchema(schema as RJSFSchema)}`;

/** The validator of a schema when it is already loaded (a second form of the same schema). */
export function loadedValidator(schema: JsonSchema | undefined, name?: string): ValidatorType | undefined {
  if (!schema) return undefined;
  const known = ready.get(schema) ?? byContent.get(contentKey(schema, name));
  if (known) ready.set(schema, known);
  return known;
}

/**
 * The validator of `schema`; `name` is the engine form's stable name, whose compiled checks are
 * used when codegen made them for this very schema.
 */
export async function loadFormValidator(schema: JsonSchema, name?: string): Promise<ValidatorType> {
  const loaded = loadedValidator(schema, name);
  if (loaded) return loaded;
  const checks = name ? await loadCompiledChecks(name) : undefined;
  const compiled = checks?.[checkExportName(validationKey(schema))] === undefined ? undefined : checks;
  if (checks && !compiled && import.meta.env.DEV)
    console.error(`The form ${name} shows a schema codegen did not compile: src/resources/form-schemas.test.ts`);
  const source: CheckSource = compiled
    ? (key) => compiled[checkExportName(key)] as CompiledCheck | undefined
    : (await interpreting())();
  const validator = loadedValidator(schema, name) ?? new FormValidator(schema, source);
  ready.set(schema, validator);
  byContent.set(contentKey(schema, name), validator);
  return validator;
}

/** The interpreting validator's chunk, loaded once it has arrived, and again after a failure. */
function interpreting(): Promise<() => CheckSource> {
  const pending = (interpreter ??= import('./interpreting-validator').then((module) => module.interpretingSource));
  pending.catch(() => {
    if (interpreter === pending) interpreter = undefined;
  });
  return pending;
}

export interface FormValidatorState {
  /** Undefined while it loads or after it failed. */
  readonly validator: ValidatorType | undefined;
  /** Why it did not load (the form shows its error state). */
  readonly error: unknown;
  /** Loads it again (다시 시도). */
  readonly retry: () => void;
}

/** The validator of `schema` (see `loadFormValidator`), with its loading and failure. */
export function useFormValidator(schema: JsonSchema | undefined, name?: string): FormValidatorState {
  const [state, setState] = useState<{ schema: JsonSchema; validator?: ValidatorType; error?: unknown }>();
  const [attempt, setAttempt] = useState(0);
  const known = loadedValidator(schema, name);
  useEffect(() => {
    if (!schema || known) return;
    let current = true;
    loadFormValidator(schema, name).then(
      (validator) => current && setState({ schema, validator }),
      (error: unknown) => current && setState({ schema, error }),
    );
    return () => {
      current = false;
    };
  }, [schema, name, known, attempt]);
  const own = state && state.schema === schema ? state : undefined;
  return {
    validator: known ?? own?.validator,
    error: known ? undefined : own?.error,
    retry: () => {
      setState(undefined);
      setAttempt((count) => count + 1);
    },
  };
}
