/** Enum values as the schemas spell them (read from schemas/openapi, so a new value is noticed). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

interface Document {
  components: { schemas: Record<string, { enum?: string[] }> };
}

const documents = new Map<string, Document>();

export function enumOf(service: string, schemaName: string): Set<string> {
  let document = documents.get(service);
  if (!document) {
    const file = join(import.meta.dirname, '..', '..', 'schemas', 'openapi', `${service}.yaml`);
    document = parse(readFileSync(file, 'utf8')) as Document;
    documents.set(service, document);
  }
  const values = document.components.schemas[schemaName]?.enum;
  if (!values) throw new Error(`${service}.yaml has no enum schema ${schemaName}`);
  return new Set(values);
}
