import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';

/** Multi-line text with a live character count; Enter makes a new line and never submits. */
export function CountedTextareaWidget({
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
    <Input.TextArea
      id={id}
      name={id}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      disabled={disabled || readonly}
      placeholder={placeholder}
      autoFocus={autofocus}
      autoSize={{ minRows: 3, maxRows: 10 }}
      status={rawErrors?.length ? 'error' : undefined}
      count={max ? { show: true, max } : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={rawErrors?.length ? true : undefined}
    />
  );
}
