/**
 * rjsf-antd's errors under a field, each sentence once. With checks as you type on (after a refused
 * save) rjsf merges the server's errors (`extraErrors`) into a state that already holds them, and
 * the option drawer said "같은 이름의 옵션이 이미 있어요" twice under 옵션 이름.
 */
import type { FieldErrorProps } from '@rjsf/utils';
import { AntdTemplates } from './antd-theme';

const AntdFieldErrors = AntdTemplates.FieldErrorTemplate!;

export function FieldErrors(props: FieldErrorProps) {
  const errors = props.errors ? [...new Set(props.errors)] : props.errors;
  return <AntdFieldErrors {...props} errors={errors} />;
}
