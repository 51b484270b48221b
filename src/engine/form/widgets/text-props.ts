import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { digitsOf, NORMALIZE } from '@/lib/normalize';

/**
 * What every text widget passes to its antd input: value and events in rjsf's terms, a live count
 * against `maxLength` (typing past it is kept and flagged, never cut), error state, accessibility.
 * A number read as its digits (`x-normalize: digits`: 123-45-67890) counts its digits only.
 */
export function textInputProps({
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
  const invalid = Boolean(rawErrors?.length);
  return {
    id,
    name: id,
    value: typeof value === 'string' ? value : '',
    onChange: (event: { target: { value: string } }) =>
      onChange(event.target.value === '' ? undefined : event.target.value),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
    disabled: disabled || readonly,
    placeholder,
    autoFocus: autofocus,
    status: invalid ? ('error' as const) : undefined,
    count: max
      ? {
          show: true,
          max,
          ...(schema[NORMALIZE] === 'digits' ? { strategy: (text: string) => digitsOf(text).length } : {}),
        }
      : undefined,
    'aria-describedby': ariaDescribedByIds(id),
    'aria-invalid': invalid || undefined,
  };
}
