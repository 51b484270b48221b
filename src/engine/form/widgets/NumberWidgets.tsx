import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { InputNumber } from 'antd';
import { toHalfWidth } from '@/lib/normalize';

const withSeparators = (value: string | number | undefined) => {
  if (value === undefined || value === '') return '';
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};

/**
 * What was typed, as a number's text: full-width digits (５０００) folded, separators and units
 * dropped. An empty box stays empty (a parser answering Number('') turned an untouched amount into
 * 0 on blur), and a decimal stays a decimal: a whole-number field refuses it with a sentence.
 */
export const parseTypedNumber = (text: string | undefined) => toHalfWidth(text ?? '').replace(/[^\d.-]/g, '');

function NumberInput({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
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
      // rc-input-number takes the parser's text as it takes a number; typed as number for InputNumber<number>.
      parser={parseTypedNumber as unknown as (text: string | undefined) => number}
      // No `precision`: it rounded 2.5 to 3 without a word; `type: integer` refuses it instead.
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
