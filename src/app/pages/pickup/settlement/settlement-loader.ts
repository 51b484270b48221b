/** The settlement route's loader: it reads the address and starts the page's queries with its code. */
import type { QueryClient } from '@tanstack/react-query';
import { startEarly } from '@/api/early-query';
import {
  depositOrdersQuery,
  depositQuery,
  depositsQuery,
  depositSummaryQuery,
  reportQuery,
} from '@/api/pickup-settlement-queries';
import { depositPeriodOf } from '@/lib/deposit-period';
import { kstToday } from '@/lib/format';
import { monthOf } from '../../settlement/amounts';

type Account = string | undefined;

/** The route's loader: the report, the summary and the deposits (and an open deposit) go out with the code. */
export function prefetchSettlement(queryClient: QueryClient, account: Account, url: string): null {
  const search = new URL(url).searchParams;
  const { year, month } = monthOf(search.get('month'), kstToday());
  const period = depositPeriodOf(search.get('from'), search.get('to'), kstToday());
  startEarly(queryClient, reportQuery(queryClient, account, year, month));
  startEarly(queryClient, depositSummaryQuery(queryClient, account, period));
  startEarly(queryClient, depositsQuery(queryClient, account, period, pageOf(search.get('page'))));
  const deposit = search.get('deposit');
  if (deposit) {
    startEarly(queryClient, depositQuery(queryClient, account, deposit));
    startEarly(queryClient, depositOrdersQuery(account, deposit));
  }
  return null;
}

/** `?page=` (1-based in the address) as the API's 0-based page. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}
