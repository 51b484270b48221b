/** The spec checklists copied into tests/spec (tests never read ../shared). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface EndpointRow {
  readonly service: string;
  readonly method: string;
  readonly path: string;
  readonly source: string;
}

export function readEndpointRows(): EndpointRow[] {
  const text = readFileSync(join(import.meta.dirname, '..', 'spec', 'endpoints.tsv'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [service = '', method = '', path = '', source = ''] = line.split('\t');
      return { service, method: method.toLowerCase(), path, source };
    });
}

export interface GraphqlOperationRow {
  readonly schema: string;
  readonly kind: 'query' | 'mutation';
  readonly description: string;
  readonly source: string;
}

export function readGraphqlOperationRows(): GraphqlOperationRow[] {
  const text = readFileSync(join(import.meta.dirname, '..', 'spec', 'graphql-operations.tsv'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [schema = '', kind = '', description = '', source = ''] = line.split('\t');
      return { schema, kind: kind as GraphqlOperationRow['kind'], description, source };
    });
}
