import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { DatePicker } from 'antd';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FocusEvent, KeyboardEvent } from 'react';
import { dayjs, endOfKstDay, fromKstWallClock, kstToday, toKstWallClock } from '@/lib/format';
import { messages } from '@/lib/messages';
import { isPastInstant, NOT_PAST } from '@/lib/schema-rules';

dayjs.extend(customParseFormat);

type Dayjs = ReturnType<typeof dayjs>;

/** What the picker edits: a calendar date, a deadline day (its end in KST), or a date and time. */
interface PickerMode {
  readonly format: string;
  readonly showTime: boolean;
  readonly toValue: (picked: Dayjs) => string;
}

const MODES = {
  date: { format: 'YYYY.MM.DD', showTime: false, toValue: (picked) => picked.format('YYYY-MM-DD') },
  deadline: {
    format: 'YYYY.MM.DD',
    showTime: false,
    toValue: (picked) => endOfKstDay(picked.format('YYYY-MM-DD')),
  },
  dateTime: { format: 'YYYY.MM.DD HH:mm', showTime: true, toValue: fromKstWallClock },
} satisfies Record<string, PickerMode>;

function modeOf(schema: WidgetProps['schema']): PickerMode {
  if (schema.format === 'date') return MODES.date;
  return schema['x-kind'] === 'deadline' ? MODES.deadline : MODES.dateTime;
}

/**
 * Date and time in Korea Standard Time, whatever the browser's time zone; sends ISO with +09:00.
 * A deadline (`x-kind: deadline`) is picked as a day and means that day's 23:59:59 in KST. With
 * `x-not-past`, days before today (KST) are disabled in the calendar; a past day typed by hand is
 * kept (not silently reset) and told apart at once. Enter confirms a typed value without
 * submitting the form.
 */
export function KstDateTimeWidget({ id, value, onChange, onBlur, disabled, readonly, schema, rawErrors }: WidgetProps) {
  const mode = modeOf(schema);
  const notPast = schema[NOT_PAST] === true;
  const isDisabledDay = (day: Dayjs) => notPast && day.format('YYYY-MM-DD') < kstToday();
  const past = notPast && isPastInstant(value);
  const hintId = `${id}__past`;

  // antd ignores a typed day that the calendar disables and puts the old text back; a merchant's
  // typing is never thrown away, so such a day becomes the value and the form says what is wrong.
  const keepTypedPastDay = (event: KeyboardEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    const text = (event.target as HTMLInputElement).value?.trim();
    if (!notPast || !text) return;
    const typed = dayjs(text, mode.format, true);
    if (typed.isValid() && isDisabledDay(typed)) onChange(mode.toValue(typed));
  };

  return (
    <>
      <DatePicker
        id={id}
        value={typeof value === 'string' && value ? toKstWallClock(value) : null}
        onChange={(picked) => onChange(picked ? mode.toValue(picked) : undefined)}
        onBlur={(event) => {
          keepTypedPastDay(event);
          onBlur(id, value);
        }}
        // Enter confirms the typed date; it must not also submit the form (implicit submission).
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          keepTypedPastDay(event);
        }}
        {...(notPast ? { disabledDate: isDisabledDay } : {})}
        showTime={mode.showTime ? { format: 'HH:mm' } : false}
        format={mode.format}
        disabled={disabled || readonly}
        status={rawErrors?.length || past ? 'error' : undefined}
        style={{ width: '100%', maxWidth: 320 }}
        aria-describedby={past ? `${ariaDescribedByIds(id)} ${hintId}` : ariaDescribedByIds(id)}
        aria-invalid={rawErrors?.length || past ? true : undefined}
      />
      {past && !rawErrors?.length ? (
        <div id={hintId} className="field-error" role="alert">
          {messages.validation.notPast}
        </div>
      ) : null}
    </>
  );
}
