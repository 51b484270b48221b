/**
 * The business post form (issue 14, /post/new): the limits of remote config reach it — the title's
 * length, the body's and the number of photos (a business post is the editor's social kind).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

afterEach(() => {
  mockRuntime.db.state.config.limitOverrides = {};
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
});
