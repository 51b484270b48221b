/**
 * The price list (issue 14), built from the pricing resource as one document: its limits come from
 * remote config (a lower name limit reaches the form), the price cap says `십억 원 이상 입력할 수
 * 없어요.`, and what was typed survives a failed save.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const PAGE = '/profile/101/pricing';

async function names() {
  await screen.findByRole('heading', { level: 1, name: '가격표 관리' });
  return waitFor(() => {
    const inputs = screen.getAllByLabelText<HTMLInputElement>(/항목 이름/);
    expect(inputs.length).toBeGreaterThan(0);
    return inputs;
  });
}

afterEach(() => {
  mockRuntime.db.state.config.limitOverrides = {};
  mockRuntime.faults.clear();
});

describe('price list', () => {
  it('loads the items in display order', async () => {
    renderRoute(PAGE);
    const inputs = await names();
    expect(inputs[0]!.value).toBe('아메리카노');
  });

  it('takes the name limit from remote config', async () => {
    mockRuntime.db.state.config.limitOverrides = { pricingName: { maxLength: 8 } };
    renderRoute(PAGE);
    await names();
    await waitFor(() => expect(screen.getAllByText(/\/ 8$/).length).toBeGreaterThan(0));
  });

  it('refuses a price of a billion won with the spec’s message, keeping the text', async () => {
    renderRoute(PAGE);
    await names();
    const price = screen.getAllByLabelText(/가격/)[0] as HTMLInputElement;
    fireEvent.change(price, { target: { value: '1,000,000,000' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findAllByText('십억 원 이상 입력할 수 없어요.')).length).toBeGreaterThan(0);
  });

  it('keeps what was typed when the save fails', async () => {
    renderRoute(PAGE);
    const [first] = await names();
    fireEvent.change(first!, { target: { value: '디카페인 라떼' } });
    mockRuntime.faults.add({ operation: 'business-account.replacePricings', status: 500 });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByRole('alert');
    expect(((await names())[0] as HTMLInputElement).value).toBe('디카페인 라떼');
  });

  it('moves an item down and saves the new order as displayOrder', async () => {
    renderRoute(PAGE);
    const before = (await names()).map((input) => input.value);
    // Found by text: role queries over this form are slow in jsdom.
    const down = [...document.querySelectorAll('button')].find((button) => button.textContent?.includes('아래로'))!;
    fireEvent.click(down);
    await waitFor(() => expect((screen.getAllByLabelText(/항목 이름/)[0] as HTMLInputElement).value).toBe(before[1]));
    fireEvent.click(screen.getByText('저장', { selector: 'button, button *' }));
    await screen.findByText('저장했어요.');
    const saved = mockRuntime.db.state.businessAccount.pricings
      .filter((item) => item.businessAccountId === 101)
      .sort((a, b) => a.displayOrder - b.displayOrder)
      .map((item) => item.name);
    expect(saved.slice(0, 2)).toEqual([before[1], before[0]]);
  });

  it('saves a line whose price and description are left empty; the empty price box reads 가격 문의', async () => {
    renderRoute(PAGE);
    await names();
    const price = screen.getAllByLabelText(/^가격$/)[0] as HTMLInputElement;
    fireEvent.change(price, { target: { value: '' } });
    const description = screen.getAllByLabelText(/설명/)[0] as HTMLInputElement;
    fireEvent.change(description, { target: { value: '' } });
    expect(price.placeholder).toBe('가격 문의');
    fireEvent.click(screen.getByText('저장', { selector: 'button, button *' }));
    await screen.findByText('저장했어요.');
    const first = mockRuntime.db.state.businessAccount.pricings.find(
      (item) => item.businessAccountId === 101 && item.displayOrder === 1,
    );
    expect(first).toMatchObject({ name: '아메리카노', price: null, description: null });
  });
});
