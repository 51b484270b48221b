/**
 * The operations the mock backend answers. Routing uses the light operation table; an operation's
 * schemas (for validation and the fallback answer) load on its first request, from the same lazy
 * JSON chunks the console uses, so the demo's first visit does not download every schema.
 */
import {
  operations,
  type JsonSchema,
  type OperationDetail,
  type OperationInfo,
  type OperationKey,
} from '@generated/operations';
import { getFormSchema, getOperationDetail } from '@/api/operations';

export interface CatalogEntry {
  readonly key: OperationKey;
  readonly detail: OperationDetail;
  readonly requestSchema: JsonSchema | undefined;
}

export const operationKeys = Object.keys(operations) as OperationKey[];

export function operationInfoOf(key: OperationKey): OperationInfo {
  return operations[key];
}

const entries = new Map<OperationKey, Promise<CatalogEntry>>();

export function catalogEntry(key: OperationKey): Promise<CatalogEntry> {
  let pending = entries.get(key);
  if (!pending) {
    const hasBody = operations[key].body !== null;
    pending = Promise.all([getOperationDetail(key), hasBody ? getFormSchema(key) : undefined]).then(
      ([detail, requestSchema]) => ({ key, detail, requestSchema }),
    );
    entries.set(key, pending);
  }
  return pending;
}
