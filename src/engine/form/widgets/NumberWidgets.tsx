import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { InputNumber } from 'antd';

const withSeparators = (value: string | number | undefined) =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function NumberInput({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  schema,
  autofocus,
  rawErrors,
  placeholder,
  suffix,
}: WidgetProps & { suffix?: string }) {
  return (
    <InputNumber<number>
      id={id}
      name={id}
      value={typeof value === 'number' ? value : null}
      onChange={(next) => onChange(next === null ? undefined : next)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      // What an empty box means (가격 문의 on a price list line).
      {...(placeholder ? { placeholder } : {})}
      formatter={withSeparators}
      // No parser of our own: antd's default drops the separators and keeps an empty box empty
      // (a parser answering Number('') turned an untouched amount into 0 on blur).
      precision={schema.type === 'integer' ? 0 : undefined}
      controls={false}
      inputMode="numeric"
      suffix={suffix}
      status={rawErrors?.length ? 'error' : undefined}
      style={{ width: '100%', maxWidth: 320 }}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={rawErrors?.length ? true : undefined}
    />
  );
}

/** Amount in won with thousands separators ("12,000 원"). */
export function MoneyWidget(props: WidgetProps) {
  return <NumberInput {...props} suffix="원" />;
}

/** Plain number with thousands separators. */
export function NumberWidget(props: WidgetProps) {
  return <NumberInput {...props} {...(props.schema['x-kind'] === 'percent' ? { suffix: '%' } : {})} />;
}
