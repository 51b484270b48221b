/**
 * GraphQL documents as codegen writes them: query text with its result and variables types
 * (`TypedDocumentString`, codegen.ts `documentMode: 'string'`). What the request helpers and the
 * operation table need to know of a document — its kind, its operation's name and the root field
 * it answers — is read from the text by a small scanner instead of a GraphQL parser in the bundle.
 */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/** A typed document: its text (`String(document)`) and, for the compiler, its result and variables. */
export type GraphqlDocument<Data = unknown, Variables = never> = DocumentTypeDecoration<Data, Variables>;

export type DataOf<D> = D extends DocumentTypeDecoration<infer R, infer _V> ? R : never;
export type VariablesOf<D> = D extends DocumentTypeDecoration<infer _R, infer V> ? V : never;

type OperationKind = 'query' | 'mutation' | 'subscription';

interface Operation {
  readonly kind: OperationKind;
  readonly name: string | undefined;
  /** Response keys selected at the root (an alias, else the field's name). */
  readonly rootKeys: readonly string[];
}

const TOKEN = /\.\.\.|[_A-Za-z][_0-9A-Za-z]*|"(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*|[{}()[\]:@!=$]/g;
const KINDS: ReadonlySet<string> = new Set(['query', 'mutation', 'subscription']);

const cache = new Map<string, Operation>();

/** The query text of a document, as sent. */
export function documentText(document: GraphqlDocument<unknown, never>): string {
  // A generated document is a `TypedDocumentString`, a String whose toString is the query text.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return String(document);
}

/** The document's (first) operation, read from its text once. */
function operationOf(document: GraphqlDocument<unknown, never>): Operation {
  const text = documentText(document);
  let operation = cache.get(text);
  if (!operation) {
    operation = scan(text.replace(/#[^\n]*/g, '').match(TOKEN) ?? []);
    cache.set(text, operation);
  }
  return operation;
}

function scan(tokens: readonly string[]): Operation {
  let index = 0;
  // Skip definitions before the operation (fragments), each a name sequence and one balanced set.
  while (index < tokens.length && !KINDS.has(tokens[index]!) && tokens[index] !== '{') {
    index = tokens[index] === 'fragment' ? skipBalanced(tokens, tokens.indexOf('{', index), '{', '}') : index + 1;
  }
  const kind = (KINDS.has(tokens[index] ?? '') ? tokens[index] : 'query') as OperationKind;
  if (tokens[index] !== '{') index += 1;
  const name = tokens[index] && /^[_A-Za-z]/.test(tokens[index]!) ? tokens[index] : undefined;
  while (index < tokens.length && tokens[index] !== '{') {
    index = tokens[index] === '(' ? skipBalanced(tokens, index, '(', ')') : index + 1;
  }
  return { kind, name, rootKeys: selectionKeys(tokens, index) };
}

/** The response keys of the selection set opening at `start`. */
function selectionKeys(tokens: readonly string[], start: number): string[] {
  const keys: string[] = [];
  let index = start + 1;
  while (index < tokens.length && tokens[index] !== '}') {
    if (tokens[index] === '...') {
      // A fragment spread (`...Fields`) or an inline fragment (`... on Type { … }`): no key of its own here.
      index += tokens[index + 1] === 'on' ? 3 : 2;
      index = skipDirectives(tokens, index);
      if (tokens[index] === '{') index = skipBalanced(tokens, index, '{', '}');
      continue;
    }
    const first = tokens[index]!;
    index += 1;
    if (tokens[index] === ':') index += 2;
    keys.push(first);
    if (tokens[index] === '(') index = skipBalanced(tokens, index, '(', ')');
    index = skipDirectives(tokens, index);
    if (tokens[index] === '{') index = skipBalanced(tokens, index, '{', '}');
  }
  return keys;
}

/** The index past any directives (`@include(if: $x)`) starting at `index`. */
function skipDirectives(tokens: readonly string[], start: number): number {
  let index = start;
  while (tokens[index] === '@') {
    index += 2;
    if (tokens[index] === '(') index = skipBalanced(tokens, index, '(', ')');
  }
  return index;
}

/** The index just past the bracket that closes the one at `start`. */
function skipBalanced(tokens: readonly string[], start: number, open: string, close: string): number {
  let depth = 0;
  for (let index = start; index < tokens.length; index += 1) {
    if (tokens[index] === open) depth += 1;
    else if (tokens[index] === close && --depth === 0) return index + 1;
  }
  return tokens.length;
}

export function isMutation(document: GraphqlDocument<unknown, never>): boolean {
  return operationOf(document).kind === 'mutation';
}

/** The operation's name (`ProductDetail`), for query keys and the mock's fault log. */
export function operationNameOf(document: GraphqlDocument<unknown, never>): string {
  return operationOf(document).name ?? 'anonymous';
}

/**
 * The response keys the operation selects at its root (an alias, else the field's name):
 * `['storeInfo']`, or `['onSale', 'pending', 'stopped']` for aliased counts.
 */
export function rootKeysOf(document: GraphqlDocument<unknown, never>): readonly string[] {
  return operationOf(document).rootKeys;
}

/** The root field the document selects when it selects one (its answer), else undefined. */
export function rootFieldOf(document: GraphqlDocument<unknown, never>): string | undefined {
  const keys = rootKeysOf(document);
  return keys.length === 1 ? keys[0] : undefined;
}
