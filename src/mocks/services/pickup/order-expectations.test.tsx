/**
 * The pickup order's moves as the specification and the decisions give them, written here by hand
 * (not read from src/api/machines/pickup-order.ts): spec 002 §4 names the actions and that a
 * re-notification is limited by `reNotification.maxCount`; docs/decisions.md "Pickup order board"
 * gives the order ORDERED → ACCEPTED → PREPARATION_COMPLETED → PICKUP_COMPLETED, 준비 중 picked up
 * directly, any open order canceled, and a 409 `OrderConflict` (INVALID_ORDER_STATUS,
 * RE_NOTIFICATION_LIMIT) for the rest. Each cell is played against the mock through its request,
 * and the board's card offers exactly the allowed actions.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi/pickup';
import type { OperationKey } from '@/api/operations';
import { OrderCard } from '@/app/pages/pickup-orders/OrderCard';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount, dataOf } from '@/mocks/testing/operation-calls';
import { allowedIn, tableCases, type ExpectationTable } from '@/testing/expectation-table';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

type Status = components['schemas']['OrderStatus'];
type Action = 'accept' | 'completePreparation' | 'completePickup' | 'reNotify' | 'cancel';
type Row = 'ORDERED' | 'ACCEPTED' | 'PREPARATION_COMPLETED' | 'NOTIFIED_3_OF_3' | 'PICKUP_COMPLETED' | 'CANCELED';

const ACTIONS: readonly Action[] = ['accept', 'completePreparation', 'completePickup', 'reNotify', 'cancel'];

/** A move the status does not have, in the counter's words (issue 40: "이미 …" where it is so). */
const invalid = (refused: string) => ({ refused, code: 'INVALID_ORDER_STATUS' });
const NOT_ACCEPTED = invalid('아직 접수하지 않은 주문이에요. 먼저 준비 시간을 골라 접수해 주세요.');
const ACCEPTED_ALREADY = invalid('이미 접수한 주문이에요.');
const READY_ALREADY = invalid('이미 준비 완료를 알린 주문이에요.');
const TAKEN = invalid('손님이 이미 받아 간 주문이에요.');
const CANCELED = invalid('취소된 주문이에요.');

const EXPECTED: ExpectationTable<Row, Action, Status> = {
  ORDERED: {
    accept: { to: 'ACCEPTED' },
    completePreparation: NOT_ACCEPTED,
    completePickup: NOT_ACCEPTED,
    reNotify: NOT_ACCEPTED,
    cancel: { to: 'CANCELED' },
  },
  ACCEPTED: {
    accept: ACCEPTED_ALREADY,
    completePreparation: { to: 'PREPARATION_COMPLETED' },
    completePickup: { to: 'PICKUP_COMPLETED' },
    // The first 픽업 알림 goes with 준비 완료; only then can it be sent again.
    reNotify: invalid('픽업 알림은 준비 완료를 알린 뒤에 다시 보낼 수 있어요.'),
    cancel: { to: 'CANCELED' },
  },
  PREPARATION_COMPLETED: {
    accept: ACCEPTED_ALREADY,
    completePreparation: READY_ALREADY,
    completePickup: { to: 'PICKUP_COMPLETED' },
    reNotify: { to: 'PREPARATION_COMPLETED' },
    cancel: { to: 'CANCELED' },
  },
  // 준비 완료 with the seed's three re-notifications all sent.
  NOTIFIED_3_OF_3: {
    accept: ACCEPTED_ALREADY,
    completePreparation: READY_ALREADY,
    completePickup: { to: 'PICKUP_COMPLETED' },
    reNotify: { refused: '픽업 알림은 3번까지 다시 보낼 수 있어요.', code: 'RE_NOTIFICATION_LIMIT' },
    cancel: { to: 'CANCELED' },
  },
  PICKUP_COMPLETED: {
    accept: TAKEN,
    completePreparation: TAKEN,
    completePickup: invalid('이미 픽업 완료한 주문이에요.'),
    reNotify: TAKEN,
    cancel: TAKEN,
  },
  CANCELED: {
    accept: CANCELED,
    completePreparation: CANCELED,
    completePickup: CANCELED,
    reNotify: CANCELED,
    cancel: invalid('이미 취소된 주문이에요.'),
  },
};

const OPERATIONS: Readonly<Record<Action, OperationKey>> = {
  accept: 'pickup.acceptOrder',
  completePreparation: 'pickup.completePreparation',
  completePickup: 'pickup.completePickup',
  reNotify: 'pickup.reNotifyPreparationComplete',
  cancel: 'pickup.cancelOrder',
};

/** The board's button of each action (the card's copy). */
const BUTTONS: Readonly<Record<Action, string>> = {
  accept: '접수',
  completePreparation: '준비 완료',
  completePickup: '픽업 완료',
  reNotify: '픽업 알림 다시 보내기 (0/3)',
  cancel: '취소',
};

/** A seeded waiting order of 101's store, put into the row's state. */
function orderIn(row: Row): number {
  const store = mockRuntime.db.state.pickup.stores[String(DEMO_ACCOUNT_IDS.active)]!;
  const order = store.orders.find((each) => each.status === 'ORDERED')!;
  order.status = row === 'NOTIFIED_3_OF_3' ? 'PREPARATION_COMPLETED' : row;
  order.reNotification = { maxCount: 3, currentCount: row === 'NOTIFIED_3_OF_3' ? 3 : 0 };
  return order.id;
}

function bodyOf(action: Action) {
  if (action === 'accept')
    return { estimatedPreparationTime: new Date(Date.now() + 20 * 60_000).toISOString(), preparationMinutes: 20 };
  return action === 'cancel' ? { reason: '재료 소진' } : undefined;
}

describe('pickup order: the mock answers as the hand-written table says', () => {
  it.each(tableCases(EXPECTED))('%s × %s', async (row, action, expected) => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const id = orderIn(row);
    const body = bodyOf(action);
    const result = await answer(OPERATIONS[action], { path: { id }, ...(body ? { body } : {}) });
    if ('to' in expected) {
      expect(result.status).toBe(200);
      expect((result.body as { data: { status: Status } }).data.status).toBe(expected.to);
    } else {
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ code: expected.code, message: expected.refused });
    }
  });
});

describe('pickup order: the board’s card offers exactly the allowed actions', () => {
  it.each(Object.keys(EXPECTED) as Row[])('%s', async (row) => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const order = await dataOf<components['schemas']['PickupOrderDetail']>('pickup.getOrder', {
      path: { id: orderIn(row) },
    });
    render(<OrderCard order={order} isNew={false} busy={undefined} onAction={() => {}} onOpen={() => {}} />);
    const offered = within(screen.getByRole('article'))
      .getAllByRole('button')
      .map((button) => button.textContent?.trim())
      .filter((name) => !name?.startsWith('상세 보기'));
    expect(offered).toEqual(allowedIn(EXPECTED, row, ACTIONS).map((action) => BUTTONS[action]));
  });

  it('says why 픽업 알림 is not offered once the three are sent', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const order = await dataOf<components['schemas']['PickupOrderDetail']>('pickup.getOrder', {
      path: { id: orderIn('NOTIFIED_3_OF_3') },
    });
    render(<OrderCard order={order} isNew={false} busy={undefined} onAction={() => {}} onOpen={() => {}} />);
    expect(screen.getByText('픽업 알림은 3번까지 다시 보낼 수 있어요.')).toBeInTheDocument();
  });
});
