/**
 * The business post form (issue 14, /post/new): the limits of remote config reach it — the title's
 * length, the body's and the number of photos (a business post is the editor's social kind); a new
 * post starts from the template of the business's category (pre_post).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { prePostOf } from '@/mocks/services/post/templates';
import { renderRoute } from '@/testing/render-route';

afterEach(() => {
  mockRuntime.db.state.config.limitOverrides = {};
  mockRuntime.faults.clear();
});

async function openForm() {
  renderRoute('/profile/101/post/new');
  await screen.findByRole('heading', { level: 1, name: '새 소식' }, { timeout: 10_000 });
  return screen.findByLabelText('제목', { exact: true }, { timeout: 10_000 });
}

describe('post form', () => {
  it('takes the title, body and photo limits from remote config', async () => {
    mockRuntime.db.state.config.limitOverrides = {
      postTitle: { maxLength: 12 },
      postContent: { maxLength: 500 },
      editorImagesSocial: { maxItems: 3 },
    };
    await openForm();
    await waitFor(() => expect(screen.getByTestId('root_picture_ids-count')).toHaveTextContent('0/3'));
    expect(screen.getByText(/\/ ?12$/)).toBeInTheDocument();
    expect(screen.getByText(/\/ ?500$/)).toBeInTheDocument();
  });

  it('uses the spec’s limits without an override (title 30, body 3000, 10 photos)', async () => {
    await openForm();
    await waitFor(() => expect(screen.getByTestId('root_picture_ids-count')).toHaveTextContent('0/10'));
    expect(screen.getByText(/\/ ?30$/)).toBeInTheDocument();
    expect(screen.getByText(/\/ ?3,?000$/)).toBeInTheDocument();
  });

  it('starts from the template of the business’s category (pre_post)', async () => {
    const account = mockRuntime.db.state.businessAccount.accounts.find((candidate) => candidate.id === 101)!;
    // A bakery (113) has a template with texts: 오늘 마감 할인해요.
    account.categoryId = 113;
    const template = prePostOf(113);
    expect(template.title).not.toBe('');
    const title = await openForm();
    await waitFor(() => expect(title).toHaveValue(template.title));
    expect(screen.getByLabelText('본문', { exact: true })).toHaveValue(template.content);
  });

  it('offers 다시 시도 when the template cannot be read, never a wrong start', async () => {
    mockRuntime.faults.add({ operation: 'post.getPrePost', status: 500 });
    renderRoute('/profile/101/post/new');
    const retry = await screen.findByRole('button', { name: '다시 시도' }, { timeout: 10_000 });
    expect(screen.queryByLabelText('제목', { exact: true })).toBeNull();
    mockRuntime.faults.clear();
    retry.click();
    await screen.findByLabelText('제목', { exact: true }, { timeout: 10_000 });
  });
});
