/** The GraphQL documents of the console (`src/**\/*.<schema>.graphql`) and their schemas. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSchema, parse, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';

const ROOT = join(import.meta.dirname, '..', '..');

export interface GraphqlDocument {
  readonly file: string;
  readonly schema: string;
  readonly document: DocumentNode;
  readonly operation: OperationDefinitionNode;
  readonly name: string;
  readonly source: string;
}

function walk(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, found);
    else if (name.endsWith('.graphql')) found.push(full);
  }
  return found;
}

export function readGraphqlDocuments(): GraphqlDocument[] {
  return walk(join(ROOT, 'src')).map((full) => {
    const file = relative(ROOT, full);
    const schema = /\.([a-z-]+)\.graphql$/.exec(file)?.[1];
    if (!schema) throw new Error(`${file}: name it <operation>.<schema>.graphql`);
    const source = readFileSync(full, 'utf8');
    const document = parse(source);
    const operations = document.definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
    );
    if (operations.length !== 1 || !operations[0]!.name) throw new Error(`${file}: one named operation per document`);
    const operation = operations[0]!;
    return { file, schema, document, operation, name: operation.name!.value, source };
  });
}

const schemas = new Map<string, GraphQLSchema>();
export function graphqlSchema(name: string): GraphQLSchema {
  let schema = schemas.get(name);
  if (!schema) {
    schema = buildSchema(readFileSync(join(ROOT, 'schemas', 'graphql', `${name}.graphql`), 'utf8'));
    schemas.set(name, schema);
  }
  return schema;
}
