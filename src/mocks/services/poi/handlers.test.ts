import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi/poi';
import { mockRuntime } from '@/mocks/node';
import { bodyOf } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { findCategory } from '../business-account/catalog';
import { BAKERY, CAFE } from './categories';

type Schemas = components['schemas'];
type Juso = { data: { results: { common: Schemas['JusoCommon']; juso: Schemas['Juso'][] } } };
type Categories = { data: { items: Schemas['Category'][]; totalCount: number } };

describe('poi mock rules', () => {
  it('finds Mapo-gu addresses by road, lot or building words, the provider’s way', async () => {
    const found = await bodyOf<Juso>('poi.searchJuso', { query: { query: '망원동 포은로' } });
    expect(found.data.results.common).toMatchObject({ errorCode: '0', errorMessage: '정상', totalCount: 3 });
    expect(found.data.results.juso[0]).toMatchObject({ siNm: '서울특별시', sggNm: '마포구', emdNm: '망원동' });
    const building = await bodyOf<Juso>('poi.searchJuso', { query: { query: '메세나폴리스' } });
    expect(building.data.results.juso[0]!.roadAddr).toBe('서울특별시 마포구 양화로 45 (서교동, 메세나폴리스)');
    const paged = await bodyOf<Juso>('poi.searchJuso', {
      query: { query: '마포구 망원동', countPerPage: 5, currentPage: 2 },
    });
    expect(paged.data.results.juso).toHaveLength(Math.min(5, paged.data.results.common.totalCount - 5));
  });

  it('answers the too-vague message with no items for one-character or city-only queries', async () => {
    for (const query of ['망', '서울', '마포구']) {
      const vague = await bodyOf<Juso>('poi.searchJuso', { query: { query } });
      expect(vague.data.results.common.errorMessage).toBe('주소를 상세히 입력해 주시기 바랍니다.');
      expect(vague.data.results.juso).toEqual([]);
    }
  });

  it('searches regions of Mapo-gu and Seodaemun-gu with centre coordinates', async () => {
    const { data } = await bodyOf<{ data: { items: Schemas['Region'][] } }>('poi.searchRegions', {
      query: { keyword: '서대문구' },
    });
    expect(data.items.length).toBeGreaterThan(5);
    const mangwon = await bodyOf<{ data: { items: Schemas['Region'][] } }>('poi.searchRegions', {
      query: { keyword: '망원동' },
    });
    expect(mangwon.data.items[0]).toMatchObject({ id: 3341, center: { lat: 37.5559, lng: 126.9019 } });
  });

  it.each([
    ['카페', CAFE, '음식점 > 카페'],
    ['베이커리', BAKERY, '음식점 > 베이커리'],
  ])('finds plain %s first, the category accounts have, as the picker asks', async (keyword, id, fullName) => {
    const { data } = await bodyOf<Categories>('poi.searchCategories', {
      query: { keyword, leafOnly: true, clientNames: 'BIZ_PROFILE', perPage: 20 },
    });
    expect(data.items[0]).toMatchObject({ id, fullName, isLeaf: true });
    expect(findCategory(id)?.fullName).toBe(fullName);
  });

  it('gives account 101 a category the picker finds', async () => {
    const account = mockRuntime.db.state.businessAccount.accounts.find((row) => row.id === DEMO_ACCOUNT_IDS.active)!;
    const { data } = await bodyOf<Categories>('poi.searchCategories', {
      query: { keyword: findCategory(account.categoryId)!.name, leafOnly: true, clientNames: 'BIZ_PROFILE' },
    });
    expect(data.items.map((item) => item.id)).toContain(account.categoryId);
  });

  it('searches categories with leafOnly, adjacentSiblings, clientNames and paging', async () => {
    const cafe = await bodyOf<Categories>('poi.searchCategories', { query: { keyword: '커피' } });
    expect(cafe.data.items.map((item) => item.fullName)).toEqual(['음식점 > 커피전문점']);
    const siblings = await bodyOf<Categories>('poi.searchCategories', {
      query: { keyword: '전문점', adjacentSiblings: true, clientNames: 'PICKUP' },
    });
    expect(siblings.data.items.map((item) => item.name)).toEqual([
      '커피전문점',
      '카페',
      '디저트카페',
      '베이커리',
      '브런치카페',
      '분식',
      '한식',
      '일식',
    ]);
    const gallery = await bodyOf<Categories>('poi.searchCategories', { query: { keyword: '갤러리' } });
    expect(gallery.data.items.map((item) => item.id)).toEqual([224, 1268]);
    const leaves = await bodyOf<Categories>('poi.searchCategories', {
      query: { leafOnly: true, clientNames: 'RESERVATION' },
    });
    expect(leaves.data.items.every((item) => item.isLeaf && item.clientNames.includes('RESERVATION'))).toBe(true);
    const page = await bodyOf<Categories>('poi.searchCategories', { query: { page: 2, perPage: 10 } });
    expect(page.data.items).toHaveLength(10);
  });

  it('suggests categories from a shop name, best first', async () => {
    const { data } = await bodyOf<{ data: { items: Schemas['CategorySuggestion'][] } }>('poi.suggestCategories', {
      body: { text: '연남동 공인중개사 부동산', limit: 3 },
    });
    expect(data.items[0]!.category.id).toBe(1053);
    expect(data.items.length).toBeLessThanOrEqual(3);
  });

  it('seeds every client name and about forty addresses', () => {
    const { categories, addresses } = mockRuntime.db.state.poi;
    expect(new Set(categories.flatMap((row) => row.clientNames))).toEqual(
      new Set(['BIZ_PROFILE', 'COMMERCE', 'PICKUP', 'RESERVATION']),
    );
    expect(addresses.length).toBeGreaterThanOrEqual(40);
    expect(categories.map((row) => row.id)).toEqual(expect.arrayContaining([1268, 224, 1053, 212]));
  });
});
