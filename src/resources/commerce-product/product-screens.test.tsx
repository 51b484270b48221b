/** Route-level tests of the product screens: what the product table lets a merchant do on them. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const products = () => mockRuntime.db.state.commerce.products;

describe('a banned product', () => {
  it('opens read-only with its own ban reason, and nothing can be saved', async () => {
    const banned = products().find((product) => product.status === 'BANNED' && product.name.includes('다이어트'))!;
    renderRoute(`/profile/101/product/update/${banned.id}`);
    expect(
      await screen.findByText(
        '판매 금지된 상품이라 고칠 수 없어요. 사유: 효능·효과를 과장한 표현이 있어 판매가 금지됐어요.',
      ),
    ).toBeInTheDocument();
    expect(document.querySelector<HTMLInputElement>('#root_name')).toBeDisabled();
    expect(screen.queryByText('저장')).not.toBeInTheDocument();
    const back = screen.getAllByText('목록으로').flatMap((text) => text.closest('button') ?? []);
    expect(back).toHaveLength(1);
    expect(back[0]).toBeEnabled();
  });

  it('is listed with its reason and offers only 삭제', async () => {
    const banned = products().find((product) => product.status === 'BANNED')!;
    renderRoute('/profile/101/product?group=stopped&size=50');
    const row = (await screen.findByText(banned.name)).closest('tr')!;
    expect(within(row).getByText(/판매 금지된 상품은 고칠 수 없고 삭제만 할 수 있어요/)).toBeInTheDocument();
    const actions = [...row.querySelectorAll('button')]
      .map((button) => button.getAttribute('aria-label') ?? '')
      .filter((label) => label.endsWith(`: ${banned.name}`));
    expect(actions).toEqual([`삭제: ${banned.name}`]);
    // Its page opens read-only: the link says 보기, not 수정.
    const links = [...row.querySelectorAll('a')].map((link) => link.getAttribute('aria-label'));
    expect(links).toContain(`보기: ${banned.name}`);
    expect(links).not.toContain(`수정: ${banned.name}`);
  });
});
