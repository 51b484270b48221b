import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';

/** Text input with a live character count against `maxLength`; typing past it is kept and flagged. */
export function CountedTextWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  schema,
  placeholder,
  autofocus,
  rawErrors,
}: WidgetProps) {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return (
    <Input
      id={id}
      name={id}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      disabled={disabled || readonly}
      placeholder={placeholder}
      autoFocus={autofocus}
      status={rawErrors?.length ? 'error' : undefined}
      count={max ? { show: true, max } : undefined}
      inputMode={schema.format === 'uri' ? 'url' : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={rawErrors?.length ? true : undefined}
    />
  );
}
