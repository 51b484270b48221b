/**
 * What a new order draws on the board (issue 42): its card, its counts and the alert; not antd's
 * Tabs that hold the lists, which drew the tabs' whole bar (each tab, its resize observers).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as Antd from 'antd';
import type { TabsProps } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { orderKeys } from '@/api/pickup-order-queries';
import { mockRuntime } from '@/mocks/node';
import { addDemoOrder } from '@/mocks/ui/new-order';
import { renderRoute } from '@/testing/render-route';

const tabsDraws = vi.hoisted(() => ({ count: 0 }));

vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof Antd>();
  /** antd's Tabs, counting its draws. */
  function CountedTabs(props: TabsProps) {
    tabsDraws.count += 1;
    return <antd.Tabs {...props} />;
  }
  return { ...antd, Tabs: CountedTabs };
});

describe('a new order on the board', () => {
  it('draws its card, not the tabs that hold the lists', async () => {
    const { queryClient } = renderRoute('/profile/101/pickup/order');
    const list = await screen.findByRole('region', { name: '신규 주문 목록' });
    await screen.findByText('연결됨 · 방금 갱신');
    const cards = within(list).getAllByRole('article').length;
    const drawsBefore = tabsDraws.count;

    addDemoOrder(mockRuntime, 101);
    await act(() => queryClient.refetchQueries({ queryKey: orderKeys.counts('101') }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(cards + 1));
    expect(screen.getByRole('tab', { name: /^신규 \d+ \(확인하지 않은 새 주문 \d+건\)$/ })).toBeInTheDocument();
    expect(tabsDraws.count).toBe(drawsBefore);
  });
});
