/**
 * The GraphQL documents of the console (`src/**\/*.<schema>.graphql`) and their schemas. A file
 * holds one named operation, or only fragments shared by operations of the same schema; an
 * operation's `document` and `source` include the fragments it uses, as the generated
 * `…Document` does.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  buildSchema,
  Kind,
  parse,
  print,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

const ROOT = join(import.meta.dirname, '..', '..');

export interface GraphqlDocument {
  readonly file: string;
  readonly schema: string;
  readonly document: DocumentNode;
  readonly operation: OperationDefinitionNode;
  readonly name: string;
  readonly source: string;
}

interface ParsedFile {
  readonly file: string;
  readonly schema: string;
  readonly operations: OperationDefinitionNode[];
  readonly fragments: FragmentDefinitionNode[];
}

function walk(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, found);
    else if (name.endsWith('.graphql')) found.push(full);
  }
  return found;
}

function parseFile(full: string): ParsedFile {
  const file = relative(ROOT, full);
  const schema = /\.([a-z-]+)\.graphql$/.exec(file)?.[1];
  if (!schema) throw new Error(`${file}: name it <name>.<schema>.graphql`);
  const { definitions } = parse(readFileSync(full, 'utf8'));
  const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const fragments = definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
  const onlyFragments = operations.length === 0 && fragments.length > 0;
  if (!onlyFragments && (operations.length !== 1 || fragments.length > 0 || !operations[0]!.name))
    throw new Error(`${file}: one named operation per document (or only fragments)`);
  return { file, schema, operations, fragments };
}

/** The fragments `node` spreads, directly or through other fragments. */
function usedFragments(
  node: OperationDefinitionNode | FragmentDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  found = new Map<string, FragmentDefinitionNode>(),
): Map<string, FragmentDefinitionNode> {
  visit(node, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      const fragment = fragments.get(name);
      if (!fragment || found.has(name)) return;
      found.set(name, fragment);
      usedFragments(fragment, fragments, found);
    },
  });
  return found;
}

export function readGraphqlDocuments(): GraphqlDocument[] {
  const files = walk(join(ROOT, 'src')).map(parseFile);
  const fragmentsOf = (schema: string) =>
    new Map(
      files
        .filter((file) => file.schema === schema)
        .flatMap((file) => file.fragments.map((fragment) => [fragment.name.value, fragment] as const)),
    );
  return files
    .filter((file) => file.operations.length === 1)
    .map((file) => {
      const operation = file.operations[0]!;
      const fragments = [...usedFragments(operation, fragmentsOf(file.schema)).values()];
      const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] };
      return {
        file: file.file,
        schema: file.schema,
        document,
        operation,
        name: operation.name!.value,
        source: print(document),
      };
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
