import { ariaDescribedByIds, type FieldProps } from '@rjsf/utils';
import { Flex, Typography } from 'antd';
import { AddressPicker, type PickedAddress } from '@/components/pickers/AddressPicker';

/**
 * An address object (`roadAddress`, `jibunAddress`, `detailAddress`, optional `coordinates`) found
 * through the address search (`ui:field: 'Address'`): the road and lot addresses and the point
 * come from the chosen result, the detail is typed.
 */
export function AddressField({
  fieldPathId,
  formData,
  onChange,
  onBlur,
  schema,
  uiSchema,
  disabled,
  readonly,
  errorSchema,
  required,
}: FieldProps) {
  const id = fieldPathId.$id;
  const title = uiSchema?.['ui:title'] ?? schema.title ?? '주소';
  const nested = Object.values((errorSchema ?? {}) as Record<string, { __errors?: string[] } | undefined>).flatMap(
    (child) => child?.__errors ?? [],
  );
  return (
    <Flex vertical gap={6} className="address-field">
      <label htmlFor={id}>
        {required ? <span aria-hidden>* </span> : null}
        {title}
      </label>
      <AddressPicker
        id={id}
        value={formData as PickedAddress | undefined}
        onChange={(next) => onChange(next, fieldPathId.path)}
        onBlur={() => onBlur(id, formData)}
        disabled={Boolean(disabled || readonly)}
        invalid={nested.length > 0}
        aria-describedby={ariaDescribedByIds(id)}
      />
      {nested.map((message) => (
        <Typography.Text key={message} type="danger" role="alert">
          {message}
        </Typography.Text>
      ))}
    </Flex>
  );
}
