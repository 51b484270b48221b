/**
 * The branch overview and the bulk upload as the engine draws them (spec 001 §7 Branches): the
 * overview counts the brand's branches by status, offers registering only to a brand, and shows
 * the brand coupon of a branch; each panel fails and retries on its own. The upload leads back to
 * the overview (issue 25) and is held for an account that may not register branches.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callOperation } from '@/api/operations';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const BRAND = 101;
/** A brand's branch (of another brand), not a brand itself. */
const NOT_A_BRAND = 102;
/** Neither a brand nor a branch. */
const NO_BRANCH = 103;

/** What the server says it has: the search's total (of one status). */
async function branchesOf(account: number, status?: string): Promise<number> {
  const answer = await callOperation<{ data: { totalCount: number } }>('branch.searchBusinessAccountBranches', {
    account: String(account),
    query: { page: 0, size: 1, ...(status ? { status } : {}) },
  });
  return answer.data.data.totalCount;
}

const region = (name: string) => screen.findByRole('region', { name });

describe('branch overview', () => {
  it('counts the brand’s branches by status and offers every way on', async () => {
    renderRoute(`/profile/${BRAND}/branch-store`);
    const counts = await region('지점 현황');
    for (const [label, status] of [
      ['전체 지점', undefined],
      ['운영 중', 'ACTIVE'],
      ['프로필 연결 대기', 'PENDING'],
      ['운영 종료', 'CLOSED'],
    ] as const) {
      const figure = (await within(counts).findByText(label)).closest('.ant-statistic')!;
      expect(figure).toHaveTextContent(`${label}${await branchesOf(BRAND, status)}곳`);
    }
    const actions = await region('할 일');
    expect(within(actions).getByRole('link', { name: '지점 목록' })).toHaveAttribute(
      'href',
      `/profile/${BRAND}/branch-store/list`,
    );
    expect(await within(actions).findByRole('link', { name: '지점 등록' })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: '지점 일괄 등록' })).toHaveAttribute(
      'href',
      `/profile/${BRAND}/branch-store/bulk-regist`,
    );
    expect(await within(await region('최근 일괄 등록')).findAllByRole('row')).not.toHaveLength(0);
  });

  it('tells an account that is not a brand why it cannot register, without the register links', async () => {
    renderRoute(`/profile/${NOT_A_BRAND}/branch-store`);
    expect(await screen.findByText('이 계정은 지점을 등록할 수 없어요')).toBeInTheDocument();
    const actions = await region('할 일');
    expect(within(actions).getByRole('link', { name: '지점 목록' })).toBeInTheDocument();
    expect(within(actions).queryByRole('link', { name: '지점 등록' })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('link', { name: '지점 일괄 등록' })).not.toBeInTheDocument();
  });

  it('says an account that is no brand’s branch has no brand coupon (its metadata answers 404)', async () => {
    renderRoute(`/profile/${NO_BRANCH}/branch-store`);
    expect(
      await within(await region('이 지점의 브랜드 쿠폰')).findByText(
        '이 계정은 브랜드에 속한 지점이 아니라 붙일 브랜드 쿠폰이 없어요.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a failed count with 다시 시도 in its panel only, and the retry brings the figures', async () => {
    mockRuntime.faults.add({ operation: 'branch.searchBusinessAccountBranches', status: 500 });
    const { user } = renderRoute(`/profile/${BRAND}/branch-store`);
    const counts = await region('지점 현황');
    const retry = await within(counts).findByRole('button', { name: '다시 시도' });
    expect(await within(await region('할 일')).findByRole('link', { name: '지점 등록' })).toBeInTheDocument();
    mockRuntime.faults.clear();
    await user.click(retry);
    const all = (await within(counts).findByText('전체 지점')).closest('.ant-statistic')!;
    expect(all).toHaveTextContent(`전체 지점${await branchesOf(BRAND)}곳`);
  });
});

describe('branch bulk upload', () => {
  it('leads back to 지점 관리, not to a list', async () => {
    renderRoute(`/profile/${BRAND}/branch-store/bulk-regist`);
    const back = await screen.findByRole('link', { name: /지점 관리로/ });
    expect(back).toHaveAttribute('href', `/profile/${BRAND}/branch-store`);
    expect(screen.queryByText('목록으로')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '양식 받기' })).toBeInTheDocument();
  });

  it('holds the upload for an account that may not register branches', async () => {
    renderRoute(`/profile/${NOT_A_BRAND}/branch-store/bulk-regist`);
    expect(await screen.findByText('이 계정은 지점을 등록할 수 없어요')).toBeInTheDocument();
    expect(screen.queryByText(/파일을 골라 올려 주세요/)).not.toBeInTheDocument();
  });
});
