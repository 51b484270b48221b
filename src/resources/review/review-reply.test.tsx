/**
 * The owner's answer to a review: it opens for a correction with what it says now, an emptied
 * answer is refused under the field until something is typed, and the corrected answer is listed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeBusinessAccountId } from '@/api/session';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { toReview } from '@/mocks/services/customer/model';
import { renderRoute } from '@/testing/render-route';

const ACTIVE = DEMO_ACCOUNT_IDS.active;

describe('correcting a review answer', () => {
  it('starts from the answer, clears its error as the owner types, and lists the correction', async () => {
    const review = mockRuntime.db.state.customer.reviews.find(
      (row) => row.accountId === ACTIVE && row.comments.some((comment) => comment.role === 'SELLER'),
    )!;
    const own = review.comments.find((comment) => comment.role === 'SELLER')!;
    storeBusinessAccountId(ACTIVE);
    const { user } = renderRoute(`/profile/${ACTIVE}/review?commented=true&size=50`);
    const edit = await screen.findByRole('button', { name: `답글 수정: ${toReview(review).author.nickname}` });
    await user.click(edit);
    // antd names the drawer by an id that is not unique under jsdom: find it, then read its title.
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(/^사장님 답글 고치기/)).toBeInTheDocument();
    const field = await within(drawer).findByRole('textbox', { name: /답글/ });
    expect(field).toHaveValue(own.content);
    // The review itself is in the drawer: on a phone the drawer covers the list (issue 41).
    const nickname = toReview(review).author.nickname;
    const answered = within(drawer).getByRole('region', { name: `${nickname}님의 리뷰` });
    expect(answered).toHaveTextContent(review.content);

    await user.clear(field);
    await user.click(within(drawer).getByRole('button', { name: '저장' }));
    expect(await within(drawer).findAllByText('필수 항목이에요.', { exact: false })).not.toHaveLength(0);
    await user.type(field, '다시 찾아 주셔서 고마워요.');
    await waitFor(() => expect(within(drawer).queryByText('필수 항목이에요.', { exact: false })).toBeNull());

    await user.click(within(drawer).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('답글을 고쳤어요.')).toBeInTheDocument();
    expect(await screen.findByText('다시 찾아 주셔서 고마워요.')).toBeInTheDocument();
    const stored = mockRuntime.db.state.customer.reviews.find((row) => row.id === review.id)!;
    expect(stored.comments.find((comment) => comment.id === own.id)!.content).toBe('다시 찾아 주셔서 고마워요.');
  });
});
