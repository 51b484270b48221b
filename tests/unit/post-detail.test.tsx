/**
 * A post's detail shows what customers see (photos, coupon, survey and vote questions) and what
 * they answered (issue 23): counts and percents as text, the respondents, 아직 응답이 없어요, short
 * answers with 더 보기, 진행 중 / 마감됨, and a failed results call with 다시 시도.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { answersOf } from '@/mocks/services/post/answers';
import { renderRoute } from '@/testing/render-route';

const state = () => mockRuntime.db.state.post;
const postTitled = (title: string) => state().posts.find((post) => post.title === title)!;
const detail = (title: string) => `/profile/101/post/detail/${postTitled(title).id}`;

/** The row of a choice in its question's results table: its cells' texts. */
function rowOf(table: HTMLElement, choice: string): string[] {
  const header = within(table).getByRole('rowheader', { name: choice });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('post detail', () => {
  it('shows a survey’s results per question: counts, percents, respondents and the short answers', async () => {
    const post = postTitled('메뉴 만족도 설문');
    const rows = answersOf(state(), post.id);
    const chose = (question: number, choice: number) =>
      rows.filter((row) => row.answers.find((item) => item.question === question)?.choices?.includes(choice)).length;
    const { user } = renderRoute(detail('메뉴 만족도 설문'));

    const section = await screen.findByRole('region', { name: '설문' });
    expect(await within(section).findByText(`${rows.length}명 응답`)).toBeInTheDocument();
    const drinks = within(section).getByRole('table', { name: '가장 자주 드시는 음료는?' });
    const latte = chose(0, 1);
    expect(rowOf(drinks, '라떼')).toEqual([`${latte}명`, `${Math.round((latte / rows.length) * 100)}%`]);
    expect(within(section).getByRole('table', { name: '함께 드시고 싶은 디저트는?' })).toBeInTheDocument();

    const written = rows.filter((row) => row.answers.some((item) => item.question === 2));
    expect(within(section).getByText(`짧은 답 · ${written.length}명 답함`)).toBeInTheDocument();
    const answers = () =>
      within(section)
        .getAllByRole('listitem')
        .filter((item) => item.closest('.post-results-answers'));
    expect(answers()).toHaveLength(5 + 1); // five answers and the 더 보기 button's item
    await user.click(within(section).getByRole('button', { name: '답 더 보기' }));
    await waitFor(() => expect(answers().length).toBeGreaterThan(6));
  });

  it('shows a vote’s tally, 진행 중 with its deadline, and 마감됨 once it has passed', async () => {
    const post = postTitled('크리스마스 케이크 취향 투표');
    const rows = answersOf(state(), post.id);
    const strawberry = rows.filter((row) => row.answers[0]?.choices?.includes(0)).length;
    const first = renderRoute(detail('크리스마스 케이크 취향 투표'));
    const section = await screen.findByRole('region', { name: '투표' });
    expect(await within(section).findByText(`${rows.length}명 투표`)).toBeInTheDocument();
    expect(within(section).getByText(/^진행 중 \(\d{4}\.\d{2}\.\d{2} 23:59 마감\)$/)).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: '어떤 케이크가 좋으세요?' });
    expect(rowOf(table, '딸기 생크림')).toEqual([
      `${strawberry}표`,
      `${Math.round((strawberry / rows.length) * 100)}%`,
    ]);
    first.unmount();

    post.additional_data.vote!.ends_at = new Date(Date.now() - 60_000).toISOString();
    renderRoute(detail('크리스마스 케이크 취향 투표'));
    const closed = await screen.findByRole('region', { name: '투표' });
    expect(await within(closed).findByText('마감됨')).toBeInTheDocument();
  });

  it('says 아직 응답이 없어요 and still lists the questions’ choices when no one answered', async () => {
    const post = postTitled('메뉴 만족도 설문');
    state().answers = state().answers.filter((row) => row.post_id !== post.id);
    renderRoute(detail('메뉴 만족도 설문'));
    const section = await screen.findByRole('region', { name: '설문' });
    expect(await within(section).findByText('아직 응답이 없어요')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(within(section).getByText('에이드')).toBeInTheDocument();
  });

  it('says a question no one has answered yet has no answers, beside the others’ numbers', async () => {
    const post = postTitled('메뉴 만족도 설문');
    for (const row of state().answers.filter((answer) => answer.post_id === post.id))
      row.answers = row.answers.filter((item) => item.question !== 2);
    renderRoute(detail('메뉴 만족도 설문'));
    const section = await screen.findByRole('region', { name: '설문' });
    expect(await within(section).findByText('이 질문에는 아직 답이 없어요.')).toBeInTheDocument();
    expect(within(section).getAllByRole('table')).toHaveLength(2);
    expect(within(section).queryByText('아직 응답이 없어요')).not.toBeInTheDocument();
  });

  it('keeps the questions when the results fail, and 다시 시도 brings the numbers', async () => {
    mockRuntime.faults.add({ operation: 'post.getPostResults', status: 500, times: 1 });
    const { user } = renderRoute(detail('크리스마스 케이크 취향 투표'));
    const section = await screen.findByRole('region', { name: '투표' });
    const alert = await within(section).findByRole('alert');
    expect(within(section).getByText('초코 가나슈')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await within(section).findByRole('table', { name: '어떤 케이크가 좋으세요?' })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves an edit of a vote whose deadline has passed (its questions stay as posted)', async () => {
    const post = postTitled('크리스마스 케이크 취향 투표');
    const vote = post.additional_data.vote!;
    vote.ends_at = new Date(Date.now() - 86_400_000).toISOString();
    const { user } = renderRoute(`/profile/101/post/update/${post.id}`);
    const content = await screen.findByLabelText('본문', { exact: true });
    await user.clear(content);
    await user.type(content, '케이크 예약은 다음 주부터 받아요.');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(postTitled('크리스마스 케이크 취향 투표').content).toBe('케이크 예약은 다음 주부터 받아요.'),
    );
    expect(postTitled('크리스마스 케이크 취향 투표').additional_data.vote).toEqual(vote);
  });

  it('shows the photos (each opens large) and the attached coupon with its benefit, period and link', async () => {
    const post = postTitled('단골 고객 쿠폰 이벤트');
    const coupon = mockRuntime.db.state.coupon.boxes.find((box) => box.id === post.coupon_id)!;
    const { user } = renderRoute(detail('단골 고객 쿠폰 이벤트'));
    const photos = await screen.findByRole('region', { name: '사진' });
    // The photos' code (with its dialog) loads with the section.
    await user.click(await within(photos).findByRole('button', { name: '사진 1/1 크게 보기' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: '단골 고객 쿠폰 이벤트 사진 1' })).toBeInTheDocument();

    const attached = screen.getByRole('region', { name: '붙인 쿠폰' });
    expect(attached).toHaveTextContent(coupon.name);
    expect(attached).toHaveTextContent(coupon.benefit_request.description);
    expect(attached).toHaveTextContent(/사용 기한\d{4}년 \d{1,2}월 \d{1,2}일까지/);
    expect(within(attached).getByRole('link', { name: '쿠폰 보기' })).toHaveAttribute(
      'href',
      `/profile/101/coupon/detail/${coupon.id}`,
    );
  });
});
