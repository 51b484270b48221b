/** The settlement pages say 입금 예정 one way, with the month's payout date agreeing, and link lines to their orders. */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DepositStatusSums, payoutDueText, SettlementOrderLink } from './DepositStatusSums';

const summary = {
  startDate: '2026-08-27',
  endDate: '2026-12-11',
  serviceFilter: 'COMMERCE' as const,
  depositCount: 3,
  completedAmount: 100_000,
  scheduledAmount: 25_000,
  heldAmount: 5_000,
  orderCount: 9,
  salesAmount: 140_000,
  discountAmount: 2_000,
  serviceFeeAmount: 3_000,
  paymentFeeAmount: 4_000,
  vatAmount: 700,
  feeAmount: 7_700,
  depositAmount: 130_000,
};

describe('settlement deposit words', () => {
  it('reads the deposits by status the same way on both pages', () => {
    render(<DepositStatusSums summary={summary} />);
    expect(screen.getByRole('group', { name: '입금 상태별 금액' })).toHaveTextContent(
      '입금 3건 · 입금 완료 100,000원 · 입금 예정 25,000원 · 지급 보류 5,000원',
    );
  });

  it('says a month still being paid out is paid by its last date, and a paid month is done', () => {
    const lines = [{ date: '2026-11-02', service: 'COMMERCE' as const, ...summary }];
    expect(payoutDueText({ depositDueDate: '2026-12-09', lines }, '2026-11-27')).toBe(
      '이 달 정산은 2026-12-09까지 나눠 입금돼요.',
    );
    expect(payoutDueText({ depositDueDate: '2026-11-04', lines }, '2026-11-27')).toBe(
      '이 달 정산은 2026-11-04까지 모두 입금됐어요.',
    );
    expect(payoutDueText({ depositDueDate: '2026-12-09', lines: [] }, '2026-11-27')).toBe('');
  });

  it('links a line to its order by the number the order screens show', () => {
    render(
      <MemoryRouter initialEntries={['/profile/101/store/settlement/D-1']}>
        <Routes>
          <Route
            path="/profile/:baId/store/settlement/:depositId"
            element={
              <>
                <SettlementOrderLink line={{ orderId: '1234', orderNumber: '20261117-1234', service: 'COMMERCE' }} />
                <SettlementOrderLink line={{ orderId: '77', orderNumber: '261120-0003', service: 'PICKUP' }} />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '주문 20261117-1234 보기' })).toHaveAttribute(
      'href',
      '/profile/101/order/detail/1234',
    );
    expect(screen.getByRole('link', { name: '주문 261120-0003 보기' })).toHaveAttribute(
      'href',
      '/profile/101/pickup/order?tab=completed&order=77',
    );
  });
});
