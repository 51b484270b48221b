import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { DatePicker } from 'antd';
import { fromKstWallClock, toKstWallClock } from '@/lib/format';

/**
 * Date and time in Korea Standard Time, whatever the browser's time zone; sends ISO with +09:00.
 * Enter confirms a typed value without submitting the form.
 */
export function KstDateTimeWidget({ id, value, onChange, onBlur, disabled, readonly, schema, rawErrors }: WidgetProps) {
  const dateOnly = schema.format === 'date';
  return (
    <DatePicker
      id={id}
      value={typeof value === 'string' && value ? toKstWallClock(value) : null}
      onChange={(picked) =>
        onChange(picked ? (dateOnly ? picked.format('YYYY-MM-DD') : fromKstWallClock(picked)) : undefined)
      }
      onBlur={() => onBlur(id, value)}
      // Enter confirms the typed date; it must not also submit the form (implicit submission).
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      showTime={dateOnly ? false : { format: 'HH:mm' }}
      format={dateOnly ? 'YYYY.MM.DD' : 'YYYY.MM.DD HH:mm'}
      disabled={disabled || readonly}
      status={rawErrors?.length ? 'error' : undefined}
      style={{ width: '100%', maxWidth: 320 }}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
