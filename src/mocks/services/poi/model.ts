/** Address, region and category searches over the poi slice. */
import type { components } from '@generated/openapi/poi';
import { ancestorIdsOf } from './categories';
import type { CategoryRow, JusoRow, PoiState } from './state';

type Schemas = components['schemas'];

export const JUSO_OK = { errorCode: '0', errorMessage: '정상' } as const;
export const JUSO_TOO_VAGUE = { errorCode: 'E0006', errorMessage: '주소를 상세히 입력해 주시기 바랍니다.' } as const;

/** Queries naming only the city or the district match too much for the provider. */
const TOO_BROAD = new Set([
  '서울',
  '서울시',
  '서울특별시',
  '마포',
  '마포구',
  '서울마포구',
  '서울시마포구',
  '서울특별시마포구',
]);

const compact = (text: string) => text.replace(/\s+/g, '');

export function isTooVague(query: string): boolean {
  const trimmed = compact(query);
  return trimmed.length < 2 || TOO_BROAD.has(trimmed);
}

/** Every word of the query must appear in the road address, the lot address or the building name. */
export function matchAddresses(addresses: readonly JusoRow[], query: string): JusoRow[] {
  const words = query.trim().split(/\s+/).map(compact).filter(Boolean);
  return addresses.filter((address) => {
    const haystack = compact(`${address.roadAddr} ${address.jibunAddr} ${address.zipNo}`);
    return words.every((word) => haystack.includes(word));
  });
}

export function toCategory(categories: readonly CategoryRow[], row: CategoryRow): Schemas['Category'] {
  const ancestors = ancestorIdsOf(row.id, categories)
    .map((id) => categories.find((category) => category.id === id)!.name)
    .reverse();
  return {
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    depth: ancestors.length + 1,
    fullName: [...ancestors, row.name].join(' > '),
    isLeaf: !categories.some((category) => category.parentId === row.id),
    clientNames: row.clientNames,
  };
}

export interface CategoryFilter {
  keyword?: string;
  clientNames?: string;
  leafOnly?: boolean;
  adjacentSiblings?: boolean;
}

export function searchCategoryRows(state: PoiState, filter: CategoryFilter): CategoryRow[] {
  const keyword = compact(filter.keyword ?? '');
  const clients = (filter.clientNames ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const matched = state.categories.filter((row) => !keyword || compact(row.name).includes(keyword));
  const parents = new Set(matched.map((row) => row.parentId));
  const withSiblings = filter.adjacentSiblings
    ? state.categories.filter((row) => matched.includes(row) || (keyword !== '' && parents.has(row.parentId)))
    : matched;
  return withSiblings
    .filter((row) => clients.length === 0 || row.clientNames.some((name) => clients.includes(name)))
    .filter((row) => !filter.leafOnly || !state.categories.some((child) => child.parentId === row.id))
    .map((row, order) => ({ row, order, rank: nameRank(compact(row.name), keyword) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ row }) => row);
}

/** The category named exactly what was typed first (카페 before 디저트카페), then names starting with it. */
function nameRank(name: string, keyword: string): number {
  if (!keyword) return 0;
  if (name === keyword) return 0;
  if (name.startsWith(keyword)) return 1;
  return name.includes(keyword) ? 2 : 3;
}

/** Scores leaf categories by the share of their keywords found in the text; the best first. */
export function suggestFor(state: PoiState, text: string, limit: number): Schemas['CategorySuggestion'][] {
  const haystack = compact(text);
  return state.categories
    .filter((row) => !state.categories.some((child) => child.parentId === row.id))
    .map((row) => {
      const matchedKeywords = row.keywords.filter((keyword) => haystack.includes(keyword));
      const nameHit = haystack.includes(row.name) ? 0.5 : 0;
      const score = Math.min(1, nameHit + matchedKeywords.length / Math.max(2, row.keywords.length / 2));
      return { row, matchedKeywords, score: Math.round(score * 100) / 100 };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.row.id - b.row.id)
    .slice(0, limit)
    .map(({ row, matchedKeywords, score }) => ({
      category: toCategory(state.categories, row),
      score,
      matchedKeywords,
    }));
}
