/**
 * The post's store products (`product_ids`, at most 10 from remote config): picked from the
 * account's commerce store, among the products on sale, searched by name on the server as the
 * merchant types (300 ms quiet). An account without a store is told where a store starts instead
 * of an error. A chosen product keeps the name it was chosen by while other searches are shown; one
 * attached before this visit and not among the products found is named by its number.
 */
import { useQuery } from '@tanstack/react-query';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ProductsByStoreDocument } from '@/api/commerce/catalog';
import { useCurrentAccount } from '@/api/current-account';
import { graphqlErrorCode, graphqlQuery } from '@/api/graphql/request';
import { ErrorState } from '@/components/feedback/ErrorState';
import { paths } from '@/config/paths';
import { formatWon } from '@/lib/format';
import { messages } from '@/lib/messages';
import { keepSamePlace } from '@/api/data/queries';

/** How many products on sale one search shows. */
const PAGE_SIZE = 30;
const SEARCH_QUIET_MS = 300;

export interface StoreProductOption {
  readonly value: number;
  readonly label: string;
}

interface ProductLike {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  readonly salePrice?: number | null;
}

/** "수제 딸기잼 · 9,000원": what a merchant recognises a product by. */
export function storeProductOption(product: ProductLike): StoreProductOption {
  const price = product.salePrice ?? product.price;
  return { value: Number(product.id), label: `${product.name} · ${formatWon(price)}` };
}

/**
 * The options to show: the search's answer, then the chosen products outside it under the name they
 * were seen by (`seen`), or their number when this visit never saw them (attached before).
 */
export function withChosen(
  options: readonly StoreProductOption[],
  chosen: readonly number[],
  seen: ReadonlyMap<number, string> = new Map(),
): StoreProductOption[] {
  const shown = new Set(options.map((option) => option.value));
  const missing = chosen.filter((id) => !shown.has(id));
  return [...options, ...missing.map((id) => ({ value: id, label: seen.get(id) ?? `상품 ${id}번` }))];
}

function useQuiet(value: string, ms: number): string {
  const [quiet, setQuiet] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setQuiet(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return quiet;
}

export function StoreProductsWidget({
  id,
  value,
  onChange,
  onBlur,
  schema,
  disabled,
  readonly,
  rawErrors,
}: WidgetProps) {
  const account = useCurrentAccount();
  const [search, setSearch] = useState('');
  const query = useQuiet(search.trim(), SEARCH_QUIET_MS);
  const productsQuery = graphqlQuery(
    ProductsByStoreDocument,
    { baId: account ?? '', statuses: ['ACTIVE'], page: 1, size: PAGE_SIZE, ...(query ? { query } : {}) },
    account,
    (data) => data.productsByStore.items.map(storeProductOption),
  );
  const products = useQuery({
    ...productsQuery,
    enabled: account !== undefined,
    // Another search's products stand in while typing; another account's never do.
    placeholderData: keepSamePlace(productsQuery.queryKey),
  });
  const chosen = ((value as unknown[] | undefined) ?? []).filter((item): item is number => typeof item === 'number');
  // Every product name this visit has seen, so a choice keeps its name under a later search.
  const [seen] = useState(() => new Map<number, string>());
  for (const option of products.data ?? []) seen.set(option.value, option.label);
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : undefined;

  if (products.isError && graphqlErrorCode(products.error) === 'NOT_FOUND') {
    return (
      <Typography.Text type="secondary" id={id}>
        스토어가 없어서 붙일 상품이 없어요.{' '}
        <Link to={paths.commerceCatalog.store.href({ baId: account ?? '' })}>스토어 열기</Link>
      </Typography.Text>
    );
  }
  if (products.isError) return <ErrorState compact error={products.error} onRetry={() => void products.refetch()} />;

  return (
    <>
      <Select<number[]>
        id={id}
        mode="multiple"
        value={chosen}
        onChange={(next) => onChange(next)}
        onBlur={() => onBlur(id, value)}
        options={withChosen(products.data ?? [], chosen, seen)}
        loading={products.isFetching}
        {...(max !== undefined ? { maxCount: max } : {})}
        // The server searches (by name); the options shown are its answer.
        showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search, autoClearSearchValue: true }}
        disabled={disabled || readonly}
        status={rawErrors?.length ? 'error' : undefined}
        notFoundContent={products.isFetching ? messages.common.loading : '판매 중인 상품이 없어요.'}
        placeholder="판매 중인 상품을 검색해서 골라 주세요"
        style={{ width: '100%' }}
        aria-describedby={ariaDescribedByIds(id)}
      />
      {max !== undefined ? (
        <div className="muted" aria-live="polite">
          {chosen.length}/{max}
        </div>
      ) : null}
    </>
  );
}
