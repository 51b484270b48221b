/**
 * POI service (spec 000 §7, §8; 001 §5, §7): address search mirrors the juso provider, answering
 * a "too vague" message with no items for one-character or city-only queries; region and category
 * searches; category suggestions from a shop's name or description.
 */
import { implement } from '../../core/implement';
import type { MockState } from '../../state';
import {
  isTooVague,
  JUSO_OK,
  JUSO_TOO_VAGUE,
  matchAddresses,
  searchCategoryRows,
  suggestFor,
  toCategory,
} from './model';

const compact = (text: string) => text.replace(/\s+/g, '');

export const poiHandlers = implement<'poi', MockState>('poi', {
  searchJuso: ({ state, query }) => {
    const currentPage = query.currentPage ?? 1;
    const countPerPage = query.countPerPage ?? 10;
    if (isTooVague(query.query)) {
      return {
        data: { results: { common: { ...JUSO_TOO_VAGUE, totalCount: 0, currentPage, countPerPage }, juso: [] } },
      };
    }
    const found = matchAddresses(state.poi.addresses, query.query);
    const start = (currentPage - 1) * countPerPage;
    return {
      data: {
        results: {
          common: { ...JUSO_OK, totalCount: found.length, currentPage, countPerPage },
          juso: found.slice(start, start + countPerPage),
        },
      },
    };
  },

  searchRegions: ({ state, query }) => {
    const keyword = compact(query.keyword);
    return { data: { items: state.poi.regions.filter((region) => compact(region.fullName).includes(keyword)) } };
  },

  searchCategories: ({ state, query }) => {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 20;
    const rows = searchCategoryRows(state.poi, query);
    const start = (page - 1) * perPage;
    return {
      data: {
        items: rows.slice(start, start + perPage).map((row) => toCategory(state.poi.categories, row)),
        page,
        perPage,
        totalCount: rows.length,
        hasNext: start + perPage < rows.length,
      },
    };
  },

  suggestCategories: ({ state, body }) => ({ data: { items: suggestFor(state.poi, body.text, body.limit ?? 5) } }),
});
