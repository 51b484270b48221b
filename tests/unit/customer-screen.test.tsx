/**
 * The customer page (issue 14): the customer's comments keep their page in the address; in the memo
 * (engine inline field) what is typed survives anything that remounts the detail view (a refetch
 * that fails and comes back, the whole route drawn again), its limit comes from remote config and
 * the counter never cuts text over it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockRuntime, mockServer } from '@/mocks/node';
import { dialogTitled } from '@/testing/dialogs';
import { renderRoute } from '@/testing/render-route';

function customerPage() {
  const relation = mockRuntime.db.state.customer.relations.find(
    (candidate) => candidate.accountId === 101 && candidate.followStatus === 'FOLLOWING',
  )!;
  return `/profile/101/customer/${relation.customerId}`;
}

const memoSaves = () =>
  mockRuntime.faults.calls().filter((call) => call.operation === 'customer.updateCustomerMemo').length;

async function memoField() {
  return screen.findByLabelText<HTMLTextAreaElement>('메모', { selector: 'textarea' });
}

afterEach(() => {
  mockRuntime.db.state.config.limitOverrides = {};
  mockRuntime.faults.clear();
});

describe('the customer’s comments', () => {
  it('keep their page in the address: opened on page 2, and back to page 1 leaves it out', async () => {
    // 5001 leaves 12 comments on 101's posts (the seed has a few): two pages of 10.
    const comments = mockRuntime.db.state.post.comments;
    const theirs = comments.filter((row) => row.author.type === 'USER' && row.author.id === 5001);
    for (let index = theirs.length; index < 12; index += 1)
      comments.push({ ...theirs[0]!, id: 900_000 + index, content: `사장님 ${index}번째 댓글이에요.` });
    const { router } = renderRoute('/profile/101/customer/5001?listCustomerCommentsPage=2');
    const table = await screen.findByRole('table', { name: '고객이 남긴 댓글' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(2));
    // Each comment is shown whole (wrapped), not cut to one line.
    expect(table.querySelectorAll('tbody .cell-ellipsis')).toHaveLength(0);
    expect(table.querySelectorAll('tbody p.pre-wrap')).toHaveLength(2);
    fireEvent.click(screen.getByTitle('1'));
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(10));
    expect(router.state.location.search).toBe('');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe('?listCustomerCommentsPage=2'));
  });
});

describe('customer memo', () => {
  it('keeps what was typed when the profile fails to load again, and after it comes back', async () => {
    const { queryClient } = renderRoute(customerPage());
    const memo = await memoField();
    fireEvent.change(memo, { target: { value: '포장은 종이봉투로 해 드리기' } });

    mockRuntime.faults.add({ operation: 'customer.getCustomerProfile', status: 500 });
    await queryClient.invalidateQueries();
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect((await memoField()).value).toBe('포장은 종이봉투로 해 드리기');

    mockRuntime.faults.clear();
    fireEvent.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull());
    expect((await memoField()).value).toBe('포장은 종이봉투로 해 드리기');
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '메모 저장' })).toBeDisabled());
  });

  it('keeps the draft of this customer through a remount of the page, until it is cancelled', async () => {
    const first = renderRoute(customerPage());
    const saved = (await memoField()).value;
    fireEvent.change(await memoField(), { target: { value: '금요일 오후에 원두 예약' } });
    first.unmount();

    const second = renderRoute(customerPage());
    expect((await memoField()).value).toBe('금요일 오후에 원두 예약');
    expect(screen.getByRole('button', { name: '메모 저장' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('메모').value).toBe(saved));
    second.unmount();

    renderRoute(customerPage());
    expect((await memoField()).value).toBe(saved);
  });

  it('asks before leaving with an unsaved memo; leaving gives the draft up', async () => {
    const page = customerPage();
    const { router } = renderRoute(page);
    const saved = (await memoField()).value;
    fireEvent.change(await memoField(), { target: { value: '다음 주에 전화 드리기' } });
    fireEvent.click(screen.getByRole('link', { name: /목록으로/ }));
    const question = '저장하지 않은 내용이 있어요. 페이지를 나갈까요?';
    fireEvent.click(within(await dialogTitled(question)).getByRole('button', { name: '계속 작성' }));
    expect(router.state.location.pathname).toBe(page);
    expect((await memoField()).value).toBe('다음 주에 전화 드리기');
    fireEvent.click(screen.getByRole('link', { name: /목록으로/ }));
    fireEvent.click(within(await dialogTitled(question)).getByRole('button', { name: '나가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/101/follower'));
    await router.navigate(page);
    await waitFor(async () => expect((await memoField()).value).toBe(saved));
  });

  it('shows a server refusal of the memo on the field and keeps the text', async () => {
    mockServer.use(
      http.put(/\/api\/v1\/business_accounts\/user_profiles\/\d+\/memo$/, () =>
        HttpResponse.json(
          {
            status: 400,
            message: '입력한 내용을 확인해 주세요.',
            errors: [{ field: 'memo', reason: '메모에 쓸 수 없는 단어가 있어요.' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderRoute(customerPage());
    const memo = await memoField();
    fireEvent.change(memo, { target: { value: '전화번호 010-0000-0000' } });
    fireEvent.click(screen.getByRole('button', { name: '메모 저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('메모에 쓸 수 없는 단어가 있어요.');
    expect(memo).toHaveAttribute('aria-invalid', 'true');
    expect((await memoField()).value).toBe('전화번호 010-0000-0000');
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
  });

  it('takes its limit from remote config and shows text over it uncut, refusing the save without a call', async () => {
    mockRuntime.db.state.config.limitOverrides = { customerMemo: { maxLength: 5 } };
    renderRoute(customerPage());
    const memo = await memoField();
    await waitFor(() => expect(screen.getByText(/\/ 5$/)).toBeInTheDocument());
    fireEvent.change(memo, { target: { value: '여섯 글자 넘는 메모' } });
    expect(memo.value).toBe('여섯 글자 넘는 메모');
    const before = memoSaves();
    fireEvent.click(screen.getByRole('button', { name: '메모 저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('5자까지 입력할 수 있어요.');
    expect(memoSaves()).toBe(before);
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
  });
});
