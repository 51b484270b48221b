import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';
import { textInputProps } from './text-props';

/** Text input with a live character count against `maxLength`. */
export function CountedTextWidget(props: WidgetProps) {
  return <Input {...textInputProps(props)} inputMode={props.schema.format === 'uri' ? 'url' : undefined} />;
}
