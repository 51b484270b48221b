import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderPage } from '../test-utils';
import { targetOrigin } from './send-to-app';

// jsdom's File does not survive the multipart body to the mock backend, so the upload call itself
// is replaced here (ids as the image service hands them out).
vi.mock('@/api/images', () => {
  let nextId = 500;
  return {
    uploadImage: vi.fn(() => {
      nextId += 1;
      return Promise.resolve({ id: nextId, url: `https://images.example/${nextId}.png` });
    }),
  };
});

function photo(name: string) {
  return new File(['png'], name, { type: 'image/png' });
}

afterEach(() => vi.restoreAllMocks());

describe('post editor', () => {
  it.each([
    ['/editor', '0/10'],
    ['/editor?type=social', '0/10'],
    ['/editor?type=blog', '0/20'],
  ])('%s allows %s photos', async (path, count) => {
    renderPage(path);
    await waitFor(() => expect(screen.getByTestId('image-count')).toHaveTextContent(count));
  });

  it('takes the limits from remote config', async () => {
    mockRuntime.db.state.config.limitOverrides = { editorImagesBlog: { maxItems: 3 }, postTitle: { maxLength: 12 } };
    renderPage('/editor?type=blog');
    await waitFor(() => expect(screen.getByTestId('image-count')).toHaveTextContent('0/3'));
    expect(screen.getByText('0/12')).toBeInTheDocument();
  });

  it('shows Korean messages and keeps what was typed', async () => {
    const post = vi.spyOn(window, 'postMessage');
    const { user } = renderPage('/editor');
    const title = await screen.findByLabelText('제목');
    await user.click(screen.getByRole('button', { name: '완료' }));
    expect(await screen.findByText('제목을 적어 주세요.')).toBeInTheDocument();
    expect(screen.getByText('본문을 적어 주세요.')).toBeInTheDocument();

    await user.type(title, '가');
    await user.type(screen.getByLabelText('본문'), '짧은');
    expect(screen.getByText('제목은 2자 이상 적어 주세요.')).toBeInTheDocument();
    expect(screen.getByText('본문은 4자 이상 적어 주세요.')).toBeInTheDocument();
    expect(screen.getByText('2/3000')).toBeInTheDocument();

    await user.type(title, '나'.repeat(30));
    expect(screen.getByText('제목은 30자까지 적을 수 있어요.')).toBeInTheDocument();
    expect(screen.getByText('31/30')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(title).toHaveValue(`가${'나'.repeat(30)}`);
  });

  it('never submits on Enter while the IME is composing', async () => {
    const post = vi.spyOn(window, 'postMessage');
    const { user } = renderPage('/editor');
    const title = await screen.findByLabelText('제목');
    await user.type(title, '동네 소식');
    await user.type(screen.getByLabelText('본문'), '오늘 새 메뉴가 나왔어요.');
    const notCancelled = fireEvent.keyDown(title, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(notCancelled).toBe(false);
    expect(post).not.toHaveBeenCalled();
    await user.type(title, '{Enter}');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('uploads photos up to the limit, removes them and posts the result to the app', async () => {
    mockRuntime.db.state.config.limitOverrides = { editorImagesSocial: { maxItems: 2 } };
    const post = vi.spyOn(window, 'postMessage');
    const { user } = renderPage('/editor?type=social');
    await waitFor(() => expect(screen.getByTestId('image-count')).toHaveTextContent('0/2'));
    await user.upload(screen.getByLabelText('사진 추가'), [photo('a.png'), photo('b.png'), photo('c.png')]);
    await waitFor(() => expect(screen.getByTestId('image-count')).toHaveTextContent('2/2'));
    expect(screen.queryByRole('button', { name: /사진 추가/ })).not.toBeInTheDocument();
    const ids = screen
      .getAllByRole('img', { name: /올린 사진/ })
      .map((img) => Number(/(\d+)\.png$/.exec(img.getAttribute('src')!)![1]));
    expect(ids).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '사진 1 빼기' }));
    expect(screen.getByTestId('image-count')).toHaveTextContent('1/2');
    expect(screen.getAllByRole('img', { name: /올린 사진/ })).toHaveLength(1);

    await user.type(screen.getByLabelText('제목'), '새 메뉴');
    await user.type(screen.getByLabelText('본문'), '딸기 라테가 나왔어요.');
    await user.click(screen.getByRole('button', { name: '완료' }));
    expect(post).toHaveBeenCalledWith(
      {
        type: 'dongne-editor:done',
        title: '새 메뉴',
        content: '딸기 라테가 나왔어요.',
        imageIds: expect.any(Array) as unknown,
      },
      '*',
    );
    const sent = post.mock.calls[0]![0] as { imageIds: number[] };
    expect(sent.imageIds).toEqual([ids[1]]);
    expect(await screen.findByText('글을 앱으로 보냈어요. 이 화면을 닫아도 돼요.')).toBeInTheDocument();
  });
});

describe('targetOrigin', () => {
  it('addresses the referrer origin, else any origin (demo only)', () => {
    expect(targetOrigin('https://app.dongnemarket.com/webview/post?x=1')).toBe('https://app.dongnemarket.com');
    expect(targetOrigin('')).toBe('*');
    expect(targetOrigin('not a url')).toBe('*');
  });
});
