import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDrifts, clearDrifts } from '@/api/drift/drift-store';
import { DriftBadge } from './DriftBadge';

const drift = {
  operation: 'coupon.listCouponBoxes',
  status: 200,
  pointer: '/data/items/0/name',
  expected: 'string',
  received: 'integer',
};

beforeEach(() => {
  clearDrifts();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the API 불일치 badge (alpha on the real backend)', () => {
  it('draws nothing while every answer matches, then the count, and opens the list to copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { container } = render(<DriftBadge />);
    expect(container).toBeEmptyDOMElement();

    act(() => void addDrifts([drift, { ...drift, pointer: '/data/items/3/name' }]));
    await user.click(screen.getByRole('button', { name: /API 불일치 1/ }));

    const list = await screen.findByRole('list', { name: 'API 불일치' });
    expect(within(list).getByText('/data/items/0/name')).toBeInTheDocument();
    expect(within(list).getByText(/기대: string · 받음: integer/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /복사/ }));
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining('- coupon.listCouponBoxes 200 /data/items/0/name: expected string, received integer'),
    );
  });
});
