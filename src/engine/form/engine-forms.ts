/**
 * The engine's forms by stable name, and how each one's schema is prepared: the form controller
 * prepares its schema with `formSchemaOf`, and codegen compiles each named form's checks from the
 * same function (scripts/codegen/emit-validators.ts through src/resources/form-schemas.ts), so the
 * checks a form asks for by its name are those of the schema it shows.
 */
import type { AnyOperationKey, JsonSchema } from '@/api/operations';
import type { Limits } from '@/lib/schema-rules';
import type { FormDef, MutationActionDef, ResourceDef } from '../resource/types';
import { prepareFormSchema } from './prepare-schema';

/** One engine form: its name (what finds its compiled checks) and the operation whose body it fills. */
export interface EngineForm {
  readonly name: string;
  readonly op: AnyOperationKey;
  readonly form: FormDef;
}

/** A resource's create or edit form (`coupon.create`, `coupon.update`). */
export function resourceFormName(resource: Pick<ResourceDef, 'name'>, mode: 'create' | 'edit'): string {
  return `${resource.name}.${mode === 'edit' ? 'update' : 'create'}`;
}

/** The form an action opens for its body (`action:review.createReviewComment`). */
export function actionFormName(action: Pick<MutationActionDef, 'op'>): string {
  return `action:${action.op.key}`;
}

/** The form of an action's body: the operation's body as it is, starting from the row's values. */
export function actionForm(
  action: Pick<MutationActionDef, 'op'>,
  defaults?: Readonly<Record<string, unknown>>,
): FormDef {
  return { op: action.op, ...(defaults ? { defaults } : {}) };
}

/**
 * The schema a form shows, from its body schema. `fixed` holds the values sent and never shown
 * (a document's loaded account id); only its names change the schema.
 */
export function formSchemaOf(
  form: FormDef,
  body: JsonSchema,
  limits: Limits,
  fixed: Readonly<Record<string, unknown>> | undefined = fixedOf(form),
): JsonSchema {
  return prepareFormSchema(
    body,
    limits,
    fixed,
    [...(form.omit ?? []), ...Object.keys(form.bodyFromRoute ?? {})],
    form.require,
    form.branches,
  );
}

function fixedOf(form: FormDef): Readonly<Record<string, unknown>> {
  return { ...form.fixed, ...Object.fromEntries((form.keepLoaded ?? []).map((name) => [name, null])) };
}

/** Every form of these resources: create, edit, and the forms their actions open. */
export function engineFormsOf(resources: readonly ResourceDef[]): EngineForm[] {
  const found = new Map<string, EngineForm>();
  for (const resource of resources) {
    if (resource.create)
      found.set(resourceFormName(resource, 'create'), {
        name: resourceFormName(resource, 'create'),
        op: resource.create.op.key,
        form: resource.create,
      });
    if (resource.update)
      found.set(resourceFormName(resource, 'edit'), {
        name: resourceFormName(resource, 'edit'),
        op: resource.update.op.key,
        form: resource.update,
      });
    for (const action of actionsWithForms(resource))
      found.set(actionFormName(action), { name: actionFormName(action), op: action.op.key, form: actionForm(action) });
  }
  return [...found.values()];
}

/** The actions anywhere in a resource's definition whose body the merchant types. */
function actionsWithForms(resource: ResourceDef): MutationActionDef[] {
  const found: MutationActionDef[] = [];
  const seen = new Set<object>();
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    const action = node as Partial<MutationActionDef>;
    if (action.kind === 'mutation' && action.form && action.op) found.push(action as MutationActionDef);
    for (const value of Array.isArray(node) ? node : Object.values(node)) walk(value);
  };
  walk(resource);
  return found;
}
