/** Schemas inside an operation's detail: the payload of its 200 answer, the item of its list. */
import type { JsonSchema, OperationDetail, ParameterDetail } from '@/api/operations';

function schemaAt(schema: JsonSchema | undefined, dotted: string): JsonSchema | undefined {
  let current = schema;
  for (const key of dotted.split('.')) {
    current = (current?.properties as Record<string, JsonSchema> | undefined)?.[key];
  }
  return current;
}

/** Schema of one list item (through `x-paging.items`). */
export function itemSchemaOf(detail: OperationDetail | undefined): JsonSchema | undefined {
  if (!detail?.paging) return undefined;
  const list = schemaAt(detail.responses['200'], detail.paging.items);
  return list?.items as JsonSchema | undefined;
}

/** Schema of the payload (`data`) of the 200 answer. */
export function payloadSchemaOf(detail: OperationDetail | undefined): JsonSchema | undefined {
  return schemaAt(detail?.responses['200'], 'data');
}

export function queryParameter(detail: OperationDetail | undefined, name: string): ParameterDetail | undefined {
  return detail?.parameters.find((param) => param.in === 'query' && param.name === name);
}
