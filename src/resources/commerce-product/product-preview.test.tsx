/** The buyer's view of a product (docs/decisions/commerce-catalog.md: Preview), through the engine. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const products = () => mockRuntime.db.state.commerce.products;

describe('product preview', () => {
  it('shows the product under its name with its sale price, and the buy button drawn but off', async () => {
    const product = products().find((candidate) => candidate.status === 'ACTIVE' && !candidate.deleted)!;
    renderRoute(`/preview/products/${product.id}?baId=101`);
    expect(await screen.findByRole('heading', { name: product.name, level: 1 })).toBeInTheDocument();
    // The preview's body loads with its screen (lazySection), after the page's heading.
    expect(await screen.findByText(new RegExp(`${product.salePrice.toLocaleString('ko-KR')}원`))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '구매하기' })).toBeDisabled();
    expect(screen.queryByText(/고객에게는 보이지 않아요/)).not.toBeInTheDocument();
  });

  it('says a product not on sale is not seen by customers yet', async () => {
    const product = products().find((candidate) => candidate.status === 'PENDING' && !candidate.deleted)!;
    renderRoute(`/preview/products/${product.id}?baId=101`);
    expect(
      await screen.findByText("지금 '검수 중' 상태라 고객에게는 보이지 않아요. 판매를 시작하면 이렇게 보여요."),
    ).toBeInTheDocument();
  });

  it('without baId, says to open the preview from the product list', async () => {
    const product = products()[0]!;
    renderRoute(`/preview/products/${product.id}`);
    expect(
      await screen.findByText('어느 스토어의 상품인지 알 수 없어요. 상품 목록에서 미리보기를 열어 주세요.'),
    ).toBeInTheDocument();
  });
});
