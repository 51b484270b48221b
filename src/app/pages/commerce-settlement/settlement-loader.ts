/** The settlement routes' loaders: they read the address and start the pages' queries with their code. */
import type { QueryClient } from '@tanstack/react-query';
import {
  depositQuery,
  depositsQuery,
  linesQuery,
  rangeSummaryQuery,
  reportQuery,
} from '@/api/commerce-settlement-queries';
import { startEarly } from '@/api/early-query';
import { depositPeriodOf } from '@/lib/deposit-period';
import { kstToday } from '@/lib/format';
import { monthOf } from '../settlement/amounts';

type Account = string | undefined;

/** The list page's loader: this month's report, the deposits and their summary. */
export function prefetchSettlement(queryClient: QueryClient, account: Account, request: Request): null {
  const search = new URL(request.url).searchParams;
  const today = kstToday();
  const { year, month } = monthOf(search.get('month'), today);
  const { startDate: from, endDate: to } = depositPeriodOf(search.get('from'), search.get('to'), today);
  const page = Math.max(Number(search.get('page') ?? '1') - 1, 0) || 0;
  startEarly(queryClient, reportQuery(queryClient, account, year, month));
  startEarly(queryClient, depositsQuery(queryClient, account, from, to, page));
  startEarly(queryClient, rangeSummaryQuery(queryClient, account, from, to));
  return null;
}

export function prefetchDeposit(queryClient: QueryClient, account: Account, depositDocId: string | undefined): null {
  if (!depositDocId) return null;
  startEarly(queryClient, depositQuery(queryClient, account, depositDocId));
  startEarly(queryClient, linesQuery(queryClient, account, depositDocId, 0));
  return null;
}
