/** Test helper: sends a commerce document through the real urql client as a business account. */
import { createGraphqlClient } from '@/api/graphql/urql-client';
import { documentText, isMutation, operationNameOf, type GraphqlDocument } from '@/api/graphql/document';
import { storeBusinessAccountId } from '@/api/session';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

export interface CommerceAnswer<Data> {
  data: Data | undefined;
  errors: { message: string; code: string | undefined }[];
}

/** The operation names sent so far (to prove every document was called). */
export const calledOperations = new Set<string>();

export async function send<Data, Variables extends Record<string, unknown>>(
  document: GraphqlDocument<Data, Variables>,
  variables: Variables,
  accountId: number = DEMO_ACCOUNT_IDS.active,
): Promise<CommerceAnswer<Data>> {
  storeBusinessAccountId(accountId);
  calledOperations.add(operationNameOf(document));
  const client = createGraphqlClient();
  const text = documentText(document);
  const result = isMutation(document)
    ? await client.mutation<Data, Variables>(text, variables).toPromise()
    : await client.query<Data, Variables>(text, variables, { requestPolicy: 'network-only' }).toPromise();
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
  document: GraphqlDocument<Data, Variables>,
  variables: Variables,
  accountId?: number,
): Promise<Data> {
  const answer = await send(document, variables, accountId);
  if (answer.errors.length > 0 || !answer.data)
    throw new Error(`${operationNameOf(document)}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}
