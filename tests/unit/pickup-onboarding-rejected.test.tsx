/** A rejected setup step (issue 23): it says which field was rejected and why, and goes again only once that field changed. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

// 102 has the 가게 정보 step rejected for its blurry 영업신고증 photo.
const SETUP = '/profile/102/pickup/setup?step=store';
const storeInfo = () => mockRuntime.db.state.pickup.stores['102']!.onboarding.storeInfo;

describe('a rejected pickup setup step', () => {
  it('names the rejected field under it and on the resend button, which waits for a new photo', async () => {
    renderRoute(SETUP);
    const sentence = '반려된 영업신고증 사진을 바꿔야 다시 검수를 요청할 수 있어요.';
    // Text queries: role queries over the whole shell are slow on a busy machine.
    const label = await screen.findByText(sentence, { selector: 'button span' });
    expect(label.closest('button')).toBeDisabled();
    expect(screen.getAllByText(`반려 사유: 영업신고증 사진을 확인할 수 없어요. ${sentence}`).length).toBeGreaterThan(0);
    // The address is required for inspection: no "입력 안 함" for it.
    expect(screen.queryByText('입력 안 함')).not.toBeInTheDocument();
    expect(storeInfo().status).toBe('REJECTED');
  });
});
