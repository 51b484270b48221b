/**
 * Contract (b) for GraphQL: every document, sent to the mock with variables sampled from its
 * variable types, answers data the SDL accepts (graphql-js checks every field on the way out) or
 * only documented errors (`extensions.code`, docs/decisions.md). An error without a documented
 * code, such as "Cannot return null for non-nullable field", means the mock and the SDL disagree.
 * The success answers of each operation are tested with real ids next to the resolvers.
 */
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlHeaders } from '@/api/graphql/client';
import { graphqlUrl, type GraphqlSchemaName } from '@/api/graphql/endpoints';
import { storeBusinessAccountId } from '@/api/session';
import { GRAPHQL_ERROR_CODES } from '@/mocks/core/graphql';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { graphqlSchema, readGraphqlDocuments } from './graphql-documents';

function sample(type: GraphQLInputType, name: string): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [sample(inner.ofType, name)];
  if (isEnumType(inner)) return inner.getValues()[0]!.value;
  if (isInputObjectType(inner))
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type, field.name)]),
    );
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
      case 'Long':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'ID':
        return String(DEMO_ACCOUNT_IDS.active);
      default:
        return /date/i.test(name) ? '2026-11-01' : '테스트';
    }
  }
  return null;
}

function sampleVariables(schema: GraphQLSchema, document: ReturnType<typeof readGraphqlDocuments>[number]) {
  return Object.fromEntries(
    (document.operation.variableDefinitions ?? [])
      .filter((definition) => definition.type.kind === Kind.NON_NULL_TYPE)
      .map((definition) => {
        const type = typeFromAST(schema, definition.type) as GraphQLInputType;
        return [definition.variable.name.value, sample(type, definition.variable.name.value)];
      }),
  );
}

const documents = readGraphqlDocuments();

describe('every GraphQL document gets an SDL-valid answer or a documented error from the mock', () => {
  it.each(documents.map((document) => [`${document.schema} ${document.name}`, document] as const))(
    '%s',
    async (_, document) => {
      storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
      const variables = sampleVariables(graphqlSchema(document.schema), document);
      const response = await fetch(graphqlUrl(document.schema as GraphqlSchemaName), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...graphqlHeaders() },
        body: JSON.stringify({ query: document.source, variables, operationName: document.name }),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        data?: unknown;
        errors?: { message: string; extensions?: { code?: string } }[];
      };
      const undocumented = (body.errors ?? []).filter(
        (error) => !GRAPHQL_ERROR_CODES.includes(error.extensions?.code as never),
      );
      expect(undocumented.map((error) => error.message)).toEqual([]);
      if (!body.errors?.length) expect(body.data).toBeTruthy();
    },
  );
});
