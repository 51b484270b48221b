/**
 * rjsf-antd's field, with one change: antd's Form.Item shows a field's help text *instead of* its
 * errors, so a field with `ui:help` never said what was wrong under it (only its help, in red).
 * While the field is invalid its error sentence takes the help's place; the help is back once the
 * field is fixed.
 */
import { AntdTemplates } from './antd-theme';
import type { FieldTemplateProps } from '@rjsf/utils';

const AntdFieldTemplate = AntdTemplates.FieldTemplate!;

export function FieldTemplate(props: FieldTemplateProps) {
  if (!props.rawErrors?.length || !props.rawHelp) return <AntdFieldTemplate {...props} />;
  return <AntdFieldTemplate {...props} help={props.errors} />;
}
