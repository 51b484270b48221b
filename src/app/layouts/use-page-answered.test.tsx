/**
 * The shell's navigation waits for the page's first reads, not for their retries: a list whose
 * call fails is answered (its error shows), and the merchant can still go elsewhere.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { usePageAnswered } from './use-page-answered';

function Shell({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <p>{usePageAnswered() ? '내비게이션' : '기다리는 중'}</p>
      {children}
    </>
  );
}

function FailingList() {
  // Fails, then retries every 10 s: the page shows its error meanwhile.
  useQuery({
    queryKey: ['list'],
    queryFn: () => Promise.reject(new Error('500')),
    retry: 3,
    retryDelay: 10_000,
  });
  return null;
}

function HangingList() {
  useQuery({ queryKey: ['hanging'], queryFn: () => new Promise<never>(() => undefined) });
  return null;
}

/** The shell's part that waits, over a page whose only read is `page`'s. */
function renderShellOver(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <Shell>{page}</Shell>
    </QueryClientProvider>,
  );
}

describe('usePageAnswered', () => {
  it('is answered once a read has failed, while it waits to retry', async () => {
    renderShellOver(<FailingList />);
    // Well before the 4 s limit and the 10 s retry.
    expect(await screen.findByText('내비게이션', undefined, { timeout: 1_500 })).toBeInTheDocument();
  });

  it('waits while a read has had no answer yet', async () => {
    renderShellOver(<HangingList />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('기다리는 중')).toBeInTheDocument();
  });
});
