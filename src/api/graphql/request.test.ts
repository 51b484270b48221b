import { describe, expect, it } from 'vitest';
import { StoreDeliverySettingDocument, StoreInfoDocument } from '@generated/graphql/commerce/graphql';
import { errorStatus, serverMessageOf } from '../errors';
import { graphqlQueryKey, graphqlRequest, operationNameOf, statusOfGraphqlCode } from './request';

describe('graphqlRequest', () => {
  it("answers the data, acting for the page's account", async () => {
    const data = await graphqlRequest(StoreInfoDocument, { baId: '101' }, { account: '101' });
    expect(data.storeInfo.store?.name).toBe('동네커피 망원점');
  });

  it('turns a GraphQL error code into the REST error shape with the server sentence', async () => {
    const forbidden = await graphqlRequest(StoreInfoDocument, { baId: '101' }, { account: '102' }).catch(
      (error: unknown) => error,
    );
    expect(errorStatus(forbidden)).toBe(403);
    const missing = await graphqlRequest(StoreDeliverySettingDocument, { baId: '103' }, { account: '103' }).catch(
      (error: unknown) => error,
    );
    expect(errorStatus(missing)).toBe(404);
    expect(serverMessageOf(missing)).toBe('스토어를 찾을 수 없어요.');
  });

  it('maps the codes, and keys reads by operation, account and variables', () => {
    expect(statusOfGraphqlCode('BAD_USER_INPUT')).toBe(400);
    expect(statusOfGraphqlCode('CONFLICT')).toBe(409);
    expect(statusOfGraphqlCode('SOMETHING_ELSE')).toBe(500);
    expect(operationNameOf(StoreInfoDocument)).toBe('StoreInfo');
    expect(graphqlQueryKey(StoreInfoDocument, { baId: '101' }, '101')).toEqual([
      'commerce',
      'StoreInfo',
      {
        person: expect.toBeOneOf([null, expect.any(String)]) as unknown,
        account: '101',
        path: {},
        query: { baId: '101' },
      },
    ]);
  });
});
