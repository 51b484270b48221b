/**
 * A business's week of opening hours (business-account `OperationTime`, designed): times as typed,
 * times on the day's clock (past midnight is 24:00 and later, up to 30:00 = next day 06:00), the
 * rules every week must keep, and the quick edits of the week grid. The form and the mock backend
 * use the same rules and say the same Korean sentences.
 */
import { hoursManagementMessages } from './hours-management-messages';

const text = hoursManagementMessages.operationTime;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type DayType = 'OPEN' | 'ALL_DAY' | 'CLOSED';

export interface BreakTime {
  startTime: string;
  endTime: string;
}

/** One day as the schema has it (mutable like the generated types, so the two are interchangeable). */
export interface DayHours {
  weekday: Weekday;
  dayType: DayType;
  openTime?: string;
  closeTime?: string;
  breakTimes?: BreakTime[];
}

/** A rule broken by a week: `field` is a dotted path into the list of days (`0.closeTime`). */
export interface WeekIssue {
  readonly field: string;
  readonly message: string;
}

const DAY = 24 * 60;
/** The latest closing time: next day 06:00. */
export const LATEST_CLOSE = DAY + 6 * 60;
export const MAX_BREAKS = 3;

export function weekdayLabel(weekday: Weekday): string {
  return text.weekday[weekday];
}

