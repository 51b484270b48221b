import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeBusinessAccountId } from '@/api/session';
import { renderRoute } from '@/testing/render-route';

describe('home redirect (spec 000 §2: explicit id, then the baId query, then the stored id)', () => {
  it('prefers the baId query over the stored account', async () => {
    storeBusinessAccountId(101);
    const { router } = renderRoute('/?baId=103');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/103/coupon'));
  });

  it('uses the stored account without a query, and the first ACTIVE one when the stored is not mine', async () => {
    storeBusinessAccountId(102);
    const stored = renderRoute('/');
    await waitFor(() => expect(stored.router.state.location.pathname).toBe('/profile/102/coupon'));
    stored.unmount();
    storeBusinessAccountId(999);
    const fallback = renderRoute('/');
    await waitFor(() => expect(fallback.router.state.location.pathname).toBe('/profile/101/coupon'));
  });
});
