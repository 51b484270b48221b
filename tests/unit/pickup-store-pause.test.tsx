/** 영업 임시 중지 on the board: how long, what customers see, the banner until then, and 영업 재개. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closedUntilOf, pausedUntilText } from '@/app/pages/pickup-orders/StorePause';
import { dayjs, KST } from '@/lib/format';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const BOARD = '/profile/101/pickup/order';
const store = () => mockRuntime.db.state.pickup.stores['101']!;

describe('영업 임시 중지', () => {
  it('asks for how long, says what customers see, then the board shows until when with 영업 재개', async () => {
    const { user } = renderRoute(BOARD);
    await user.click(await screen.findByRole('button', { name: '영업 관리 · 품절' }));
    await user.click(await screen.findByRole('button', { name: '영업 임시 중지' }));
    const dialog = (await screen.findByText('영업을 임시로 멈출까요?')).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(dialog).getByRole('radio', { name: '1시간' }));
    // What customers see is quoted (issue 40's careless pass: "가게가 잠시 주문을 받지 않아요로" read as one clause).
    expect(dialog).toHaveTextContent('고객에게는 ‘잠시 주문을 받지 않아요’로 보이고');
    const ok = within(dialog).getByRole('button', { name: '영업 임시 중지' });
    expect(ok).toHaveClass('ant-btn-dangerous');
    await user.click(ok);
    await waitFor(() => expect(store().operation.manuallyClosed).toBe(true));
    const minutes = (Date.parse(store().operation.closedUntil!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    const until = dayjs(store().operation.closedUntil).tz(KST).format('HH:mm');
    const texts = await screen.findAllByText(new RegExp(`^영업 임시 중지 중 · (내일 )?${until}까지$`));
    // The hours stay the store's hours: a pause is not a day off (issue 40's careless pass: 영업시간 휴무).
    expect(screen.getByText(/^영업시간 /)).not.toHaveTextContent('휴무');
    const alert = texts.map((text) => text.closest<HTMLElement>('.store-pause-banner')).find(Boolean)!;
    await user.click(within(alert).getByRole('button', { name: '영업 재개' }));
    await waitFor(() => expect(store().operation.manuallyClosed).toBe(false));
    await waitFor(() => expect(document.querySelector('.store-pause-banner')).toBeNull());
  });

  it('오늘 영업 종료 lasts until the next opening; 다시 열 때까지 has no end', () => {
    const schedule = {
      open24Hours: false,
      closed: false,
      businessHours: {
        startTime: { hour: 9, minute: 0, second: 0, nano: 0 },
        endTime: { hour: 21, minute: 0, second: 0, nano: 0 },
      },
      breakHours: null,
    };
    const evening = new Date('2026-11-27T11:00:00Z'); // 20:00 KST
    expect(closedUntilOf('today', schedule, evening)).toBe('2026-11-28T09:00:00+09:00');
    expect(pausedUntilText(closedUntilOf('today', schedule, evening), evening)).toBe('내일 09:00까지');
    expect(pausedUntilText(closedUntilOf('30m', schedule, evening), evening)).toBe('20:30까지');
    expect(closedUntilOf('untilResumed', schedule, evening)).toBeNull();
    expect(pausedUntilText(null, evening)).toBe('다시 열 때까지');
  });
});
