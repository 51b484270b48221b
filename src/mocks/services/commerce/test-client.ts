/** Test helper: sends a commerce document through the real urql client as a business account. */
import type { TypedDocumentNode } from '@urql/core';
import { Kind, OperationTypeNode, type OperationDefinitionNode } from 'graphql';
import { createGraphqlClient } from '@/api/graphql/client';
import { storeBusinessAccountId } from '@/api/session';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

export interface CommerceAnswer<Data> {
  data: Data | undefined;
  errors: { message: string; code: string | undefined }[];
}

/** The operation names sent so far (to prove every document was called). */
export const calledOperations = new Set<string>();

function operationOf(document: TypedDocumentNode<unknown, never>): OperationDefinitionNode {
  return document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;
}

export async function send<Data, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  accountId: number = DEMO_ACCOUNT_IDS.active,
): Promise<CommerceAnswer<Data>> {
  storeBusinessAccountId(accountId);
  const operation = operationOf(document);
  calledOperations.add(operation.name!.value);
  const client = createGraphqlClient();
  const result =
    operation.operation === OperationTypeNode.MUTATION
      ? await client.mutation(document, variables).toPromise()
      : await client.query(document, variables, { requestPolicy: 'network-only' }).toPromise();
  if (result.error?.networkError) throw result.error.networkError;
  return {
    data: result.data,
    errors: (result.error?.graphQLErrors ?? []).map((error) => ({
      message: error.message,
      code: error.extensions.code as string | undefined,
    })),
  };
}

/** The answer's data, failing loudly when the mock answered errors. */
export async function expectData<Data, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  accountId?: number,
): Promise<Data> {
  const answer = await send(document, variables, accountId);
  if (answer.errors.length > 0 || !answer.data)
    throw new Error(`${operationOf(document).name?.value}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}
