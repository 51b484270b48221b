/**
 * The post list's delete and the post form's answer switches (issue 14): a post is deleted only
 * after a confirmation; 댓글 받지 않기 and 채팅 받지 않기 reach the server.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const TITLE = '12월 휴무 안내';

function postTitled(title: string) {
  return mockRuntime.db.state.post.posts.find((post) => post.title === title);
}

describe('posts', () => {
  it('deletes a post from the list (its button names it) only after a confirmation', async () => {
    const { user } = renderRoute('/profile/101/post');
    const remove = await screen.findByRole('button', { name: `삭제: ${TITLE}` });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('삭제한 소식과 댓글은 되돌릴 수 없어요.');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(postTitled(TITLE)?.status).not.toBe('DELETED');
    expect(screen.getByRole('link', { name: TITLE })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `삭제: ${TITLE}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: TITLE })).not.toBeInTheDocument());
    expect(postTitled(TITLE) === undefined || postTitled(TITLE)?.status === 'DELETED').toBe(true);
    // The whole list renders twice with user-event's pointer steps: ~12 s alone, past 20 s on a busy 2-core run.
  });

  it('sends 댓글 받지 않기 and 채팅 받지 않기 with a new post', async () => {
    renderRoute('/profile/101/post/new');
    const title = await screen.findByLabelText('제목', { exact: true });
    fireEvent.change(title, { target: { value: '조용히 알리는 소식' } });
    fireEvent.change(screen.getByLabelText('본문', { exact: true }), { target: { value: '댓글과 채팅 없이 알려요.' } });
    fireEvent.click(screen.getByRole('switch', { name: '댓글 받지 않기' }));
    fireEvent.click(screen.getByRole('switch', { name: '채팅 받지 않기' }));
    fireEvent.click(screen.getByRole('button', { name: '만들기' }));
    await waitFor(() => expect(postTitled('조용히 알리는 소식')).toBeDefined());
    expect(postTitled('조용히 알리는 소식')).toMatchObject({ disable_comment: true, disable_chatting: true });
  });
});
