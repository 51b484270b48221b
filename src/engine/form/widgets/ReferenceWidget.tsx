import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Button, Flex, Select, Typography } from 'antd';
import type { RefKey } from '@/api/operations';
import { errorMessage } from '@/components/feedback/error-message';
import { messages } from '@/lib/messages';
import { useReferenceOptions } from '../../fields/use-reference-options';

/**
 * Pick one record (or several, in order) of another resource (`x-ref`). The choices are that
 * resource's list; the order of a multiple choice is the order of selection.
 */
export function ReferenceWidget({ id, value, onChange, onBlur, schema, disabled, readonly, rawErrors }: WidgetProps) {
  const multiple = schema.type === 'array';
  const ref = (multiple ? (schema.items as { 'x-ref'?: RefKey } | undefined)?.['x-ref'] : schema['x-ref']) as
    RefKey | undefined;
  const { options, isLoading, error, refetch } = useReferenceOptions(ref);
  if (error) {
    return (
      <Flex align="center" gap={8} role="alert">
        <Typography.Text type="danger">{errorMessage(error)}</Typography.Text>
        <Button size="small" onClick={() => void refetch()}>
          {messages.common.retry}
        </Button>
      </Flex>
    );
  }
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={
        (multiple ? ((value as unknown[] | undefined) ?? []) : value) as
          string | number | (string | number)[] | undefined
      }
      onChange={(next) => onChange(multiple && Array.isArray(next) && next.length === 0 ? [] : next)}
      onBlur={() => onBlur(id, value)}
      options={options}
      loading={isLoading}
      allowClear
      disabled={disabled || readonly}
      status={rawErrors?.length ? 'error' : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={isLoading ? messages.common.loading : '고를 수 있는 항목이 없어요.'}
      style={{ width: '100%' }}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
