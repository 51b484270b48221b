import { describe, expect, it } from 'vitest';
import {
  copyMonday,
  emptyWeek,
  hoursText,
  isEmptyWeek,
  isWholeWeek,
  parseTyped,
  placeTyped,
  replaceAfterOpen,
  shownClock,
  stepClock,
  weekIssues,
  WEEKDAYS,
  type DayHours,
} from './operation-time';

const open = (weekday: DayHours['weekday'], openTime: string, closeTime: string, breakTimes?: DayHours['breakTimes']) =>
  ({ weekday, dayType: 'OPEN', openTime, closeTime, ...(breakTimes ? { breakTimes } : {}) }) as DayHours;

describe('typed times', () => {
  it('reads the short ways people type a time', () => {
    expect(parseTyped('9')).toBe(9 * 60);
    expect(parseTyped('930')).toBe(9 * 60 + 30);
    expect(parseTyped('0930')).toBe(9 * 60 + 30);
    expect(parseTyped('9:30')).toBe(9 * 60 + 30);
    expect(parseTyped('21시')).toBe(21 * 60);
    expect(parseTyped('2130')).toBe(21 * 60 + 30);
    expect(parseTyped('24:00')).toBeUndefined();
    expect(parseTyped('24:00', true)).toBe(24 * 60);
    expect(parseTyped('9:75')).toBeUndefined();
    expect(parseTyped('abc')).toBeUndefined();
  });

  it('places a closing time not after the opening time on the next day', () => {
    expect(placeTyped('2200', '09:00', 'close')).toBe('22:00');
    expect(placeTyped('2', '18:00', 'close')).toBe('26:00');
    expect(placeTyped('00:00', '18:00', 'close')).toBe('24:00');
    expect(placeTyped('09:00', '09:00', 'close')).toBe('33:00');
    expect(placeTyped('1:30', '18:00', 'break', '26:00')).toBe('25:30');
    // A morning break on a day that closes before midnight stays in the morning (outside the hours).
    expect(placeTyped('07:00', '08:00', 'break', '21:00')).toBe('07:00');
    expect(placeTyped('03:00', '18:00', 'break', '26:00')).toBe('03:00');
    expect(placeTyped('18:00', '18:00', 'break')).toBe('18:00');
    expect(placeTyped('아홉시', '09:00', 'close')).toBe('아홉시');
    expect(shownClock('26:00')).toEqual({ text: '02:00', nextDay: true });
    expect(shownClock('24:00')).toEqual({ text: '24:00', nextDay: false });
    expect(hoursText('18:00', '26:00')).toBe('18:00~다음 날 02:00');
  });

  it('keeps the shown times when the opening time moves', () => {
    const day = open('friday', '18:00', '26:00', [{ startTime: '25:00', endTime: '25:30' }]);
    expect(replaceAfterOpen(day, '01:00')).toMatchObject({
      openTime: '01:00',
      closeTime: '02:00',
      breakTimes: [{ startTime: '01:00', endTime: '01:30' }],
    });
  });

  it('steps by the arrow keys round the clock', () => {
    expect(stepClock('09:00', 30, 'open')).toBe('09:30');
    expect(stepClock('23:30', 30, 'open')).toBe('00:00');
    expect(stepClock('23:30', 30, 'close', '18:00')).toBe('24:00');
    expect(stepClock('24:00', 30, 'close', '18:00')).toBe('24:30');
    expect(stepClock('', 30, 'open')).toBe('09:30');
  });
});

