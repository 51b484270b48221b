/**
 * The week as a grid: a row per weekday with 영업 / 24시간 / 휴무, opening and closing times and up
 * to three breaks, and two quick copies of Monday. Every control is reached and used by keyboard;
 * each error sits under its day and is read with its field.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { FieldProps } from '@rjsf/utils';
import { Button, Radio, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { TOUCH_QUERY, useMediaQuery } from '@/components/layout/use-media-query';
import { hoursManagementMessages } from '@/lib/hours-management-messages';
import {
  copyMonday,
  emptyWeek,
  isEmptyWeek,
  clockOf,
  MAX_BREAKS,
  parseTyped,
  placeTyped,
  replaceAfterOpen,
  stepClock,
  weekdayLabel,
  type BreakTime,
  type DayHours,
  type DayType,
} from '@/lib/operation-time';
import { TimeInput } from './TimeInput';

const text = hoursManagementMessages.operationTime;

const DAY_TYPES: readonly { value: DayType; label: string }[] = [
  { value: 'OPEN', label: '영업' },
  { value: 'ALL_DAY', label: '24시간' },
  { value: 'CLOSED', label: '휴무' },
];

type ErrorNode = { __errors?: string[] } & { [key: string]: ErrorNode | string[] | undefined };

function errorsAt(node: ErrorNode | undefined, ...path: (string | number)[]): string[] {
  let current: ErrorNode | undefined = node;
  for (const part of path) current = current?.[String(part)] as ErrorNode | undefined;
  return current?.__errors ?? [];
}

/** A day's value with `field` set, or left out when nothing is typed (the schema then says it is required). */
function withTime<T extends object>(target: T, field: string, value: string): T {
  const next = { ...target } as Record<string, unknown>;
  if (value.trim() === '') delete next[field];
  else next[field] = value;
  return next as T;
}

