import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  cancelReasonOf,
  elapsedText,
  historyParams,
  historyQueryOf,
  estimatedPreparationTime,
  prepPresetsWithLast,
  reNotifyLabel,
  reNotifyRefusal,
  timeLeftText,
  urgencyOf,
  type OrderStatus,
} from './order-rules';

const payment = (isCancellable: boolean) => ({
  paidAt: null,
  payAmount: 0,
  isSettled: false,
  isCancellable,
  payments: [],
});

const reNotification = { currentCount: 0, maxCount: 3 };

describe('actions by status', () => {
  it.each<[OrderStatus, string[]]>([
    ['ORDERED', ['accept', 'cancel']],
    ['ACCEPTED', ['completePreparation', 'completePickup', 'cancel']],
    ['PREPARATION_COMPLETED', ['completePickup', 'reNotify', 'cancel']],
    ['PICKUP_COMPLETED', []],
    ['CANCELED', []],
  ])('%s offers %j', (status, actions) => {
    expect(actionsFor({ status, paymentDetail: payment(true), reNotification })).toEqual(actions);
  });

  it('hides 취소 when the payment cannot be canceled', () => {
    expect(actionsFor({ status: 'ORDERED', paymentDetail: payment(false), reNotification })).toEqual(['accept']);
  });
});

describe('preparation time', () => {
  it('is now + N minutes as an ISO date-time in KST, whatever the browser zone', () => {
    // 2026-11-25 23:55 in Seoul is 14:55 UTC; 15 minutes later is the next day in Seoul.
    expect(estimatedPreparationTime(15, new Date('2026-11-25T14:55:30Z'))).toBe('2026-11-26T00:10:00+09:00');
    expect(estimatedPreparationTime(10, new Date('2026-11-25T01:00:00Z'))).toBe('2026-11-25T10:10:00+09:00');
  });

  it('puts the last choice first', () => {
    expect(prepPresetsWithLast(undefined)).toEqual([10, 15, 20, 30, 40]);
    expect(prepPresetsWithLast(20)).toEqual([20, 10, 15, 30, 40]);
    expect(prepPresetsWithLast(25)).toEqual([25, 10, 15, 20, 30, 40]);
  });
});

describe('re-notification limit', () => {
  const notified = (currentCount: number) => ({
    status: 'PREPARATION_COMPLETED' as const,
    paymentDetail: payment(true),
    reNotification: { currentCount, maxCount: 3 },
  });
  it('shows current/max, and past the max the table takes it away with its sentence', () => {
    expect(reNotifyLabel(notified(1))).toBe('1/3');
    expect(actionsFor(notified(1))).toContain('reNotify');
    expect(reNotifyRefusal(notified(1))).toBeUndefined();
    expect(actionsFor(notified(3))).not.toContain('reNotify');
    expect(reNotifyRefusal(notified(3))).toBe('픽업 알림은 3번까지 다시 보낼 수 있어요.');
  });
});

describe('ageing', () => {
  const at = Date.parse('2026-11-25T05:00:00Z');
  const ordered = (minutesAgo: number) => new Date(at - minutesAgo * 60_000).toISOString();

  it('a waiting order turns amber at 3 minutes and red at 5 (the defaults)', () => {
    const order = (minutes: number) => ({
      status: 'ORDERED' as const,
      orderedAt: ordered(minutes),
      estimatedPreparationTime: null,
    });
    expect(urgencyOf(order(2.9), at)).toBe('normal');
    expect(urgencyOf(order(3), at)).toBe('warn');
    expect(urgencyOf(order(5), at)).toBe('late');
    expect(urgencyOf(order(2), at, { warnMinutes: 1, lateMinutes: 2 })).toBe('late');
  });

  it('an accepted order is late once its estimated time has passed', () => {
    const accepted = (estimated: number) => ({
      status: 'ACCEPTED' as const,
      orderedAt: ordered(30),
      estimatedPreparationTime: new Date(at + estimated * 60_000).toISOString(),
    });
    expect(urgencyOf(accepted(5), at)).toBe('normal');
    expect(urgencyOf(accepted(-1), at)).toBe('late');
    expect(timeLeftText(accepted(5).estimatedPreparationTime, at)).toBe('준비 완료까지 5분');
    expect(timeLeftText(accepted(-3).estimatedPreparationTime, at)).toBe('예정보다 3분 늦었어요');
  });

  it('says how long ago an order came', () => {
    expect(elapsedText(ordered(0.5), at)).toBe('방금 주문');
    expect(elapsedText(ordered(7), at)).toBe('7분 전 주문');
    expect(elapsedText(ordered(75), at)).toBe('1시간 15분 전 주문');
  });
});

describe('cancel reason', () => {
  it('is required: a preset, or the typed text for 직접 입력', () => {
    expect(cancelReasonOf(undefined, '')).toBe('');
    expect(cancelReasonOf('재료 소진', 'ignored')).toBe('재료 소진');
    expect(cancelReasonOf('custom', '  ')).toBe('');
    expect(cancelReasonOf('custom', ' 오븐 고장 ')).toBe('오븐 고장');
  });
});

describe('finished orders in the address', () => {
  const today = '2026-11-26';
  const query = (address: string) => historyQueryOf(new URLSearchParams(address), today);

  it('opens on today, newest first, with a plain address', () => {
    expect(query('')).toEqual({ from: today, to: today, sortType: 'NEWEST' });
    expect(historyParams(query(''), today)).toEqual({ from: undefined, to: undefined, sort: undefined });
  });

  it('keeps a period of real dates in order and the chosen order', () => {
    const kept = query('from=2026-11-01&to=2026-11-20&sort=OLDEST');
    expect(kept).toEqual({ from: '2026-11-01', to: '2026-11-20', sortType: 'OLDEST' });
    expect(historyParams(kept, today)).toEqual({ from: '2026-11-01', to: '2026-11-20', sort: 'OLDEST' });
  });

  it('falls back to today for a period out of order, half given or not a date, and to 최신순', () => {
    for (const address of ['from=2026-11-20&to=2026-11-01', 'from=2026-11-01', 'from=2026-02-30&to=2026-03-01'])
      expect(query(address)).toMatchObject({ from: today, to: today });
    expect(query('sort=RANDOM').sortType).toBe('NEWEST');
  });
});
