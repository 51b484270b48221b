/**
 * The business post form (issue 14, /post/new): the limits of remote config reach it — the title's
 * length, the body's and the number of photos (a business post is the editor's social kind); a new
 * post starts from the template of the business's category (pre_post).
 */
import { fireEvent, screen, within, waitFor } from '@testing-library/react';
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
  await screen.findByRole('heading', { level: 1, name: '새 소식' });
  return screen.findByLabelText('제목', { exact: true });
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
    // Account 101 is a cafe: its template fills the body, and every body counter counts to 500.
    expect(screen.getAllByText(/\/ ?500$/).length).toBeGreaterThan(0);
  });

  it('uses the spec’s limits without an override (title 30, body 3000, 10 photos)', async () => {
    await openForm();
    await waitFor(() => expect(screen.getByTestId('root_picture_ids-count')).toHaveTextContent('0/10'));
    expect(screen.getByText(/\/ ?30$/)).toBeInTheDocument();
    expect(screen.getByText(/\/ ?3,?000$/)).toBeInTheDocument();
  });

  it('starts from the template of the business’s category (pre_post)', async () => {
    const account = mockRuntime.db.state.businessAccount.accounts.find((candidate) => candidate.id === 101)!;
    // A bakery (1003) has a template with texts: 오늘 마감 할인해요.
    account.categoryId = 1003;
    const template = prePostOf(1003);
    expect(template.title).not.toBe('');
    const title = await openForm();
    await waitFor(() => expect(title).toHaveValue(template.title));
    expect(screen.getByLabelText('본문', { exact: true })).toHaveValue(template.content);
  });

  it('offers 다시 시도 when the template cannot be read, never a wrong start', async () => {
    mockRuntime.faults.add({ operation: 'post.getPrePost', status: 500 });
    renderRoute('/profile/101/post/new');
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect(screen.queryByLabelText('제목', { exact: true })).toBeNull();
    mockRuntime.faults.clear();
    retry.click();
    await screen.findByLabelText('제목', { exact: true });
  });

  it('attaches store products on sale, at most as many as remote config allows, and sends their ids', async () => {
    mockRuntime.db.state.config.limitOverrides = { attachableProducts: { maxItems: 2 } };
    const view = renderRoute('/profile/101/post/new');
    const title = await screen.findByLabelText('제목', { exact: true });
    const picker = await screen.findByRole('combobox', { name: '스토어 상품' });
    expect(screen.getByText('0/2')).toBeInTheDocument();
    const { user } = view;
    await user.click(picker);
    // antd draws the visible options apart from the accessible list: press the ones a merchant sees.
    const option = (title: string) => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
    await waitFor(() => expect(option('드립백 10개입 선물 세트 · 15,000원')).not.toBeNull());
    await user.click(option('드립백 10개입 선물 세트 · 15,000원')!);
    // Searched by name on the server: an older product, beyond the first answer, is found.
    expect(option('망원 하우스 블렌드 원두 200g · 12,600원')).toBeNull();
    await user.type(picker, '원두');
    await waitFor(() => expect(option('망원 하우스 블렌드 원두 200g · 12,600원')).not.toBeNull());
    expect(option('동네커피 로고 머그컵 · 16,000원')).toBeNull();
    await user.click(option('망원 하우스 블렌드 원두 200g · 12,600원')!);
    await waitFor(() => expect(screen.getByText('2/2')).toBeInTheDocument());
    // The limit reached, the other products cannot be chosen.
    const others = [...document.querySelectorAll('.ant-select-item-option:not(.ant-select-item-option-selected)')];
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other).toHaveClass('ant-select-item-option-disabled');

    fireEvent.change(title, { target: { value: '원두 새로 들어왔어요' } });
    fireEvent.change(screen.getByLabelText('본문', { exact: true }), {
      target: { value: '이번 주 새로 볶은 원두예요.' },
    });
    fireEvent.click(screen.getByRole('button', { name: '만들기' }));
    await waitFor(() =>
      expect(
        mockRuntime.db.state.post.posts.find((post) => post.title === '원두 새로 들어왔어요')?.product_ids,
      ).toEqual([productId('드립백 10개입 선물 세트'), productId('망원 하우스 블렌드 원두 200g')]),
    );
  });

  it('tells an account without a store where a store starts, instead of an error', async () => {
    renderRoute('/profile/102/post/new');
    const notice = await screen.findByText(/스토어가 없어서 붙일 상품이 없어요/);
    // The form's own link (the side navigation has one too).
    const form = notice.closest('form') ?? screen.getByRole('main');
    expect(within(form as HTMLElement).getByRole('link', { name: '스토어 열기' })).toHaveAttribute(
      'href',
      '/profile/102/store',
    );
  });
});

/** A store product's id as a post stores it (the store's ids are strings of digits). */
function productId(name: string): number {
  return Number(mockRuntime.db.state.commerce.products.find((product) => product.name === name)!.id);
}

// Issue 40's careless pass: a vote saved without a deadline stayed 진행 중 with no word.
describe('vote form', () => {
  it('says under 투표 마감 일시 what a vote without one does', async () => {
    renderRoute('/profile/101/post/new/vote');
    const deadline = await screen.findByLabelText('투표 마감 일시');
    const field = deadline.closest<HTMLElement>('.ant-form-item')!;
    expect(field).toHaveTextContent('비워 두면 마감 없이 계속 진행 중이에요.');
  });
});
