/**
 * Opening hours (issue 14) through the engine's document form with the week grid: the saved week
 * loads, short times are read and Monday copies to the weekdays, a form rule (a break outside the
 * hours) stops the save with its Korean message on the day, and what was typed survives a failed
 * save. (Role queries are slow on this large form in jsdom: labels and text find the same things.)
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOUCH_QUERY } from '@/components/layout/use-media-query';
import { mockRuntime } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const PAGE = '/profile/101/operation-time';
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const saveCalls = () =>
  mockRuntime.faults.calls().filter((call) => call.operation === 'business-account.updateOperationTimes').length;

async function opened() {
  await screen.findByText('영업시간 관리');
  return waitFor(() => input('월요일 여는 시간'));
}

function type(label: string, value: string) {
  const field = input(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

afterEach(() => mockRuntime.faults.clear());

describe('operation time', () => {
  it('loads the week, reads short times and copies Monday to the weekdays', async () => {
    renderRoute(PAGE);
    await opened();
    expect(input('금요일 닫는 시간').value).toBe('01:00');
    type('월요일 여는 시간', '930');
    type('월요일 닫는 시간', '2');
    expect(input('월요일 여는 시간').value).toBe('09:30');
    expect(input('월요일 닫는 시간').value).toBe('02:00');
    fireEvent.click(screen.getByText('월요일 시간을 평일에 복사'));
    expect(input('금요일 여는 시간').value).toBe('09:30');
    expect(input('금요일 닫는 시간').value).toBe('02:00');
    expect(input('토요일 여는 시간').value).toBe('10:00');
    expect(screen.getByText('월요일 시간을 화요일부터 금요일까지 복사했어요.')).toBeTruthy();
  });

  it('stops a save with a break outside the hours and keeps what was typed', async () => {
    renderRoute(PAGE);
    await opened();
    fireEvent.click(screen.getByLabelText('화요일 쉬는 시간 추가'));
    type('화요일 쉬는 시간 1 시작', '20:30');
    type('화요일 쉬는 시간 1 끝', '22:00');
    fireEvent.click(screen.getByText('저장'));
    const message = '화요일 쉬는 시간은 영업시간(08:00~21:00) 안이어야 해요.';
    expect((await screen.findAllByText(message, { exact: false })).length).toBeGreaterThan(0);
    expect(input('화요일 쉬는 시간 1 끝').getAttribute('aria-invalid')).toBe('true');
    expect(input('화요일 쉬는 시간 1 시작').value).toBe('20:30');
    expect(saveCalls()).toBe(0);
  });

  it('refuses an opening time past 23:59 once, naming the day, and shows it as typed', async () => {
    renderRoute(PAGE);
    await opened();
    type('화요일 여는 시간', '25:00');
    expect(input('화요일 여는 시간').value).toBe('25:00');
    expect(screen.queryByText('다음 날', { selector: '#root_operationTimes_1_openTime-next-day' })).toBeNull();
    fireEvent.click(screen.getByText('저장'));
    const underDay = await screen.findAllByText('화요일 여는 시간: 시간은 09:00처럼 입력해 주세요.');
    // Once under the day and once in the summary above the form; never a second sentence on the field.
    expect(underDay).toHaveLength(2);
    expect(document.querySelectorAll('#root_operationTimes_1_openTime-error-1')).toHaveLength(0);
    expect(input('화요일 여는 시간').getAttribute('aria-invalid')).toBe('true');
    expect(saveCalls()).toBe(0);
  });

  it('keeps what was typed when the save fails', async () => {
    renderRoute(PAGE);
    await opened();
    type('수요일 여는 시간', '07:30');
    mockRuntime.faults.add({ operation: 'business-account.updateOperationTimes', status: 500 });
    fireEvent.click(screen.getByText('저장'));
    await waitFor(() => expect(saveCalls()).toBe(1));
    await waitFor(() => expect(screen.getByText('다시 시도')).toBeTruthy());
    expect(input('수요일 여는 시간').value).toBe('07:30');
  });

  it('says what the save did', async () => {
    renderRoute(PAGE);
    await opened();
    type('수요일 여는 시간', '07:30');
    fireEvent.click(screen.getByText('저장'));
    expect(await screen.findByText('저장했어요.')).toBeTruthy();
    const saved = mockRuntime.db.state.businessAccount.accounts.find((account) => account.id === 101)!;
    expect(saved.operationTimes?.operationTimes[2]).toMatchObject({ weekday: 'wednesday', openTime: '07:30' });
  });

  it('speaks of arrow keys only where there is a keyboard (not on a touch screen)', async () => {
    const hint = /↑↓ 키로 30분씩/;
    const view = renderRoute(PAGE);
    await opened();
    expect(screen.getByText(hint)).toBeTruthy();
    view.unmount();

    const deskMatchMedia = window.matchMedia;
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ ...deskMatchMedia(query), matches: query === TOUCH_QUERY }),
    });
    try {
      renderRoute(PAGE);
      await opened();
      expect(screen.getByText(/09:00처럼 입력해요/)).toBeTruthy();
      expect(screen.queryByText(hint)).toBeNull();
    } finally {
      Object.defineProperty(window, 'matchMedia', { configurable: true, value: deskMatchMedia });
    }
  });
});