describe('the rules of a week', () => {
  it('accepts a normal week with a break and a late Friday', () => {
    const week = [
      open('monday', '09:00', '21:00', [{ startTime: '15:00', endTime: '16:00' }]),
      open('tuesday', '09:00', '21:00'),
      open('wednesday', '09:00', '21:00'),
      open('thursday', '09:00', '21:00'),
      open('friday', '18:00', '27:00', [{ startTime: '24:00', endTime: '24:30' }]),
      { weekday: 'saturday', dayType: 'ALL_DAY' },
      { weekday: 'sunday', dayType: 'CLOSED' },
    ] satisfies DayHours[];
    expect(weekIssues(week)).toEqual([]);
    expect(isWholeWeek(week)).toBe(true);
  });

  it('wants closing after opening, within a day and by next day 06:00', () => {
    expect(weekIssues([open('monday', '09:00', '08:00')])).toEqual([
      { field: '0.closeTime', message: '월요일은 닫는 시간이 여는 시간보다 늦어야 해요.' },
    ]);
    expect(weekIssues([open('monday', '05:00', '29:00')])[0]!.message).toBe(
      '월요일 영업시간이 24시간을 넘어요. 하루 종일 연다면 24시간을 골라 주세요.',
    );
    expect(weekIssues([open('monday', '09:00', '30:00')])).toEqual([]);
    expect(weekIssues([open('tuesday', '09:00', '30:30')])[0]).toEqual({
      field: '0.closeTime',
      message: '화요일은 자정을 넘겨도 다음 날 06:00까지만 닫는 시간으로 입력할 수 있어요.',
    });
  });

  it('wants breaks inside the hours, in order and apart', () => {
    expect(weekIssues([open('monday', '09:00', '21:00', [{ startTime: '08:00', endTime: '10:00' }])])).toEqual([
      { field: '0.breakTimes.0.startTime', message: '월요일 쉬는 시간은 영업시간(09:00~21:00) 안이어야 해요.' },
    ]);
    expect(weekIssues([open('monday', '09:00', '21:00', [{ startTime: '20:00', endTime: '22:00' }])])).toEqual([
      { field: '0.breakTimes.0.endTime', message: '월요일 쉬는 시간은 영업시간(09:00~21:00) 안이어야 해요.' },
    ]);
    expect(weekIssues([open('monday', '09:00', '21:00', [{ startTime: '15:00', endTime: '14:00' }])])).toEqual([
      { field: '0.breakTimes.0.endTime', message: '월요일 쉬는 시간은 끝나는 시간이 시작 시간보다 늦어야 해요.' },
    ]);
    const overlapping = open('monday', '09:00', '21:00', [
      { startTime: '15:00', endTime: '16:00' },
      { startTime: '12:00', endTime: '13:00' },
      { startTime: '15:30', endTime: '17:00' },
    ]);
    expect(weekIssues([overlapping])).toEqual([
      { field: '0.breakTimes.2.startTime', message: '월요일 쉬는 시간이 서로 겹쳐요.' },
    ]);
    const touching = open('monday', '09:00', '21:00', [
      { startTime: '12:00', endTime: '13:00' },
      { startTime: '13:00', endTime: '13:30' },
    ]);
    expect(weekIssues([touching])).toEqual([]);
  });

  it('keeps closed and 24-hour days free of hours', () => {
    expect(weekIssues([{ weekday: 'sunday', dayType: 'CLOSED', openTime: '09:00' }])).toEqual([
      { field: '0.dayType', message: '일요일은 휴무라 영업시간을 넣지 않아요.' },
    ]);
    expect(
      weekIssues([{ weekday: 'saturday', dayType: 'ALL_DAY', breakTimes: [{ startTime: '12:00', endTime: '13:00' }] }]),
    ).toEqual([{ field: '0.dayType', message: '토요일은 24시간 영업이라 영업시간을 넣지 않아요.' }]);
  });

  it('leaves missing or malformed times to the schema', () => {
    expect(weekIssues([{ weekday: 'monday', dayType: 'OPEN', openTime: '9시' }])).toEqual([]);
  });
});

describe('quick edits', () => {
  const week = emptyWeek().map((day) =>
    day.weekday === 'monday' ? open('monday', '10:00', '22:00', [{ startTime: '15:00', endTime: '16:00' }]) : day,
  );

  it('copies Monday to the weekdays only', () => {
    const copied = copyMonday(
      week.map((day): DayHours => (day.weekday === 'saturday' ? { weekday: 'saturday', dayType: 'CLOSED' } : day)),
      'weekdays',
    );
    for (const weekday of ['tuesday', 'wednesday', 'thursday', 'friday'] as const)
      expect(copied.find((day) => day.weekday === weekday)).toEqual({ ...week[0], weekday });
    expect(copied.find((day) => day.weekday === 'saturday')).toEqual({ weekday: 'saturday', dayType: 'CLOSED' });
    expect(copied.find((day) => day.weekday === 'sunday')).toEqual({ weekday: 'sunday', dayType: 'OPEN' });
    // The copies are their own: a break changed on Tuesday is not Monday's.
    expect(copied[1]!.breakTimes).not.toBe(copied[0]!.breakTimes);
  });

  it('copies Monday to every day, 24 hours and closed included', () => {
    const allDay = copyMonday(
      week.map((day): DayHours => (day.weekday === 'monday' ? { weekday: 'monday', dayType: 'ALL_DAY' } : day)),
      'all',
    );
    expect(allDay.every((day) => day.dayType === 'ALL_DAY' && day.openTime === undefined)).toBe(true);
    expect(copyMonday(week, 'all').map((day) => day.weekday)).toEqual([...WEEKDAYS]);
  });

  it('knows an empty week', () => {
    expect(isEmptyWeek(emptyWeek())).toBe(true);
    expect(isEmptyWeek(week)).toBe(false);
  });
});
