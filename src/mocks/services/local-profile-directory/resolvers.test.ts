import { describe, expect, it } from 'vitest';
import { graphqlRequest } from '@/api/graphql/request';
import { LocalProfilesDocument, type LocalProfilesQueryVariables } from '@generated/graphql/local-profile/graphql';

async function search(variables: LocalProfilesQueryVariables) {
  return (await graphqlRequest(LocalProfilesDocument, variables, { schema: 'local-profile', account: undefined }))
    .localProfiles;
}

describe('local-profile GraphQL mock', () => {
  it('pages through every local profile by cursor', async () => {
    const first = await search({ first: 15 });
    expect(first.nodes).toHaveLength(15);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await search({ first: 15, after: first.pageInfo.endCursor });
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(first.nodes.length + second.nodes.length).toBe(first.totalCount);
  });

  it('filters by name and by the commerce, reservation and service-field flags', async () => {
    const cafes = await search({ filter: { keyword: '동네커피' } });
    expect(cafes.nodes.every((profile) => profile.name.includes('동네커피'))).toBe(true);
    const withCommerce = await search({ filter: { hasCommerce: true, hasReservation: true } });
    expect(withCommerce.nodes.map((profile) => profile.name)).toEqual([
      '동네커피 망원점',
      '동네커피 연남점',
      '성미산 반찬가게',
    ]);
    const experts = await search({ filter: { hasServiceField: true } });
    expect(experts.nodes.every((profile) => profile.hasServiceField && profile.jibunAddress)).toBe(true);
    expect(experts.totalCount).toBe(3);
  });
});
