import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeBusinessAccountId } from '@/api/session';
import { couponReissueRequests, requestCouponReissue } from '@/components/dialog/coupon-reissue-request';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { dialogTitled } from '@/testing/dialogs';
import { renderRoute } from '@/testing/render-route';

describe('the global coupon re-issue dialog', () => {
  it('opens on any page, re-issues a stopped coupon and says so', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    const stopped = mockRuntime.db.state.coupon.boxes.find(
      (box) => box.business_account_id === DEMO_ACCOUNT_IDS.active && box.status === 'INACTIVE' && !box.deleted,
    )!;
    let reissued = false;
    const { user } = renderRoute('/notice');
    await screen.findByRole('heading', { name: '공지사항' });

    act(() => requestCouponReissue({ couponId: stopped.id, onReissued: () => (reissued = true) }));
    const dialog = await dialogTitled('쿠폰을 재발행할까요?');
    expect(within(dialog).getByText('재발행하면 고객이 쿠폰을 다시 받고 사용할 수 있어요.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '재발행' }));

    expect(await screen.findByText('쿠폰을 재발행했어요.')).toBeTruthy();
    // The dialog closes (antd keeps the hidden modal in the DOM while its close motion runs).
    await waitFor(() => expect(couponReissueRequests.current()).toBeNull());
    expect(mockRuntime.db.state.coupon.boxes.find((box) => box.id === stopped.id)?.status).toBe('ACTIVE');
    expect(reissued).toBe(true);
  });

  it('keeps the dialog open with the error and 다시 시도 when the change fails', async () => {
    storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
    mockRuntime.faults.add({ operation: 'coupon.updateCouponBoxStatus', status: 500, times: 1 });
    const { user } = renderRoute('/notice');
    await screen.findByRole('heading', { name: '공지사항' });
    act(() => requestCouponReissue({ couponId: 1 }));
    const dialog = await dialogTitled('쿠폰을 재발행할까요?');
    await user.click(within(dialog).getByRole('button', { name: '재발행' }));
    expect(await within(dialog).findByText('다시 시도')).toBeTruthy();
    expect(within(dialog).getByRole('alert')).toBeTruthy();
  });

  // The test above ends with its dialog open; with modules shared across a worker's files
  // (isolate: false) it opened on the next file's first screen (tests/setup/dom.ts closes it).
  it('does not carry an open dialog into the next test', () => {
    expect(couponReissueRequests.current()).toBeNull();
  });
});
