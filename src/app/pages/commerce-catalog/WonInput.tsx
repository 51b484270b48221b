/** An amount in won for antd Form fields: thousands separators, "원" after it, empty stays empty. */
import { InputNumber, type InputNumberProps } from 'antd';

const withSeparators = (value: string | number | undefined) =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function WonInput(props: Omit<InputNumberProps<number>, 'formatter' | 'precision' | 'controls'>) {
  return (
    <InputNumber<number>
      min={0}
      {...props}
      formatter={withSeparators}
      precision={0}
      controls={false}
      inputMode="numeric"
      suffix="원"
      style={{ width: '100%', maxWidth: 240, ...props.style }}
    />
  );
}