export function WeekGrid({ formData, onChange, fieldPathId, errorSchema, disabled, readonly }: FieldProps) {
  const days = (Array.isArray(formData) ? formData : emptyWeek()) as DayHours[];
  const base = fieldPathId.$id;
  const hintId = `${base}-hint`;
  const locked = Boolean(disabled || readonly);
  const errors = errorSchema as ErrorNode | undefined;
  const [announcement, setAnnouncement] = useState('');
  const touch = useMediaQuery(TOUCH_QUERY);
  // After 쉬는 시간 추가 the new break's start gets the focus; after 삭제, the add button.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const change = (next: DayHours[]) => onChange(next, fieldPathId.path);
  const updateDay = (index: number, update: (day: DayHours) => DayHours) =>
    change(days.map((day, at) => (at === index ? update(day) : day)));
  const updateBreak = (index: number, slot: number, update: (value: BreakTime) => BreakTime) =>
    updateDay(index, (day) => ({
      ...day,
      breakTimes: (day.breakTimes ?? []).map((value, at) => (at === slot ? update(value) : value)),
    }));

  const copy = (to: 'weekdays' | 'all') => {
    change(copyMonday(days, to));
    setAnnouncement(to === 'weekdays' ? text.copiedToWeekdays : text.copiedToAll);
  };

  return (
    <fieldset id={base} style={{ border: 0, padding: 0, margin: '0 0 24px', minWidth: 0 }}>
      <legend style={{ fontSize: 16, fontWeight: 600, marginBottom: 8 }}>{text.weekTitle}</legend>
      <p id={hintId} className="muted" style={{ margin: '0 0 12px' }}>
        {touch ? text.inputHint : `${text.inputHint} ${text.arrowKeysHint}`} {text.nextDayHint}
      </p>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button onClick={() => copy('weekdays')} disabled={locked}>
          {text.copyToWeekdays}
        </Button>
        <Button onClick={() => copy('all')} disabled={locked}>
          {text.copyToAll}
        </Button>
      </Space>
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
      {isEmptyWeek(days) ? (
        <p role="note" style={{ margin: '0 0 12px' }}>
          {text.emptyWeek}
        </p>
      ) : null}
      <div>
        {days.map((day, index) => {
          const label = weekdayLabel(day.weekday);
          const id = (...path: (string | number)[]) => [base, index, ...path].join('_');
          const dayErrors: { id: string; message: string }[] = [];
          // A sentence that does not name the day (the schema's "시간은 09:00처럼 …") is said with the
          // day and the field it is about, so the line under the row reads on its own.
          const errorFor = (fieldLabel: string, ...path: (string | number)[]) => {
            const messages = errorsAt(errors, index, ...path);
            if (messages.length === 0) return undefined;
            const errorId = `${id(...path)}-error`;
            messages.forEach((message, at) =>
              dayErrors.push({
                id: at === 0 ? errorId : `${errorId}-${at}`,
                message: message.startsWith(label) ? message : `${label} ${fieldLabel}: ${message}`,
              }),
            );
            return errorId;
          };
          const breakLabel = (slot: number, edge: 'startTime' | 'endTime') =>
            `${text.breaks} ${slot + 1} ${edge === 'startTime' ? '시작' : '끝'}`;
          const typeError = errorFor(text.dayTypeLabel, 'dayType');
          const openError = day.dayType === 'OPEN' ? errorFor(text.open, 'openTime') : undefined;
          const closeError = day.dayType === 'OPEN' ? errorFor(text.close, 'closeTime') : undefined;
          const breaksError = day.dayType === 'OPEN' ? errorFor(text.breaks, 'breakTimes') : undefined;
          const breaks = day.breakTimes ?? [];
          const breakErrors = breaks.map((_, slot) => ({
            start:
              day.dayType === 'OPEN'
                ? errorFor(breakLabel(slot, 'startTime'), 'breakTimes', slot, 'startTime')
                : undefined,
            end:
              day.dayType === 'OPEN' ? errorFor(breakLabel(slot, 'endTime'), 'breakTimes', slot, 'endTime') : undefined,
          }));
          const timeProps = (path: (string | number)[], fieldLabel: string, errorId: string | undefined) => ({
            id: id(...path),
            label: `${label} ${fieldLabel}`,
            nextDayAllowed: path[0] !== 'openTime',
            errorId,
            invalid: errorId !== undefined,
            hintId,
            disabled: locked,
          });
          const breakInput = (at: number, slot: BreakTime, edge: 'startTime' | 'endTime') => (
            <TimeInput
              {...timeProps(
                ['breakTimes', at, edge],
                breakLabel(at, edge),
                breakErrors[at]![edge === 'startTime' ? 'start' : 'end'],
              )}
              value={slot[edge]}
              onType={(typed) => updateBreak(index, at, (value) => withTime(value, edge, typed))}
              onCommit={(typed) =>
                updateBreak(index, at, (value) =>
                  withTime(value, edge, placeTyped(typed, day.openTime, 'break', day.closeTime)),
                )
              }
              onStep={(step) =>
                updateBreak(index, at, (value) => ({
                  ...value,
                  [edge]: stepClock(
                    value[edge] ?? value.startTime ?? day.openTime ?? '',
                    step,
                    'break',
                    day.openTime,
                    day.closeTime,
                  ),
                }))
              }
            />
          );
          return (
            <div
              key={day.weekday}
              role="group"
              aria-labelledby={id('label')}
              style={{
                padding: '12px 0',
                borderTop: index === 0 ? undefined : '1px solid var(--palette-grey-background)',
              }}
            >
              <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
                <strong id={id('label')} style={{ width: 56 }}>
                  {label}
                </strong>
                <Radio.Group
                  id={id('dayType')}
                  aria-label={`${label} ${text.dayTypeLabel}`}
                  aria-describedby={typeError}
                  optionType="button"
                  options={DAY_TYPES.map((option) => ({ ...option }))}
                  value={day.dayType}
                  disabled={locked}
                  onChange={(event) =>
                    updateDay(index, (current) => ({ ...current, dayType: event.target.value as DayType }))
                  }
                />
                {day.dayType === 'OPEN' ? (
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                    <TimeInput
                      {...timeProps(['openTime'], text.open, openError)}
                      value={day.openTime}
                      onType={(typed) => updateDay(index, (current) => withTime(current, 'openTime', typed))}
                      onCommit={(typed) =>
                        updateDay(index, (current) => {
                          const minutes = parseTyped(typed);
                          return minutes === undefined
                            ? withTime(current, 'openTime', typed)
                            : replaceAfterOpen(current, clockOf(minutes));
                        })
                      }
                      onStep={(step) =>
                        updateDay(index, (current) =>
                          replaceAfterOpen(current, stepClock(current.openTime ?? '', step, 'open')),
                        )
                      }
                    />
                    <span aria-hidden>~</span>
                    <TimeInput
                      {...timeProps(['closeTime'], text.close, closeError)}
                      value={day.closeTime}
                      onType={(typed) => updateDay(index, (current) => withTime(current, 'closeTime', typed))}
                      onCommit={(typed) =>
                        updateDay(index, (current) =>
                          withTime(current, 'closeTime', placeTyped(typed, current.openTime, 'close')),
                        )
                      }
                      onStep={(step) =>
                        updateDay(index, (current) => ({
                          ...current,
                          closeTime: stepClock(current.closeTime ?? '', step, 'close', current.openTime),
                        }))
                      }
                    />
                  </span>
                ) : (
                  <span className="muted">{day.dayType === 'ALL_DAY' ? text.allDayText : text.closedText}</span>
                )}
              </div>
              {day.dayType === 'OPEN' ? (
                <div
                  style={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 8,
                    marginTop: 8,
                    paddingInlineStart: 68,
                  }}
                >
                  <span className="muted" aria-hidden>
                    {text.breaks}
                  </span>
                  {breaks.map((slot, at) => (
                    <span
                      key={at}
                      role="group"
                      aria-label={`${label} ${text.breaks} ${at + 1}`}
                      aria-describedby={breaksError}
                      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                    >
                      {breakInput(at, slot, 'startTime')}
                      <span aria-hidden>~</span>
                      {breakInput(at, slot, 'endTime')}
                      <Button
                        type="text"
                        size="small"
                        icon={<MinusCircleOutlined aria-hidden />}
                        aria-label={text.removeBreak(label, at + 1)}
                        disabled={locked}
                        onClick={() => {
                          updateDay(index, (current) => ({
                            ...current,
                            breakTimes: (current.breakTimes ?? []).filter((_, other) => other !== at),
                          }));
                          focusNext.current = id('addBreak');
                        }}
                      />
                    </span>
                  ))}
                  {breaks.length < MAX_BREAKS ? (
                    <Button
                      id={id('addBreak')}
                      type="link"
                      size="small"
                      icon={<PlusOutlined aria-hidden />}
                      aria-label={`${label} ${text.addBreak}`}
                      disabled={locked}
                      onClick={() => {
                        updateDay(index, (current) => ({
                          ...current,
                          breakTimes: [...(current.breakTimes ?? []), {} as BreakTime],
                        }));
                        focusNext.current = id('breakTimes', breaks.length, 'startTime');
                      }}
                    >
                      {text.addBreak}
                    </Button>
                  ) : null}
                </div>
              ) : null}
              {dayErrors.length > 0 ? (
                <ul style={{ margin: '6px 0 0', paddingInlineStart: 68, listStyle: 'none' }}>
                  {dayErrors.map((error) => (
                    <li key={error.id} id={error.id} className="field-error">
                      {error.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
