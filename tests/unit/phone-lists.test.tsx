/**
 * Engine lists on a phone (issue 41): below md a list is cards drawn from the resource's metadata,
 * never a table, with the table's selection and row actions. Values are the demo seed's, read by hand
 * (src/mocks/services/coupon/seed.ts: 단골 아메리카노 1잔 무료, 100 issued, 18 claimed, 6 used).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onPhoneScreen } from '@/testing/phone-screen';
import { renderRoute } from '@/testing/render-route';

onPhoneScreen();

const fieldsOf = (card: HTMLElement): Record<string, string> =>
  Object.fromEntries(
    [...card.querySelectorAll('.list-card-fields > div')].map((line) => [
      line.querySelector('dt')?.textContent ?? '',
      line.querySelector('dd')?.textContent ?? '',
    ]),
  );

describe('the coupon list on a phone', () => {
  it('is a card a coupon: its name and validity on top, the figures under their titles, its actions', async () => {
    renderRoute('/profile/101/coupon');
    const list = await screen.findByRole('list', { name: '쿠폰 목록' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('link', { name: '단골 아메리카노 1잔 무료' }).closest('li')!;
    expect(card.querySelector('.list-card-status')).toHaveTextContent('사용 가능');
    expect(fieldsOf(card)).toMatchObject({ '발행 수량': '100', '받은 고객': '18', '사용한 고객': '6' });
    expect(within(card).getByRole('button', { name: '발행 중지: 단골 아메리카노 1잔 무료' })).toBeInTheDocument();
  });

  it('selects a card for the bulk action, as the table does', async () => {
    renderRoute('/profile/101/coupon');
    fireEvent.click(await screen.findByRole('checkbox', { name: '단골 아메리카노 1잔 무료 선택' }));
    const chosen = await screen.findByRole('region', { name: '선택한 항목 작업' });
    expect(chosen).toHaveTextContent('1개 선택');
    expect(within(chosen).getByRole('button', { name: /발행 중지/ })).toBeInTheDocument();
  });
});

describe('the menu list on a phone', () => {
  it('sorts by a column from a select, since cards have no header (seed: 소금빵 3,200원 is the cheapest, 마카롱 세트 8,000원 the dearest)', async () => {
    const { user, router } = renderRoute('/profile/101/pickup/menu');
    const list = await screen.findByRole('list', { name: '메뉴 목록' });
    await user.click(screen.getByRole('combobox', { name: '정렬' }));
    const option = (title: string) => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
    await waitFor(() => expect(option('가격 오름차순')).not.toBeNull());
    await user.click(option('가격 오름차순')!);
    await waitFor(() => expect(router.state.location.search).toContain('sort=price%2Casc'));
    await waitFor(() => expect(list.querySelector('.list-card-title')).toHaveTextContent('소금빵'));
    await user.click(screen.getByRole('combobox', { name: '정렬' }));
    await waitFor(() => expect(option('가격 내림차순')).not.toBeNull());
    await user.click(option('가격 내림차순')!);
    await waitFor(() => expect(list.querySelector('.list-card-title')).toHaveTextContent('마카롱 세트 (3개입)'));
  });
});
