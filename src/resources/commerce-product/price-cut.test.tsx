/**
 * A selling product's price cut by more than half asks once, naming the new price and the cut
 * (issue 40: 162 typed for 16,200 was saved at 99% off with one press). Expected figures are worked
 * out by hand from the prices the test sets.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeBusinessAccountId } from '@/api/session';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { findStore } from '@/mocks/services/commerce/access';
import { renderRoute } from '@/testing/render-route';

const QUESTION = '가격을 절반 넘게 내릴까요?';

/** The question's dialog (antd's modal). */
async function findQuestion() {
  return (await screen.findByText(QUESTION)).closest<HTMLElement>('.ant-modal')!;
}

/** A selling product of 101 priced 정가 18,000원, 판매가 16,200원. */
function sellingProduct() {
  const store = findStore(mockRuntime.db.state, DEMO_ACCOUNT_IDS.active)!;
  const product = mockRuntime.db.state.commerce.products.find(
    (row) => row.status === 'ACTIVE' && row.type === 'DELIVERY' && row.storeId === store.id && !row.deleted,
  )!;
  product.price = 18_000;
  product.salePrice = 16_200;
  return product;
}

async function openWithSalePrice(typed: string) {
  storeBusinessAccountId(DEMO_ACCOUNT_IDS.active);
  const product = sellingProduct();
  const view = renderRoute(`/profile/${DEMO_ACCOUNT_IDS.active}/product/update/${product.id}`);
  const salePrice = await screen.findByLabelText('판매가', { exact: true });
  await waitFor(() => expect(salePrice).toHaveValue('16,200'));
  await view.user.clear(salePrice);
  await view.user.type(salePrice, typed);
  await view.user.click(screen.getByRole('button', { name: '저장' }));
  return { ...view, product };
}

describe('a selling product’s price cut', () => {
  it('by more than half asks first, naming the new price and the cut, and saves only on 이 가격으로 저장', async () => {
    const { user, product } = await openWithSalePrice('162');
    const dialog = await findQuestion();
    // (16,200 − 162) / 16,200 = 99%.
    expect(dialog).toHaveTextContent(
      '판매 중인 상품이라 저장하면 바로 162원에 팔려요. 지금 가격 16,200원보다 99% 낮아요.',
    );
    expect(product.salePrice).toBe(16_200);
    await user.click(within(dialog).getByText('이 가격으로 저장', { selector: 'button span' }));
    await waitFor(() => expect(product.salePrice).toBe(162));
  });

  it('keeps the form and the price as typed when the merchant steps back', async () => {
    const { user, product } = await openWithSalePrice('1620');
    const dialog = await findQuestion();
    // (16,200 − 1,620) / 16,200 = 90%.
    expect(dialog).toHaveTextContent('1,620원');
    expect(dialog).toHaveTextContent('90% 낮아요');
    await user.click(within(dialog).getByText('취소', { selector: 'button span' }));
    expect(screen.getByLabelText('판매가', { exact: true })).toHaveValue('1,620');
    expect(product.salePrice).toBe(16_200);
    // Asked again on the next 저장, and saved only then.
    await user.click(screen.getByRole('button', { name: '저장' }));
    await user.click(within(await findQuestion()).getByText('이 가격으로 저장', { selector: 'button span' }));
    await waitFor(() => expect(product.salePrice).toBe(1_620));
  });

  it('by half or less saves at once', async () => {
    const { product } = await openWithSalePrice('8100');
    await waitFor(() => expect(product.salePrice).toBe(8_100));
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
  });
});
