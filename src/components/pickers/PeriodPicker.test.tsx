/**
 * The period picker's presets, chosen in the open calendar: KST days, written by hand. At
 * 2026-11-30T15:30Z it is already 1 December 00:30 in Seoul.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayjs } from '@/lib/format';
import { onPhoneScreen } from '@/testing/phone-screen';
import { PeriodPicker } from './PeriodPicker';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T15:30:00Z'));
});
afterEach(() => vi.useRealTimers());

function choose(label: string) {
  const onChange = vi.fn<(range: [dayjs.Dayjs, dayjs.Dayjs] | null) => void>();
  render(<PeriodPicker aria-label="기간" onChange={(range) => onChange(range as [dayjs.Dayjs, dayjs.Dayjs] | null)} />);
  fireEvent.mouseDown(screen.getAllByRole('textbox')[0]!);
  fireEvent.click(screen.getAllByRole('textbox')[0]!);
  fireEvent.click(screen.getByText(label));
  const [range] = onChange.mock.lastCall ?? [];
  return range?.map((day) => day.format('YYYY-MM-DD'));
}

describe('the period picker', () => {
  it.each([
    ['오늘', ['2026-12-01', '2026-12-01']],
    ['어제', ['2026-11-30', '2026-11-30']],
    ['최근 7일', ['2026-11-25', '2026-12-01']],
    ['최근 30일', ['2026-11-02', '2026-12-01']],
  ])('%s picks the KST days it names', (label, days) => {
    expect(choose(label)).toEqual(days);
  });
});

describe('the period picker on a phone', () => {
  onPhoneScreen();

  /** The month of the first (on a phone the only) calendar shown. */
  const shownMonth = () =>
    document.querySelector('.ant-picker-panels > :first-child .ant-picker-header-view')?.textContent;

  it.each([
    [0, 'Aug2026'],
    [1, 'Dec2026'],
  ])('opened from field %i shows the month of that field’s day', async (field, month) => {
    render(<PeriodPicker aria-label="입금일 기간" value={[dayjs('2026-08-29'), dayjs('2026-12-13')]} />);
    const input = screen.getAllByRole('textbox')[field]!;
    await userEvent.click(input);
    expect(shownMonth()?.replace(/\s/g, '')).toBe(month);
  });
});
