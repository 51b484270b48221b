/**
 * The place searches the pickers use (poi.yaml): categories by name, addresses through the juso
 * provider. An address answer whose message is not the provider's success message holds no
 * addresses (spec 000 §8: "too vague" and any other provider message), whatever it carries.
 */
import type { components } from '@generated/openapi/poi';
import { client } from './clients';
import { payloadOf } from './envelope';

type Schemas = components['schemas'];

export type PoiCategory = Schemas['Category'];
export type Juso = Schemas['Juso'];

/** The provider's message when a search went well. */
export const JUSO_SUCCESS_MESSAGE = '정상';

export async function searchCategories(keyword: string, signal?: AbortSignal): Promise<PoiCategory[]> {
  const { data } = await client('poi').GET('/api/v2/categories/search', {
    params: { query: { keyword, leafOnly: true, clientNames: 'BIZ_PROFILE', perPage: 20 } },
    ...(signal ? { signal } : {}),
  });
  return payloadOf<Schemas['CategoryPageResponse']['data']>(data).items;
}

export interface AddressSearchAnswer {
  readonly items: readonly Juso[];
  /** The provider's reason for finding nothing (too vague), when it gave one. */
  readonly providerMessage?: string;
}

export async function searchAddresses(query: string, signal?: AbortSignal): Promise<AddressSearchAnswer> {
  const { data } = await client('poi').GET('/api/v2/juso/search', {
    params: { query: { query, countPerPage: 10 } },
    ...(signal ? { signal } : {}),
  });
  return readJusoAnswer(payloadOf<Schemas['JusoSearchResponse']['data']>(data));
}

/** Any message other than the success message means no addresses. */
export function readJusoAnswer(answer: Schemas['JusoSearchResponse']['data']): AddressSearchAnswer {
  const { common, juso } = answer.results;
  if (common.errorMessage !== JUSO_SUCCESS_MESSAGE) return { items: [], providerMessage: common.errorMessage };
  return { items: juso };
}
