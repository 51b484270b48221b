import { CombinedError } from '@urql/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/mocks/node';
import { ResponseError } from '../errors';
import { storeBusinessAccountId } from '../session';
import { graphqlUrl } from './client';
import { createGraphqlClient } from './urql-client';
import { ExperimentGroupDocument, type ExperimentGroupQuery } from '@generated/graphql/commerce/graphql';
import { documentText } from './document';

describe('GraphQL client', () => {
  it('POSTs the query with the business headers and reads the mock database', async () => {
    storeBusinessAccountId(101);
    let method = '';
    let accountId: string | null = null;
    mockServer.use(
      http.all(graphqlUrl(), ({ request }) => {
        method = request.method;
        accountId = request.headers.get('Account-Id');
      }),
    );
    const result = await createGraphqlClient()
      .query<ExperimentGroupQuery>(documentText(ExperimentGroupDocument), { businessId: '101' })
      .toPromise();
    expect(method).toBe('POST');
    expect(accountId).toBe('101');
    expect(result.data?.experimentGroup).toMatchObject({ businessId: '101', group: 'TREATMENT' });
  });

  it('surfaces a non-2xx answer as a ResponseError on the network error', async () => {
    mockServer.use(http.post(graphqlUrl(), () => HttpResponse.json({ message: 'down' }, { status: 502 })));
    const result = await createGraphqlClient()
      .query(String(ExperimentGroupDocument), { businessId: '101' })
      .toPromise();
    expect(result.error).toBeInstanceOf(CombinedError);
    expect(result.error?.networkError).toBeInstanceOf(ResponseError);
    expect(result.error?.networkError).toMatchObject({ status: 502, message: 'Response returned an error code' });
  });
});
