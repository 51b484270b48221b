/**
 * A card on a board left open all day: the shared clock ticks every 15 s, the card draws again only
 * when what it shows of it changes (its minute, its colour), and then only what moves with the
 * clock is computed again (the order time in KST is formatted once per order; the lines, amounts
 * and buttons are not drawn again).
 */
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Format from '@/lib/format';
import { mockRuntime } from '@/mocks/node';
import { toPickupOrder } from '@/mocks/services/pickup/model-orders';
import { addDemoOrder } from '@/mocks/ui/new-order';
import { OrderCard } from './OrderCard';
import type { PickupOrder } from './order-rules';
import { CLOCK_MS } from './use-clock';

const formatted: string[] = [];
/** Amounts formatted: the card's body (lines, amounts, buttons) drawn. */
let wonCalls = 0;

vi.mock('@/lib/format', async (importOriginal) => {
  const original = await importOriginal<typeof Format>();
  return {
    ...original,
    formatDateTime: (iso: string) => {
      formatted.push(iso);
      return original.formatDateTime(iso);
    },
    formatWon: (amount: number) => {
      wonCalls += 1;
      return original.formatWon(amount);
    },
  };
});

const ORDERED_AT = '2026-11-27T12:00:00+09:00';

/** A waiting order as the demo's generator makes it, ordered at ORDERED_AT. */
function waitingOrder(): PickupOrder {
  const store = mockRuntime.db.state.pickup.stores['101']!;
  addDemoOrder(mockRuntime, 101, new Date(ORDERED_AT));
  return { ...toPickupOrder(store, store.orders.at(-1)!, new Date(ORDERED_AT)), orderedAt: ORDERED_AT };
}

describe('order card on a long day', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:01:30+09:00') });
    formatted.length = 0;
    wonCalls = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('moves its elapsed time with the clock and formats the order time once', () => {
    render(<OrderCard order={waitingOrder()} isNew={false} busy={undefined} onAction={() => {}} onOpen={() => {}} />);
    expect(screen.getByText(/1분 전 주문/)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4 * CLOCK_MS);
    });
    expect(screen.getByText(/2분 전 주문/)).toBeInTheDocument();
    expect(screen.getByText(/2026\.11\.27 12:00/)).toBeInTheDocument();
    expect(formatted.filter((iso) => iso === ORDERED_AT)).toHaveLength(1);
  });

  it('draws only its ageing colour and times on a tick, not its lines, amounts and buttons', () => {
    render(<OrderCard order={waitingOrder()} isNew={false} busy={undefined} onAction={() => {}} onOpen={() => {}} />);
    const drawnOnce = wonCalls;
    expect(drawnOnce).toBeGreaterThan(0);
    act(() => {
      vi.advanceTimersByTime(CLOCK_MS);
    });
    expect(screen.getByText(/1분 전 주문/)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3 * CLOCK_MS);
    });
    expect(screen.getByText(/2분 전 주문/)).toBeInTheDocument();
    expect(wonCalls).toBe(drawnOnce);
  });

  it('draws nothing on a tick that moves neither its minute nor its colour', () => {
    let commits = 0;
    render(
      <Profiler id="card" onRender={() => (commits += 1)}>
        <OrderCard order={waitingOrder()} isNew={false} busy={undefined} onAction={() => {}} onOpen={() => {}} />
      </Profiler>,
    );
    const afterFirstDraw = commits;
    // 12:01:30 → 12:01:45: still "1분 전 주문", still in time.
    act(() => {
      vi.advanceTimersByTime(CLOCK_MS);
    });
    expect(screen.getByText(/1분 전 주문/)).toBeInTheDocument();
    expect(commits).toBe(afterFirstDraw);
    // → 12:02:00: a minute passed, the card draws once.
    act(() => {
      vi.advanceTimersByTime(CLOCK_MS);
    });
    expect(screen.getByText(/2분 전 주문/)).toBeInTheDocument();
    expect(commits).toBe(afterFirstDraw + 1);
  });
});
