/** The order list's filters in the address, and the server filter of a tab under them (pure). */
import type { StoreOrderFilter } from '@/api/commerce-orders';
import { TAB_STATUSES, tabOf, type OrderTab } from './order-tabs';

/** The list's filters, as the address keeps them (`?tab=&q=&from=&to=&buyer=&buyerName=`). */
export interface OrderFilters {
  readonly tab: OrderTab;
  /** 주문번호, 구매자 or 받는 분 (a part of one), or a phone number, as typed. */
  readonly q: string | undefined;
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly buyer: string | undefined;
  readonly buyerName: string | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

export function filtersOf(search: URLSearchParams): OrderFilters {
  return {
    tab: tabOf(search.get('tab')),
    q: search.get('q')?.trim() || undefined,
    from: day(search.get('from')),
    to: day(search.get('to')),
    buyer: search.get('buyer') || undefined,
    buyerName: search.get('buyerName') || undefined,
  };
}

/** The server filter of a tab under the date range and buyer conditions. */
export function serverFilter(filters: OrderFilters, tab: OrderTab = filters.tab): StoreOrderFilter {
  const statuses = TAB_STATUSES[tab];
  return {
    role: 'SELLER',
    ...(statuses.length > 0 ? { statuses: [...statuses] } : {}),
    ...(filters.from ? { startDate: filters.from } : {}),
    ...(filters.to ? { endDate: filters.to } : {}),
    ...(filters.buyer ? { userId: filters.buyer } : {}),
    ...(filters.q ? { keyword: filters.q } : {}),
  };
}
