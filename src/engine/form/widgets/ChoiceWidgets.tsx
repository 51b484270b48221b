import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Radio, Select, Switch } from 'antd';

/**
 * An enum: a row of buttons for a few values, a searchable select for many (and in a table cell).
 * Labels from `x-enum-labels`. An optional one in a select can be emptied again.
 */
export function EnumChoiceWidget({
  id,
  value,
  onChange,
  options,
  disabled,
  readonly,
  rawErrors,
  required,
}: WidgetProps) {
  const choices = (options.enumOptions ?? []).map((option) => ({ value: option.value as string, label: option.label }));
  // In a table cell (`compact`) a picker takes one line whatever the number of values.
  if (choices.length <= 4 && !options.compact) {
    return (
      <Radio.Group
        id={id}
        name={id}
        value={value as string | undefined}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled || readonly}
        optionType="button"
        options={choices}
        aria-describedby={ariaDescribedByIds(id)}
      />
    );
  }
  return (
    <Select
      id={id}
      value={value as string | undefined}
      onChange={(next: string | undefined) => onChange(next)}
      allowClear={!required}
      disabled={disabled || readonly}
      options={choices}
      status={rawErrors?.length ? 'error' : undefined}
      style={{ width: '100%', maxWidth: 320 }}
      showSearch={{ optionFilterProp: 'label' }}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}

/** Named after its visible label ("필수 선택"), whether or not a <label> points at it. */
export function SwitchWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps) {
  return (
    <Switch
      id={id}
      aria-label={label}
      checked={value === true}
      onChange={(checked) => onChange(checked)}
      disabled={disabled || readonly}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
