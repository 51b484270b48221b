import { describe, expect, it } from 'vitest';
import { readListState, tabQuery, writeListState } from './list-state';

describe('list state in the URL', () => {
  it('reads page, size, declared filters and sort; ignores junk', () => {
    const state = readListState(new URLSearchParams('page=3&size=20&validity=EXPIRED&other=x&sort=name,desc'), [
      'validity',
      'keyword',
    ]);
    expect(state).toEqual({
      page: 3,
      pageSize: 20,
      filters: { validity: 'EXPIRED' },
      sort: { field: 'name', order: 'desc' },
    });
    expect(readListState(new URLSearchParams('page=-1&size=7&sort=name,up'), [])).toEqual({
      page: 1,
      pageSize: 10,
      filters: {},
    });
  });

  it('writes only non-default values and keeps unrelated parameters', () => {
    const search = writeListState(
      new URLSearchParams('preview=pr-1&page=4'),
      { page: 1, pageSize: 10, filters: { keyword: '라떼' } },
      ['keyword'],
    );
    expect(search.toString()).toBe('preview=pr-1&keyword=%EB%9D%BC%EB%96%BC');
  });
});

describe('tabs, a named sort and filter names in the URL', () => {
  const address = {
    filters: ['query'],
    filterParams: { query: 'q' },
    tabs: { param: 'group', keys: ['onSale', 'pending', 'stopped'], default: 'onSale' },
    order: { param: 'sort', default: 'NEWEST', values: ['NEWEST', 'BEST_SELLING', 'PRICE_ASC', 'PRICE_DESC'] },
  } as const;

  it('reads the tab, the named sort and a filter under its address name; unknown values fall back to defaults', () => {
    expect(readListState(new URLSearchParams('group=stopped&q=원두&sort=PRICE_ASC&page=2'), address)).toEqual({
      page: 2,
      pageSize: 10,
      filters: { query: '원두' },
      tab: 'stopped',
      order: 'PRICE_ASC',
    });
    expect(readListState(new URLSearchParams('group=nope&sort=CHEAPEST&query=x'), address)).toEqual({
      page: 1,
      pageSize: 10,
      filters: {},
      tab: 'onSale',
      order: 'NEWEST',
    });
  });

  it('leaves the default tab and the default order out, and round-trips the rest', () => {
    const defaults = writeListState(
      new URLSearchParams('baId=101&group=pending&sort=PRICE_DESC'),
      { page: 1, pageSize: 10, filters: {}, tab: 'onSale', order: 'NEWEST' },
      address,
    );
    expect(defaults.toString()).toBe('baId=101');
    const state = { page: 3, pageSize: 10, filters: { query: '머그' }, tab: 'pending', order: 'BEST_SELLING' };
    const search = writeListState(new URLSearchParams(), state, address);
    expect(search.toString()).toBe('group=pending&page=3&q=%EB%A8%B8%EA%B7%B8&sort=BEST_SELLING');
    expect(readListState(search, address)).toEqual(state);
  });

  it('sorts the list values of a tab, so the same set in another order is one query', () => {
    expect(tabQuery({ statuses: ['INACTIVE', 'REJECTED', 'BANNED'], type: 'GOODS' })).toEqual({
      statuses: ['BANNED', 'INACTIVE', 'REJECTED'],
      type: 'GOODS',
    });
  });
});
