import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { isObject, resolveSchema, text, writableOnly, type JsonObject, type JsonValue } from './resolve-schema';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ServiceDocument {
  name: string;
  file: string;
  doc: JsonObject;
}

export interface ParameterModel {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonValue;
  /** `x-bind: account`: the client fills this path parameter with the current business account. */
  bind?: 'account';
  /** The shared component the parameter is a `$ref` to (`AccountId`), when it is one. */
  component?: string;
}

export interface OperationModel {
  service: string;
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  designed: boolean;
  /** The operation opts out of the service's account headers (`x-account-headers: false`). */
  accountOptional: boolean;
  parameters: ParameterModel[];
  body: { contentType: string; required: boolean; schema: JsonObject } | null;
  responses: Record<string, JsonValue>;
  /** Media type of a file answer (the 200 response's content is not JSON), else null. */
  download: string | null;
  paging: JsonObject | null;
}

export function loadServiceDocuments(dir: string): ServiceDocument[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => ({
      name: basename(file, '.yaml'),
      file: join(dir, file),
      doc: parse(readFileSync(join(dir, file), 'utf8')) as JsonObject,
    }));
}

export function collectOperations({ name, doc }: ServiceDocument): OperationModel[] {
  const operations: OperationModel[] = [];
  const paths = (doc.paths ?? {}) as JsonObject;
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = rawItem as JsonObject;
    const shared = (item.parameters ?? []) as JsonValue[];
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      operations.push({
        service: name,
        operationId: text(op.operationId),
        method,
        path,
        summary: text(op.summary),
        designed: op['x-spec'] === 'designed',
        accountOptional: op['x-account-headers'] === false,
        parameters: mergeParameters(doc, shared, (op.parameters ?? []) as JsonValue[]),
        body: readBody(doc, op.requestBody),
        responses: readResponses(doc, (op.responses ?? {}) as JsonObject),
        download: downloadType(doc, (op.responses ?? {}) as JsonObject),
        paging: isObject(op['x-paging']) ? op['x-paging'] : null,
      });
    }
  }
  return operations;
}

const PARAMETER_REF = '#/components/parameters/';

function mergeParameters(doc: JsonObject, shared: JsonValue[], own: JsonValue[]): ParameterModel[] {
  const byKey = new Map<string, ParameterModel>();
  for (const raw of [...shared, ...own]) {
    const param = resolveSchema(doc, raw) as JsonObject;
    const ref = isObject(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
    byKey.set(`${text(param.in)}:${text(param.name)}`, {
      name: text(param.name),
      in: param.in as ParameterModel['in'],
      required: param.required === true || param.in === 'path',
      ...(typeof param.description === 'string' ? { description: param.description } : {}),
      schema: param.schema ?? {},
      ...(param['x-bind'] === 'account' ? { bind: 'account' as const } : {}),
      ...(ref?.startsWith(PARAMETER_REF) ? { component: ref.slice(PARAMETER_REF.length) } : {}),
    });
  }
  return [...byKey.values()];
}

function readBody(doc: JsonObject, raw: JsonValue | undefined): OperationModel['body'] {
  if (!raw) return null;
  const body = resolveSchema(doc, raw) as JsonObject;
  const content = body.content as JsonObject;
  const [contentType, media] = Object.entries(content)[0]!;
  return {
    contentType,
    required: body.required === true,
    schema: writableOnly((media as JsonObject).schema!) as JsonObject,
  };
}

function readResponses(doc: JsonObject, responses: JsonObject): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const [status, raw] of Object.entries(responses)) {
    const response = resolveSchema(doc, raw) as JsonObject;
    const content = response.content as JsonObject | undefined;
    const media = content ? (Object.values(content)[0] as JsonObject) : undefined;
    out[status] = media?.schema ?? {};
  }
  return out;
}

function downloadType(doc: JsonObject, responses: JsonObject): string | null {
  const ok = responses['200'];
  if (!ok) return null;
  const content = (resolveSchema(doc, ok) as JsonObject).content as JsonObject | undefined;
  const type = content ? Object.keys(content)[0] : undefined;
  return type && type !== 'application/json' ? type : null;
}

/** Follows a dotted path (`data.items`) through `properties` of a resolved schema. */
export function schemaAtPath(schema: JsonValue, dotted: string): JsonObject | undefined {
  let current: JsonValue | undefined = schema;
  for (const key of dotted.split('.')) {
    if (!isObject(current) || !isObject(current.properties)) return undefined;
    current = current.properties[key];
  }
  return isObject(current) ? current : undefined;
}
