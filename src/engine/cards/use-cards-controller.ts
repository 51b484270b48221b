/**
 * Everything a card list does, without markup: its tab and filters in the address, the pages it
 * asks (one numbered page, or every page shown so far with 더 보기), the pinned rows above the first
 * page. `CardListView` only renders what this returns.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { operationInfo } from '@/api/operations';
import { useFeatureFlags } from '../access/feature-flags';
import { bindArgs, isBound, useBindings } from '../data/bindings';
import { pageQuery, readPage, type PageResult } from '../data/paging';
import { keepSamePlace, operationQuery, type ScreenArgs } from '@/api/data/queries';
import { useOperationDetail } from '../data/schemas';
import { listAddressOf, listRequest, writeListState } from '../list/list-state';
import { queryParameter } from '../schema/operation-schemas';
import type { ListDef, ResourceDef } from '../resource/types';
import type { CardTabDef, CardTabsDef, CardsDef } from './cards-def';

export function useCardsController(resource: ResourceDef) {
  const def = resource.list as ListDef;
  const cards = def.cards as CardsDef;
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const tabs = useVisibleTabs(cards.tabs);
  const tab = tabs ? chosenTab(tabs, search.get(tabs.param)) : undefined;
  const op = tab?.op ?? def.op;
  const { state, query } = listRequest(def, search);
  const bindings = useBindings();
  const bound = bindArgs(
    op,
    tab && tabs ? { ...bindings, route: { ...bindings.route, [tabs.param]: tab.key } } : bindings,
  );
  const asked = { ...query, ...tab?.query };
  const paging = operationInfo(op.key).paging;
  const pageSize = cards.more?.pageSize ?? state.pageSize;

  // 더 보기 counts the pages shown of one place (tab and filters); another place starts at one.
  const place = JSON.stringify([tab?.key, asked]);
  const [more, setMore] = useState({ place, pages: 1 });
  const appended = more.place === place ? more.pages : 1;
  const numbers = cards.more ? range(appended) : [state.page];
  const pageArgs = (page: number, extra: Readonly<Record<string, unknown>> = {}): ScreenArgs => ({
    ...bound,
    query: { ...asked, ...extra, ...pageQuery(paging, { page, pageSize }) },
  });
  const pinned = cards.pinned && !cards.more && state.page === 1 ? [pageArgs(1, cards.pinned)] : [];
  const asks = [...pinned, ...numbers.map((page) => pageArgs(page))];
  const results = useQueries({
    queries: asks.map((args) => {
      const options = operationQuery(queryClient, op.key, args);
      // A numbered page keeps the rows shown while the next loads; 더 보기 keeps them anyway.
      return {
        ...options,
        enabled: isBound(args),
        ...(cards.more ? {} : { placeholderData: keepSamePlace(options.queryKey) }),
      };
    }),
  });
  const detail = useOperationDetail(def.op.key);

  // Rows of the answered pages in order, up to the first page not answered yet.
  const answered: PageResult[] = [];
  for (const result of results) {
    if (result.data === undefined) break;
    answered.push(readPage(paging, result.data));
  }
  const failed = results.find((result) => result.error && result.data === undefined);
  const complete = answered.length === results.length;
  const last = answered.at(-1);
  const rows = answered.flatMap((page) => page.items).filter((row) => cards.show?.(row) ?? true);
  const shownOfList = answered.slice(pinned.length).reduce((sum, page) => sum + page.items.length, 0);

  const update = (next: Partial<typeof state>) =>
    setSearch((current) => writeListState(current, { ...state, ...next }, listAddressOf(def)));
  return {
    def,
    cards,
    tabs,
    tab: tab?.key,
    setTab: (key: string) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (tabs && key !== tabs.default) next.set(tabs.param, key);
        else if (tabs) next.delete(tabs.param);
        next.delete('page');
        return next;
      }),
    filters: state.filters,
    filterParameter: (name: string) => queryParameter(detail.data, name),
    setFilters: (filters: Record<string, string>) => update({ page: 1, filters }),
    filtered: Object.keys(state.filters).length > 0,
    rows,
    /** Whether the rows are still coming (with 더 보기: the first page). */
    loading: !failed && (cards.more ? answered.length === 0 : !complete),
    /** A failure before the rows could be shown: the list's error state. */
    error: cards.more && answered.length > 0 ? undefined : failed?.error,
    /** A failure of a page added with 더 보기: the rows above it stay. */
    moreError: cards.more && answered.length > 0 ? failed?.error : undefined,
    retry: () => {
      for (const result of results) if (result.error) void result.refetch();
    },
    page: state.page,
    pageSize,
    total: cards.more ? undefined : last?.total,
    setPage: (page: number) => update({ page }),
    hasMore: cards.more !== undefined && complete && last !== undefined && shownOfList < (last.total ?? 0),
    loadingMore: cards.more !== undefined && !complete && !failed && answered.length > 0,
    loadMore: () => setMore({ place, pages: appended + 1 }),
  };
}

export type CardsController = ReturnType<typeof useCardsController>;

/** The tabs this person may see (a tab with a flag only with that flag). */
function useVisibleTabs(tabs: CardTabsDef | undefined): CardTabsDef | undefined {
  const flags = useFeatureFlags();
  if (!tabs) return undefined;
  return { ...tabs, tabs: tabs.tabs.filter((tab) => !tab.flag || flags.has(tab.flag)) };
}

/** The tab the address names when it is one of those shown, else the default. */
function chosenTab(tabs: CardTabsDef, requested: string | null): CardTabDef | undefined {
  return tabs.tabs.find((tab) => tab.key === requested) ?? tabs.tabs.find((tab) => tab.key === tabs.default);
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
}
