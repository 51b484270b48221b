/**
 * 일괄 접수 (issue 24): at most four accepts on their way at once, each naming the account the list
 * was shown for (not the one the address or storage says when it is sent), and one refresh of the
 * list when all have answered.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CurrentAccountProvider } from '@/api/current-account';
import { headerNames } from '@/api/middleware';
import { storeBusinessAccountId } from '@/api/session';
import { mockRuntime, mockServer } from '@/mocks/node';
import { useBulkAccept, useOrderList } from './use-orders';

function watchGraphql(): { operation: string; account: string | null; at: number }[] {
  const seen: { operation: string; account: string | null; at: number }[] = [];
  mockServer.use(
    http.post(/graphql/, async ({ request }) => {
      const body = (await request.clone().json()) as { query?: string };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? '';
      seen.push({ operation, account: request.headers.get(headerNames.accountId), at: performance.now() });
    }),
  );
  return seen;
}

describe('일괄 접수', () => {
  it('sends four at a time for the shown account and refreshes the list once', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <CurrentAccountProvider account="101">{children}</CurrentAccountProvider>
      </QueryClientProvider>
    );
    const filters = {
      tab: 'new',
      q: undefined,
      from: undefined,
      to: undefined,
      buyer: undefined,
      buyerName: undefined,
    } as const;
    const { result } = renderHook(() => ({ list: useOrderList(filters), acceptAll: useBulkAccept() }), { wrapper });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const ids = result.current.list.data!.pages.flatMap((page) => page.nodes.map((node) => node.id));
    expect(ids.length).toBeGreaterThan(4);

    // Another account is the remembered one by the time the accepts are sent.
    storeBusinessAccountId(102);
    const seen = watchGraphql();
    mockRuntime.faults.add({ operation: 'commerce.AcceptOrder', latencyMs: 150 });
    let results: PromiseSettledResult<unknown>[] = [];
    await act(async () => {
      results = await result.current.acceptAll(ids);
    });
    mockRuntime.faults.clear();
    expect(results.every((each) => each.status === 'fulfilled')).toBe(true);

    const accepts = seen.filter((call) => call.operation === 'AcceptOrder');
    expect(accepts).toHaveLength(ids.length);
    expect(accepts.every((call) => call.account === '101')).toBe(true);
    // The fifth waits for one of the first four to answer.
    expect(accepts[4]!.at - accepts[0]!.at).toBeGreaterThanOrEqual(100);
    await waitFor(() => expect(seen.filter((call) => call.operation === 'OrdersByStoreCursor')).toHaveLength(1));
  });
});
