/**
 * GraphQL mock: one handler per schema in schemas/graphql, executing each request against that SDL
 * with resolvers that read and change the same mock database as the REST handlers. Faults apply
 * like REST (service = schema name, operation = `<schema>.<operationName>`); a mutation that
 * succeeds is persisted.
 */
import type { GraphQLSchema } from 'graphql';
import type { JsonSchema } from '@generated/operations';
import { delay, http, HttpResponse } from 'msw';
import { messages } from '@/lib/messages';
import { mayCall, rolesOf } from '@/api/roles';
import { roleRefusal, type MembershipRole } from '@/lib/roles';
import { normalizeInput } from '@/lib/normalize';
import type { MockDatabase } from './database';
import { malformedResponse, type FaultInjector } from './faults';
import { errorResponse } from './pipeline';
import { validateVariables, type FieldIssue } from './validation';

const sources = import.meta.glob<string>('/schemas/graphql/*.graphql', {
  eager: true,
  query: '?raw',
  import: 'default',
});

// graphql-js loads with the first GraphQL request, not with the demo's first page.
const graphqlJs = () => import('graphql');

const schemas = new Map<string, Promise<GraphQLSchema>>();
function loadSchema(name: string): Promise<GraphQLSchema> {
  let pending = schemas.get(name);
  if (!pending) {
    const source = sources[`/schemas/graphql/${name}.graphql`];
    if (source === undefined) throw new Error(`No schemas/graphql/${name}.graphql`);
    pending = graphqlJs().then(({ buildSchema }) => buildSchema(source));
    schemas.set(name, pending);
  }
  return pending;
}

/** The codes a GraphQL mock error may carry in `extensions.code` (docs/decisions.md). */
export type GraphqlErrorCode = 'NOT_FOUND' | 'BAD_USER_INPUT' | 'FORBIDDEN' | 'CONFLICT' | 'UNAUTHENTICATED';
export const GRAPHQL_ERROR_CODES: readonly GraphqlErrorCode[] = [
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'CONFLICT',
  'UNAUTHENTICATED',
];

/**
 * Throw from a resolver for a documented error: graphql-js copies `extensions` of the original
 * error into the answer's `errors[].extensions` (without importing graphql-js eagerly).
 */
export class GraphqlMockError extends Error {
  readonly extensions: { readonly code: GraphqlErrorCode; readonly errors?: readonly FieldIssue[] };
  /** `errors` name the fields (paths from the variables' root, `input.categoryId`), as the variables' check does. */
  constructor(message: string, code: GraphqlErrorCode, errors?: readonly FieldIssue[]) {
    super(message);
    this.extensions = errors ? { code, errors } : { code };
  }
}

const variableSchemas = () => import('@generated/graphql-operations');

/**
 * A mutation's variables normalised and checked against the JSON Schema the console's forms use
 * (the same normaliser, rule keywords and sentences): a refusal is `BAD_USER_INPUT` with the first
 * sentence as the message and every field issue in `extensions.errors` (paths from the variables' root).
 */
async function checkVariables(
  key: string,
  variables: Record<string, unknown>,
): Promise<{ variables: Record<string, unknown> } | { refusal: object }> {
  const load = (await variableSchemas()).loadGraphqlOperationSchemas[key];
  if (!load) return { variables };
  const { variables: schema } = (await load()).default as { variables: JsonSchema };
  const normalized = normalizeInput(schema, variables) as Record<string, unknown>;
  // A nullable input field sent as null is a field left out (the schemas say only what is required).
  const issues = validateVariables(key, schema, withoutNulls(normalized));
  if (issues.length === 0) return { variables: normalized };
  return {
    refusal: {
      data: null,
      errors: [{ message: issues[0]!.reason, extensions: { code: 'BAD_USER_INPUT', errors: issues } }],
    },
  };
}

function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null)
      .map(([name, item]) => [name, withoutNulls(item)]),
  );
}

/** A root field resolver: its arguments, like graphql-js passes them to a root value function. */
export type RootResolvers = Record<string, (args: Record<string, unknown>) => unknown>;

export interface GraphqlEndpoint<State> {
  /** The schema's name (file name in schemas/graphql). */
  readonly schema: string;
  readonly url: string;
  readonly root: (state: State, context: GraphqlContext) => RootResolvers;
}

export interface GraphqlContext {
  readonly now: Date;
  readonly nextId: () => number;
  /** The Account-Id header as a number (0 when absent). */
  readonly accountId: number;
}

export interface GraphqlHandlerOptions<State extends { sequence: number }> {
  readonly db: MockDatabase<State>;
  readonly faults: FaultInjector;
  readonly now?: () => Date;
  /** The signed-in user's role in an account (issue 39): a document the role may not run is refused. */
  readonly roleIn?: (state: State, accountId: number) => MembershipRole | undefined;
}

export function createGraphqlHandler<State extends { sequence: number }>(
  endpoint: GraphqlEndpoint<State>,
  options: GraphqlHandlerOptions<State>,
) {
  return http.post(endpoint.url, async ({ request }) => {
    const { query, variables, operationName } = (await request.json()) as {
      query: string;
      variables?: Record<string, unknown>;
      operationName?: string;
    };
    const { graphql: execute, parse, getOperationAST, OperationTypeNode } = await graphqlJs();
    const document = parse(query);
    const operation = getOperationAST(document, operationName ?? null);
    const name = operation?.name?.value ?? 'anonymous';

    const fault = options.faults.take(endpoint.schema, `${endpoint.schema}.${name}`);
    if (fault.heldUntil) await fault.heldUntil;
    if (fault.latencyMs > 0) await delay(fault.latencyMs);
    if (fault.offline) return HttpResponse.error();
    if (fault.malformed) return malformedResponse(fault.malformed);
    if (fault.status !== undefined) return errorResponse(fault.status, messages.errors.server, 'INJECTED_FAULT');

    // Who may ask comes before what was asked (a server checks its permissions first).
    const key = `${endpoint.schema}.${name}`;
    const accountId = Number(request.headers.get('Account-Id') ?? 0);
    const role = accountId ? options.roleIn?.(options.db.state, accountId) : undefined;
    if (role && !mayCall(role, key)) {
      const seeing = operation?.operation !== OperationTypeNode.MUTATION;
      const message = roleRefusal(role, rolesOf(key), seeing ? '이 내용' : '이 일', seeing);
      return HttpResponse.json({ data: null, errors: [{ message, extensions: { code: 'FORBIDDEN' } }] });
    }

    let values = variables ?? {};
    if (operation?.operation === OperationTypeNode.MUTATION) {
      const checked = await checkVariables(`${endpoint.schema}.${name}`, values);
      if ('refusal' in checked) return HttpResponse.json(checked.refusal);
      values = checked.variables;
    }

    const schema = await loadSchema(endpoint.schema);
    // One call at a time over the newest state of every tab (database.ts), as one server would answer.
    const result = await options.db.transaction(async (state) => {
      const context: GraphqlContext = {
        now: options.now?.() ?? new Date(),
        nextId: () => ++state.sequence,
        accountId,
      };

      const answer = await execute({
        schema,
        source: query,
        rootValue: endpoint.root(state, context),
        variableValues: values,
        operationName: operationName ?? null,
      });
      if (operation?.operation === OperationTypeNode.MUTATION && !answer.errors) options.db.persist();
      return answer;
    });
    return HttpResponse.json(result as Record<string, unknown>);
  });
}
