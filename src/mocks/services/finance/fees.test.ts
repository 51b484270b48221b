/**
 * The settlement fees of every confirmed order in the demo world (issue 40; docs/money.md): 중개 and
 * 결제 수수료 are the rates written below, each floored to the won per order, computed here with
 * BigInt; 부가세 is 10% of both, floored; the deposit is what is left.
 */
import { describe, expect, it } from 'vitest';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { ledgerOf } from './ledger';
import { toConfirmedOrder } from './model';

/** The decision's rates in basis points (docs/money.md), written out, not read from the ledger. */
const RATES = { COMMERCE: [220n, 280n], PICKUP: [100n, 200n], RESERVATION: [100n, 200n] } as const;
const exact = (amount: number, rate: bigint) => Number((BigInt(amount) * rate) / 10_000n);
/** What the buyer paid: the sales amount less its discounts. */
const paidOf = (row: { salesAmount: number; discountAmount: number }) => row.salesAmount - row.discountAmount;

describe('settlement fees in whole won', () => {
  it.each([DEMO_ACCOUNT_IDS.active])('account %i: every confirmed order’s fees, VAT and settlement', (account) => {
    const rows = ledgerOf(mockRuntime.db.state, account).confirmedOrders;
    const wrong: string[] = [];
    for (const row of rows) {
      const [serviceRate, paymentRate] = RATES[row.service];
      const service = exact(paidOf(row), serviceRate);
      const payment = exact(paidOf(row), paymentRate);
      const vat = Number((BigInt(service) + BigInt(payment)) / 10n);
      const shown = toConfirmedOrder(row);
      const expected = {
        serviceFeeAmount: service,
        paymentFeeAmount: payment,
        vatAmount: vat,
        settlementAmount: row.salesAmount - row.discountAmount - service - payment - vat,
      };
      const actual = {
        serviceFeeAmount: shown.serviceFeeAmount,
        paymentFeeAmount: shown.paymentFeeAmount,
        vatAmount: shown.vatAmount,
        settlementAmount: shown.settlementAmount,
      };
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        wrong.push(`${row.orderNumber} (${paidOf(row)}원): ${JSON.stringify(actual)}`);
    }
    expect(rows.length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it('charges 253원 of 중개 수수료 on an order paid 11,500원 (the issue’s case)', () => {
    const state = structuredClone(mockRuntime.db.state);
    const commerce = ledgerOf(state, DEMO_ACCOUNT_IDS.active).confirmedOrders.find(
      (row) => row.service === 'COMMERCE',
    )!;
    const order = state.commerce.orders.find((candidate) => candidate.id === commerce.orderId)!;
    order.amounts = { ...order.amounts, paymentAmount: 11_500 };
    const row = ledgerOf(state, DEMO_ACCOUNT_IDS.active).confirmedOrders.find((each) => each.id === commerce.id)!;
    expect(paidOf(row)).toBe(11_500);
    expect(row.serviceFeeAmount).toBe(253);
    expect(row.paymentFeeAmount).toBe(322);
    expect(toConfirmedOrder(row).vatAmount).toBe(57);
  });
});
