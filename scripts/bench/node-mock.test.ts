import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_HOSTS } from '@/api/graphql/hosts';
import { ROOT } from '../serve/csp';
import { startNodeMock, type NodeMock } from './node-mock';

// The bench, the bundle budget and the serve smoke measure a production build (production hosts):
// the Node-side mock must answer its GraphQL calls, not only its REST ones.
describe('the Node-side mock of a production build', () => {
  let mock: NodeMock;
  beforeAll(async () => {
    mock = await startNodeMock(ROOT, 'production');
  });
  afterAll(() => mock.close());

  it.each(Object.entries(GRAPHQL_HOSTS))('answers %s GraphQL at its production host', async (_schema, hosts) => {
    const request = new Request(`${hosts.production}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    const response = await getResponse(mock.handlers, request);
    // A GraphQL answer (data or errors), not the REST routing's 404 for an unknown path.
    const answer = (await response?.json()) as Record<string, unknown> | undefined;
    expect(Object.keys(answer ?? {})).toEqual(expect.arrayContaining(['data']));
  });
});
