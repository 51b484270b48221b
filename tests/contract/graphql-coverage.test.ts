/**
 * Contract (a) for GraphQL: every row of tests/spec/graphql-operations.tsv has its document (one
 * operation per `.graphql` file, kept with the resource that uses it), of the row's schema and
 * kind, valid against that schema's SDL.
 */
import { validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readGraphqlOperationRows } from './checklists';
import { graphqlSchema, readGraphqlDocuments } from './graphql-documents';
import { GRAPHQL_OPERATION_NAMES } from './graphql-operation-names';

const rows = readGraphqlOperationRows();
const documents = readGraphqlDocuments();

describe('GraphQL checklist coverage', () => {
  it('names every row of graphql-operations.tsv', () => {
    expect(GRAPHQL_OPERATION_NAMES).toHaveLength(rows.length);
    expect(new Set(GRAPHQL_OPERATION_NAMES).size).toBe(rows.length);
  });

  it('has a document for every row, of its schema and kind', () => {
    const missing = rows.flatMap((row, index) => {
      const name = GRAPHQL_OPERATION_NAMES[index];
      const document = documents.find((candidate) => candidate.name === name);
      if (!document) return [`${row.schema} ${row.kind} ${name} (${row.description})`];
      if (document.schema !== row.schema || String(document.operation.operation) !== row.kind)
        return [`${name}: ${document.file} is a ${document.schema} ${document.operation.operation}`];
      return [];
    });
    const covered = rows.length - missing.length;
    console.info(`graphql-operations.tsv coverage: ${covered}/${rows.length} operations have documents`);
    expect(missing).toEqual([]);
  });

  it.each(documents.map((document) => [document.file, document] as const))(
    '%s is valid against its SDL',
    (_, document) => {
      const errors = validate(graphqlSchema(document.schema), document.document).map((error) => error.message);
      expect(errors).toEqual([]);
    },
  );

  it('has no two documents with the same operation name', () => {
    const names = documents.map((document) => document.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
