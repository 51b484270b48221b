/**
 * Every operation the schemas describe, with its schemas, loaded eagerly: the mock server must
 * answer any call at once. (The console itself loads these lazily through the API layer.)
 */
import type { JsonSchema, OperationDetail, OperationKey } from '@generated/operations';

const details = import.meta.glob<OperationDetail>('/generated/operations/*/*.json', { eager: true, import: 'default' });
const forms = import.meta.glob<JsonSchema>('/generated/forms/*/*.json', { eager: true, import: 'default' });

export interface CatalogEntry {
  readonly key: OperationKey;
  readonly detail: OperationDetail;
  readonly requestSchema: JsonSchema | undefined;
}

export const catalog: ReadonlyMap<OperationKey, CatalogEntry> = new Map(
  Object.values(details).map((detail) => {
    const key = `${detail.service}.${detail.operationId}` as OperationKey;
    const requestSchema = forms[`/generated/forms/${detail.service}/${detail.operationId}.json`];
    return [key, { key, detail, requestSchema }];
  }),
);
