/**
 * Schema analysis: a resolved JSON Schema in, field descriptors out. Screens read descriptors,
 * never raw schemas.
 */
import type { JsonSchema, RefKey } from '@/api/operations';
import { branchProperties } from '@/lib/schema-rules';
import type { FieldDescriptor } from './field';
import { inferKind, primaryType } from './infer-kind';

/** Descriptor of the field at a dotted path, or undefined when the schema has no such field. */
export function fieldAt(root: JsonSchema, path: string): FieldDescriptor | undefined {
  let schema: JsonSchema | undefined = root;
  let required = true;
  let conditional = false;
  const parts = path.split('.');
  for (const [index, part] of parts.entries()) {
    const object = objectPart(schema);
    const own = (object?.properties as Record<string, JsonSchema> | undefined)?.[part];
    const child = own ?? (object ? branchProperties(object)[part] : undefined);
    if (!child) return undefined;
    conditional = conditional || !own;
    required = required && !conditional && (object?.required as string[] | undefined)?.includes(part) === true;
    schema = child;
    if (index === parts.length - 1) return describe(path, child, required, conditional);
  }
  return undefined;
}

/**
 * Every leaf field of an object schema, nested objects flattened into dotted paths; fields a
 * conditional declares come after their object's own fields.
 */
export function describeFields(root: JsonSchema, prefix = '', underCondition = false): FieldDescriptor[] {
  const object = objectPart(root);
  const properties = (object?.properties ?? {}) as Record<string, JsonSchema>;
  const branches = object ? (branchProperties(object) as Record<string, JsonSchema>) : {};
  const required = new Set((object?.required as string[] | undefined) ?? []);
  const entries: [string, JsonSchema, boolean][] = [
    ...Object.entries(properties).map(([name, child]): [string, JsonSchema, boolean] => [name, child, underCondition]),
    ...Object.entries(branches)
      .filter(([name]) => !(name in properties))
      .map(([name, child]): [string, JsonSchema, boolean] => [name, child, true]),
  ];
  return entries.flatMap(([name, child, conditional]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const descriptor = describe(path, child, !conditional && required.has(name), conditional);
    return descriptor.kind === 'object' ? describeFields(child, path, conditional) : [descriptor];
  });
}

function describe(path: string, schema: JsonSchema, required: boolean, conditional: boolean): FieldDescriptor {
  const own = objectPart(schema) ?? schema;
  const kind = inferKind(schema);
  const source = kind === 'referenceList' ? ((schema.items ?? {}) as JsonSchema) : schema;
  const labels = schema['x-enum-labels'] as Record<string, string> | undefined;
  return {
    path,
    title:
      typeof schema.title === 'string'
        ? schema.title
        : typeof own.title === 'string'
          ? own.title
          : path.split('.').pop()!,
    ...(typeof schema['x-help'] === 'string' ? { description: schema['x-help'] } : {}),
    kind,
    schema,
    ...(labels ? { enumLabels: labels } : {}),
    ...(typeof source['x-ref'] === 'string' ? { ref: source['x-ref'] as RefKey } : {}),
    required,
    readOnly: schema.readOnly === true,
    conditional,
  };
}

/** The object branch of a schema (itself, or the non-null member of a oneOf/anyOf). */
function objectPart(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema.properties) return schema;
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  return variants?.find((variant) => primaryType(variant) === 'object');
}

/** Korean label of an enum value, falling back to the raw value. */
export function enumLabel(field: FieldDescriptor | undefined, value: unknown): string {
  const key = String(value);
  return field?.enumLabels?.[key] ?? key;
}
