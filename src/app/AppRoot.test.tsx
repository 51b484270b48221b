import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REMOTE_CONFIG_REFRESH_MS,
  remoteConfigQueryKey,
  useRemoteConfig,
  type RemoteConfig,
} from '@/api/remote-config';
import { mockServer } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

function countConfigCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/v1/parameters') calls.push(request.method);
  };
  mockServer.events.on('request:start', listener);
  return { calls, stop: () => mockServer.events.removeListener('request:start', listener) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('remote config at app start', () => {
  it('is loaded by the root route on any page, before a form asks for limits, and frozen', async () => {
    const { queryClient } = renderRoute('/notice');
    await waitFor(() => expect(queryClient.getQueryData(remoteConfigQueryKey)).toBeDefined());
    const config = queryClient.getQueryData<RemoteConfig>(remoteConfigQueryKey)!;
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.limits)).toBe(true);
  });

  it('is fetched again every hour (the served interval, 3,600,000 ms)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const counter = countConfigCalls();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, unmount } = renderHook(() => useRemoteConfig(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.refreshIntervalMs ?? REMOTE_CONFIG_REFRESH_MS).toBe(REMOTE_CONFIG_REFRESH_MS);
    expect(counter.calls).toEqual(['GET']);
    await vi.advanceTimersByTimeAsync(REMOTE_CONFIG_REFRESH_MS - 1_000);
    expect(counter.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(counter.calls).toHaveLength(2));
    unmount();
    counter.stop();
    queryClient.clear();
  });
});
