import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';
import { textInputProps } from './text-props';

/** Multi-line text with a live character count; Enter makes a new line and never submits. */
export function CountedTextareaWidget(props: WidgetProps) {
  return <Input.TextArea {...textInputProps(props)} autoSize={{ minRows: 3, maxRows: 10 }} />;
}
