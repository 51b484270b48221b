import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRuntime, mockServer } from '@/mocks/node';
import { HEADER_POLL_MS } from '@/api/header';
import { renderHeader } from './test-render';

function countCalls(path: string, query?: string) {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === path && (!query || url.search.includes(query))) calls.push(url.search);
  };
  mockServer.events.on('request:start', listener);
  return { calls, stop: () => mockServer.events.removeListener('request:start', listener) };
}

afterEach(() => vi.useRealTimers());

describe('header polls every 30 s', () => {
  it('asks for the chat count and the newest notification once per 30 s; 99+ once the count passes 99', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const chat = countCalls('/api/v1/chats/unread-count');
    const newest = countCalls('/api/v1/notifications/list', 'size=1');
    mockRuntime.db.state.chat.unreadCount = 99;
    const view = renderHeader();
    expect(await screen.findByRole('link', { name: '채팅, 안 읽은 메시지 99' })).toBeInTheDocument();
    await waitFor(() => expect(newest.calls).toHaveLength(1));
    expect(chat.calls).toHaveLength(1);

    mockRuntime.db.state.chat.unreadCount = 100;
    await vi.advanceTimersByTimeAsync(HEADER_POLL_MS - 1_000);
    expect(chat.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(chat.calls).toHaveLength(2));
    await waitFor(() => expect(newest.calls).toHaveLength(2));
    expect(await screen.findByRole('link', { name: '채팅, 안 읽은 메시지 99+' })).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(HEADER_POLL_MS);
    await waitFor(() => expect(chat.calls).toHaveLength(3));
    await waitFor(() => expect(newest.calls).toHaveLength(3));
    view.unmount();
    chat.stop();
    newest.stop();
  });
});
