/**
 * A field whose sub-form depends on another field's value (`ui:field: 'Dependent'`): the chosen
 * category decides which attributes and template groups a product has. The definition says which
 * field it follows (`on`), what to ask for that value (`query`), and turns the answer into a
 * sub-form (`form`): its JSON Schema and uiSchema, and how the stored value (the body's shape) and
 * the sub-form's data convert into each other. The sub-form is validated with the form (its issues
 * under its fields, in Korean) and its value is completed on save (every field of the sub-form,
 * at its default when untouched; what belonged to another choice dropped).
 *
 * @example
 * fieldUi: {
 *   attributes: {
 *     'ui:field': 'Dependent',
 *     'ui:options': {
 *       dependent: {
 *         on: 'categoryId',
 *         query: (categoryId, account) => ({ queryKey: [...], queryFn: () => loadAttributes(categoryId, account) }),
 *         form: (attributes) => ({ schema, uiSchema, toForm, toStored }),
 *       } satisfies DependentDef<Attribute[]>,
 *     },
 *   },
 * }
 */
import type { ErrorSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createContext } from 'react';
import type { JsonSchema } from '@/api/operations';
import { translateErrors } from './translate-errors';

/** The sub-form for one answer. */
export interface SubForm {
  readonly schema: JsonSchema;
  readonly uiSchema: UiSchema;
  /** The stored value (as the body holds it) → the sub-form's data. */
  readonly toForm: (stored: unknown) => Record<string, unknown>;
  /** The sub-form's data → the stored value. */
  readonly toStored: (data: Readonly<Record<string, unknown>>) => unknown;
}

export interface DependentDef<Answer = unknown> {
  /** The field followed (dotted, from the form's root). */
  readonly on: string;
  /** What to ask for its value (a react-query query); not asked while the field is empty. */
  readonly query: (
    value: string,
    account: string | undefined,
  ) => {
    readonly queryKey: readonly unknown[];
    readonly queryFn: (context: { signal?: AbortSignal }) => Promise<Answer>;
  };
  readonly form: (answer: Answer) => SubForm;
  /** Said while the followed field is empty (e.g. 카테고리를 고르면 …). */
  readonly empty?: string;
}

/**
 * The sub-form's uiSchema with its groups always open: a sub-form's sections are what the choice
 * brings, not optional groups behind 입력하기 (the form's `enableOptionalDataFieldForType`).
 */
export function alwaysOpen(schema: JsonSchema, ui: UiSchema): UiSchema {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const next: UiSchema = { ...ui, 'ui:enableOptionalDataFieldForType': [] };
  for (const [name, child] of Object.entries(properties))
    if (child.type === 'object') next[name] = alwaysOpen(child, (ui[name] ?? {}) as UiSchema);
  return next;
}

/** The stored value completed: every field of the sub-form, untouched ones at their defaults. */
export function completeStored(sub: SubForm, stored: unknown): unknown {
  return sub.toStored(sub.toForm(stored));
}

/** The sub-form's issues for a stored value, as an error schema of the sub-form's shape. */
export function subFormErrors(sub: SubForm, stored: unknown, validator: ValidatorType): ErrorSchema | undefined {
  const { errors } = validator.validateFormData(sub.toForm(stored), sub.schema);
  if (errors.length === 0) return undefined;
  const root: Record<string, unknown> = {};
  for (const error of translateErrors(errors, sub.schema)) {
    let node = root;
    const property = (error.property ?? '').replace(/^\./, '');
    // ajv names a missing required field on its parent: the issue belongs under the field.
    const missing =
      error.name === 'required' ? (error.params as { missingProperty?: string }).missingProperty : undefined;
    const parts = [
      ...property.split('.').filter(Boolean),
      ...(missing && !property.endsWith(missing) ? [missing] : []),
    ];
    for (const part of parts) node = (node[part] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(error.message ?? '');
  }
  return root as ErrorSchema;
}

/** A copy of data with a value set at a path (the sub-form's own, relative path). */
export function setAtPath(
  data: Readonly<Record<string, unknown>>,
  path: readonly (string | number)[],
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return value as Record<string, unknown>;
  const child = (data as Record<string | number, unknown>)[head];
  return {
    ...data,
    [head]:
      rest.length === 0
        ? value
        : setAtPath(typeof child === 'object' && child !== null ? (child as Record<string, unknown>) : {}, rest, value),
  };
}

/** What a form keeps of each dependent field on screen: how to check and complete its value. */
export interface DependentEntry {
  readonly path: readonly (string | number)[];
  readonly sub: SubForm;
  /** The sub-form's validator (see load-validator.ts). */
  readonly validator: ValidatorType;
}

/** Adds the dependent fields' issues at their paths (rjsf custom validation's error tree). */
export function addDependentErrors(errors: object, data: unknown, entries: Iterable<DependentEntry>): void {
  for (const { path, sub, validator } of entries) {
    const issues = subFormErrors(sub, valueAt(data, path), validator);
    if (!issues) continue;
    let node = errors as Record<string, unknown>;
    for (const part of path) node = (node[String(part)] ??= {}) as Record<string, unknown>;
    mergeInto(node, issues);
  }
}

/** The data with every dependent field completed (see `completeStored`). */
export function completeDependents(data: unknown, entries: Iterable<DependentEntry>): unknown {
  let next = data as Record<string, unknown>;
  for (const { path, sub } of entries) next = setAtPath(next, path, completeStored(sub, valueAt(next, path)));
  return next;
}

function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let node = data;
  for (const part of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[String(part)];
  }
  return node;
}

function mergeInto(target: Record<string, unknown>, source: object): void {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__errors') {
      ((target.__errors ??= []) as string[]).push(...(value as string[]));
      continue;
    }
    mergeInto((target[key] ??= {}) as Record<string, unknown>, value as object);
  }
}

/** The dependent fields on screen, by field id: SchemaForm reads them to check and complete. */
export type DependentRegistry = Map<string, DependentEntry>;

export const DependentRegistryContext = createContext<DependentRegistry | undefined>(undefined);
