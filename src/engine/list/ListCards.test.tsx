/**
 * An engine list on a phone: a card a row, drawn from the list's metadata (its name and status
 * columns, the other columns under their titles, the actions at the bottom), with the table's
 * selection. Values are written here by hand.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACTIONS_KEY, cardPartsOf, type CardColumn } from './card-parts';
import { ListTable } from './ListCards';

interface Coupon {
  readonly id: number;
  readonly name: string;
  readonly validity: string;
  readonly issued: string;
  readonly benefit: string;
}

const rows: Coupon[] = [
  {
    id: 7,
    name: '단골 아메리카노 1잔 무료',
    validity: '사용 가능',
    issued: '100장',
    benefit: '아메리카노(ICE/HOT) 1잔 무료',
  },
  { id: 9, name: '첫 방문 10% 할인', validity: '기간 만료', issued: '300장', benefit: '전 메뉴 10% 할인' },
];

const text = (field: keyof Coupon) => (_: unknown, row: object) => String((row as Coupon)[field]);
const columns: CardColumn[] = [
  { key: 'name', title: '쿠폰 이름', render: text('name') },
  { key: 'benefit', title: '혜택', render: text('benefit') },
  { key: 'validity', title: '유효 여부', render: text('validity') },
  { key: 'issued', title: '발행 수량', render: text('issued') },
  {
    key: ACTIONS_KEY,
    title: '관리',
    render: (_, row) => <button type="button">발행 중지: {(row as Coupon).name}</button>,
  },
];

function renderCards(onSelect = vi.fn(), selected: number[] = []) {
  const parts = cardPartsOf({
    columns: [
      { field: 'name', primary: true },
      { field: 'benefit' },
      { field: 'validity', status: true },
      { field: 'issued' },
    ],
  });
  render(
    <ListTable
      phone
      parts={parts}
      aria-label="쿠폰 목록"
      columns={columns}
      dataSource={rows}
      rowKey={(row) => String((row as Coupon).id)}
      rowSelection={{
        selectedRowKeys: selected.map(String),
        onChange: onSelect,
        getCheckboxProps: (row) => ({ 'aria-label': `${(row as Coupon).name} 선택` }),
      }}
      pagination={{ current: 1, pageSize: 10, total: 2, showTotal: (total) => `총 ${total}개` }}
    />,
  );
  return onSelect;
}

describe('a list on a phone', () => {
  it('draws a card a row: the name with its status on top, the other values under their titles, the actions below', () => {
    renderCards();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: '쿠폰 목록' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(first.querySelector('.list-card-title')).toHaveTextContent('단골 아메리카노 1잔 무료');
    expect(first.querySelector('.list-card-status')).toHaveTextContent('사용 가능');
    const lines = [...first.querySelectorAll('.list-card-fields > div')].map((line) => [
      line.querySelector('dt')?.textContent,
      line.querySelector('dd')?.textContent,
    ]);
    expect(lines).toEqual([
      ['혜택', '아메리카노(ICE/HOT) 1잔 무료'],
      ['발행 수량', '100장'],
    ]);
    expect(within(first.querySelector('.list-card-actions') as HTMLElement).getByRole('button')).toHaveTextContent(
      '발행 중지: 단골 아메리카노 1잔 무료',
    );
    expect(cards[1]!.querySelector('.list-card-status')).toHaveTextContent('기간 만료');
    expect(screen.getByText('총 2개')).toBeInTheDocument();
  });

  it('selects a card, and every card on screen at once, as the table does', () => {
    const onSelect = renderCards();
    fireEvent.click(screen.getByRole('checkbox', { name: '첫 방문 10% 할인 선택' }));
    expect(onSelect).toHaveBeenLastCalledWith(['9'], [rows[1]], { type: 'multiple' });
    fireEvent.click(screen.getByRole('checkbox', { name: '보이는 항목 모두 선택' }));
    expect(onSelect).toHaveBeenLastCalledWith(['7', '9'], rows, { type: 'multiple' });
  });

  it('reads the values of a hand-written table by its dataIndex, as the table does', () => {
    interface Deposit {
      readonly id: string;
      readonly depositDate: string;
      readonly status: 'COMPLETED' | 'HELD';
      readonly amounts: { readonly deposit: number };
    }
    const deposits: Deposit[] = [{ id: 'd1', depositDate: '2026-11-25', status: 'HELD', amounts: { deposit: 149974 } }];
    render(
      <ListTable<Deposit>
        phone
        parts={{ title: 'depositDate', status: 'status' }}
        aria-label="입금 목록"
        rowKey="id"
        dataSource={deposits}
        columns={[
          { title: '입금일', dataIndex: 'depositDate', render: (date: string) => date.replaceAll('-', '.') },
          {
            title: '상태',
            dataIndex: 'status',
            render: (status: string) => (status === 'HELD' ? '지급 보류' : '입금 완료'),
          },
          { title: '지급액', dataIndex: ['amounts', 'deposit'] },
        ]}
      />,
    );
    const card = within(screen.getByRole('list', { name: '입금 목록' })).getByRole('listitem');
    expect(card.querySelector('.list-card-title')).toHaveTextContent('2026.11.25');
    expect(card.querySelector('.list-card-status')).toHaveTextContent('지급 보류');
    expect(card.querySelector('.list-card-fields')).toHaveTextContent('지급액149974');
  });

  it('pages rows it is given all at once, ten a card list as the table does', () => {
    const days = Array.from({ length: 12 }, (_, index) => ({ date: `2026-11-${String(index + 1).padStart(2, '0')}` }));
    render(
      <ListTable<{ date: string }>
        phone
        parts={{ title: 'date', status: undefined }}
        aria-label="날짜별 정산"
        rowKey="date"
        dataSource={days}
        columns={[{ title: '구매 확정일', dataIndex: 'date' }]}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />,
    );
    const titles = () =>
      within(screen.getByRole('list', { name: '날짜별 정산' }))
        .getAllByRole('listitem')
        .map((card) => card.textContent);
    expect(titles()).toHaveLength(10);
    expect(titles()[0]).toBe('2026-11-01');
    fireEvent.click(screen.getByTitle('Next Page'));
    expect(titles()).toEqual(['2026-11-11', '2026-11-12']);
  });

  it('takes the status from a field named status or state when no column says', () => {
    expect(
      cardPartsOf({ columns: [{ field: 'title', primary: true }, { field: 'status' }, { field: 'view_count' }] }),
    ).toEqual({
      title: 'title',
      status: 'status',
    });
    expect(cardPartsOf({ columns: [{ field: 'user.nickname' }, { field: 'claim_state' }] })).toEqual({
      title: 'user.nickname',
      status: 'claim_state',
    });
    expect(cardPartsOf({ columns: [{ field: 'name' }, { field: 'price' }] })).toEqual({
      title: 'name',
      status: undefined,
    });
  });
});
