/**
 * Every engine form's schema as its page prepares it (limits left to run time), by its stable
 * name: what codegen compiles the forms' checks from (scripts/codegen/emit-validators.ts loads this
 * module through Vite's module runner: the resources import CSS and use aliases).
 */
import { graphqlFormSchemaFrom, isGraphqlOperation, type GraphqlOperationSchemas } from '@/api/graphql/operations';
import type { JsonSchema } from '@/api/operations';
import { engineFormsOf, formSchemaOf } from '@/engine/form/engine-forms';
import { resources } from './index';

export { FORM_AJV_OPTIONS } from '@/engine/form/compiling-validator';
export { checkExportName, validationKey } from '@/engine/form/validator';
export { withoutLimits } from '@/lib/schema-rules';

/** `generated` reads a generated file (relative to generated/) as codegen has just made it. */
export function formSchemas(generated: (path: string) => string | undefined): { form: string; schema: JsonSchema }[] {
  return engineFormsOf(resources).flatMap(({ name, op, form }) => {
    const [service, operation] = [op.slice(0, op.indexOf('.')), op.slice(op.indexOf('.') + 1)];
    const read = (path: string) => {
      const text = generated(path);
      return text === undefined ? undefined : (JSON.parse(text) as unknown);
    };
    const body = isGraphqlOperation(op)
      ? graphqlBody(op, read(`graphql-operations/${service}/${operation}.json`))
      : (read(`forms/${service}/${operation}.json`) as JsonSchema | undefined);
    return body ? [{ form: name, schema: formSchemaOf(form, body, {}) }] : [];
  });
}

function graphqlBody(op: Parameters<typeof graphqlFormSchemaFrom>[0], schemas: unknown): JsonSchema | undefined {
  return schemas === undefined ? undefined : graphqlFormSchemaFrom(op, schemas as GraphqlOperationSchemas);
}