/** Minutes of an `HH:MM` on the day's clock (00:00–47:59; the rules allow up to 30:00), or undefined. */
export function minutesOf(clock: string | undefined): number | undefined {
  const match = /^([0-3][0-9]|4[0-7]):([0-5][0-9])$/.exec(clock ?? '');
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** `HH:MM` of minutes on the day's clock (26:00 past midnight). */
export function clockOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** How a time on the day's clock reads: 26:00 is 02:00 of the next day. */
export function shownClock(clock: string | undefined): { readonly text: string; readonly nextDay: boolean } {
  const minutes = minutesOf(clock);
  if (minutes === undefined || minutes < DAY || minutes === DAY) return { text: clock ?? '', nextDay: false };
  return { text: clockOf(minutes - DAY), nextDay: true };
}

/**
 * What a merchant typed as a time of a 24-hour clock: `9`, `930`, `0930`, `9:30`, `21시` → `09:30`
 * and so on; `24:00` only where `allowMidnight`. Undefined when it is no time.
 */
export function parseTyped(typed: string, allowMidnight = false): number | undefined {
  const cleaned = typed
    .trim()
    .replace(/\s*시\s*/, ':')
    .replace(/분$/, '')
    .replace(/[.]/, ':');
  let hours: number;
  let minutes: number;
  const withColon = /^([0-9]{1,2}):([0-9]{0,2})$/.exec(cleaned);
  const digits = /^[0-9]{1,4}$/.exec(cleaned);
  if (withColon) {
    hours = Number(withColon[1]);
    minutes = withColon[2] ? Number(withColon[2]) : 0;
  } else if (digits) {
    const value = digits[0];
    hours = Number(value.length <= 2 ? value : value.slice(0, value.length - 2));
    minutes = value.length <= 2 ? 0 : Number(value.slice(-2));
  } else return undefined;
  if (minutes > 59) return undefined;
  const total = hours * 60 + minutes;
  if (total < DAY || (allowMidnight && total === DAY)) return total;
  return undefined;
}

/**
 * A typed closing or break time placed on the day's clock. A closing time not after the opening
 * time is the next day's; a break before the opening time is the next day's only when the day runs
 * past midnight that far (`close`), else it stays a morning time (and the rules say it is outside
 * the hours). Text that is no time is kept as typed, for the form to say so.
 */
export function placeTyped(typed: string, open: string | undefined, kind: 'close' | 'break', close?: string): string {
  const minutes = parseTyped(typed, true);
  if (minutes === undefined) return typed;
  const opening = minutesOf(open);
  if (opening === undefined || minutes >= DAY) return clockOf(minutes);
  const closing = minutesOf(close);
  const nextDay =
    kind === 'close'
      ? minutes <= opening
      : minutes < opening && closing !== undefined && closing > DAY && minutes + DAY <= closing;
  return clockOf(nextDay ? minutes + DAY : minutes);
}

/**
 * The times of a day that follow its opening time, placed again after the opening time moved:
 * each keeps the time of day it shows (a close at 02:00 stays 02:00, today or the next day).
 */
export function replaceAfterOpen(day: DayHours, open: string): DayHours {
  const closeTime = day.closeTime === undefined ? undefined : placeTyped(shownClock(day.closeTime).text, open, 'close');
  const again = (clock: string) => placeTyped(shownClock(clock).text, open, 'break', closeTime);
  return {
    ...day,
    openTime: open,
    ...(closeTime !== undefined ? { closeTime } : {}),
    ...(day.breakTimes
      ? {
          breakTimes: day.breakTimes.map((slot) => ({
            ...slot,
            ...(slot.startTime !== undefined ? { startTime: again(slot.startTime) } : {}),
            ...(slot.endTime !== undefined ? { endTime: again(slot.endTime) } : {}),
          })),
        }
      : {}),
  };
}

/** `09:00~26:00` as people read it: `09:00~다음 날 02:00`. */
export function hoursText(open: string, close: string): string {
  const shown = shownClock(close);
  return text.hours(open, shown.nextDay ? `${text.nextDay} ${shown.text}` : shown.text);
}

/**
 * The rules of one day: closing after opening and within 24 hours and by next day 06:00, breaks
 * inside the hours, in order and not overlapping, and no hours on a closed or 24-hour day. Times
 * that are missing or malformed are the schema's to report (required, pattern).
 */
export function dayIssues(day: DayHours, index: number): WeekIssue[] {
  const label = weekdayLabel(day.weekday);
  const at = (field: string) => `${index}.${field}`;
  if (day.dayType !== 'OPEN') {
    if (day.openTime !== undefined || day.closeTime !== undefined || (day.breakTimes?.length ?? 0) > 0)
      return [
        {
          field: at('dayType'),
          message: day.dayType === 'CLOSED' ? text.closedHasNoHours(label) : text.allDayHasNoHours(label),
        },
      ];
    return [];
  }
  const issues: WeekIssue[] = [];
  const open = minutesOf(day.openTime);
  const close = minutesOf(day.closeTime);
  // An opening time past 23:59 (typed 25:00) breaks the schema's pattern, which says so once.
  if (open === undefined || open >= DAY || close === undefined) return issues;
  if (close <= open) issues.push({ field: at('closeTime'), message: text.closeAfterOpen(label) });
  else if (close - open >= DAY) issues.push({ field: at('closeTime'), message: text.overADay(label) });
  else if (close > LATEST_CLOSE) issues.push({ field: at('closeTime'), message: text.pastNextMorning(label) });
  if (issues.length > 0) return issues;

  const breaks = day.breakTimes ?? [];
  if (breaks.length > MAX_BREAKS)
    issues.push({ field: at('breakTimes'), message: text.tooManyBreaks(label, MAX_BREAKS) });
  const placed: { start: number; end: number; index: number }[] = [];
  breaks.forEach((slot, slotIndex) => {
    const start = minutesOf(slot.startTime);
    const end = minutesOf(slot.endTime);
    if (start === undefined || end === undefined) return;
    const field = (name: string) => at(`breakTimes.${slotIndex}.${name}`);
    if (end <= start) issues.push({ field: field('endTime'), message: text.breakOrder(label) });
    else if (start < open || end > close)
      issues.push({
        field: field(start < open ? 'startTime' : 'endTime'),
        message: text.breakOutside(label, hoursText(day.openTime!, day.closeTime!)),
      });
    else placed.push({ start, end, index: slotIndex });
  });
  placed.sort((a, b) => a.start - b.start);
  for (let i = 1; i < placed.length; i += 1) {
    if (placed[i]!.start < placed[i - 1]!.end)
      issues.push({ field: at(`breakTimes.${placed[i]!.index}.startTime`), message: text.breakOverlap(label) });
  }
  return issues;
}

/** Every rule of a week of seven days, Monday first; issues name the day and the field. */
export function weekIssues(days: readonly DayHours[]): WeekIssue[] {
  return days.flatMap((day, index) => dayIssues(day, index));
}

/** Whether a list of days is the seven weekdays once each (the order does not matter). */
export function isWholeWeek(days: readonly { readonly weekday: string }[]): boolean {
  const seen = new Set(days.map((day) => day.weekday));
  return days.length === WEEKDAYS.length && WEEKDAYS.every((weekday) => seen.has(weekday));
}

/** The days in Monday-first order. */
export function inWeekOrder<T extends { readonly weekday: string }>(days: readonly T[]): T[] {
  const rank = (weekday: string) => WEEKDAYS.indexOf(weekday as Weekday);
  return [...days].sort((a, b) => rank(a.weekday) - rank(b.weekday));
}

/**
 * The days as they are sent: a closed or 24-hour day without the times a merchant typed before
 * choosing it (the form keeps them while it is open, in case they choose 영업 again).
 */
export function daysAsSent<T extends DayHours>(days: readonly T[]): T[] {
  return days.map((day) => (day.dayType === 'OPEN' ? day : ({ weekday: day.weekday, dayType: day.dayType } as T)));
}

/** A week with nothing typed yet: every day open, no times. */
export function emptyWeek(): DayHours[] {
  return WEEKDAYS.map((weekday) => ({ weekday, dayType: 'OPEN' }));
}

/** Whether no open day has any time typed (the grid's empty state). */
export function isEmptyWeek(days: readonly DayHours[]): boolean {
  return days.every(
    (day) => day.dayType === 'OPEN' && !day.openTime && !day.closeTime && (day.breakTimes?.length ?? 0) === 0,
  );
}

const WORKDAYS: readonly Weekday[] = ['tuesday', 'wednesday', 'thursday', 'friday'];

/** Monday's state, times and breaks copied to Tuesday–Friday, or to every other day. */
export function copyMonday<T extends DayHours>(days: readonly T[], to: 'weekdays' | 'all'): T[] {
  const monday = days.find((day) => day.weekday === 'monday');
  if (!monday) return [...days];
  const { weekday: _weekday, ...hours } = monday;
  return days.map((day) =>
    day.weekday === 'monday' || (to === 'weekdays' && !WORKDAYS.includes(day.weekday))
      ? day
      : ({
          ...hours,
          ...(hours.breakTimes ? { breakTimes: hours.breakTimes.map((slot) => ({ ...slot })) } : {}),
          weekday: day.weekday,
        } as T),
  );
}

/** A time moved by `step` minutes with the arrow keys, round the clock, placed like a typed one. */
export function stepClock(
  clock: string,
  step: number,
  kind: 'open' | 'close' | 'break',
  open?: string,
  close?: string,
): string {
  const base = parseTyped(shownClock(clock).text, true) ?? 9 * 60;
  const typed = clockOf((((base + step) % DAY) + DAY) % DAY);
  return kind === 'open' ? typed : placeTyped(typed, open, kind, close);
}
