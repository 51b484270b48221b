/**
 * Loaded by scripts/codegen/emit-validators.ts through Vite's module runner (the resources are app code: aliases,
 * CSS imports): every engine form's schema as the form prepares it, from its body schema.
 */
import type { JsonSchema } from '@/api/operations';
import { prepareFormSchema } from '@/engine/form/prepare-schema';
import type { FormDef } from '@/engine/resource/types';
import { resources } from '@/resources';

export { FORM_AJV_OPTIONS } from '@/engine/form/compiling-validator';
export { checkExportName, validationKey } from '@/engine/form/validator';
export { withoutLimits } from '@/lib/schema-rules';

/** The forms of every resource: what the form controller prepares (limits are left to run time). */
export function formSchemas(bodyOf: (opKey: string) => JsonSchema | undefined): { form: string; schema: JsonSchema }[] {
  const found: { form: string; schema: JsonSchema }[] = [];
  for (const resource of resources)
    for (const [mode, form] of [
      ['create', resource.create],
      ['update', resource.update],
    ] as [string, FormDef | undefined][]) {
      const body = form ? bodyOf(form.op.key) : undefined;
      if (!form || !body) continue;
      const fixed = { ...form.fixed, ...Object.fromEntries((form.keepLoaded ?? []).map((name) => [name, null])) };
      const omit = [...(form.omit ?? []), ...Object.keys(form.bodyFromRoute ?? {})];
      found.push({
        form: `${resource.name}.${mode}`,
        schema: prepareFormSchema(body, {}, fixed, omit, form.require, form.branches),
      });
    }
  return found;
}
