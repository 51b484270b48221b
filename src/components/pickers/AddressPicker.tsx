/**
 * Find an address through the juso provider (`GET /api/v2/juso/search`) and add the detail (unit,
 * floor) by hand. The chosen address carries its coordinates, so the region and nearby checks can
 * use them. A query the provider finds too vague shows nothing, with a hint to be more precise.
 */
import { Flex, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { searchAddresses, type Juso } from '@/api/places';
import { pickerMessages } from '@/lib/info-messages';
import { SearchSelect, type PickerOption } from './SearchSelect';

const text = pickerMessages.address;

export interface PickedAddress {
  readonly roadAddress: string;
  readonly jibunAddress: string;
  readonly detailAddress?: string;
  readonly coordinates?: { readonly lat: number; readonly lng: number };
}

/** The address a juso row stands for (the detail is typed by the merchant). */
export function addressOfJuso(juso: Juso): PickedAddress {
  return { roadAddress: juso.roadAddr, jibunAddress: juso.jibunAddr, coordinates: juso.coordinates };
}

const search = async (query: string, signal: AbortSignal) => {
  const answer = await searchAddresses(query, signal);
  return {
    items: answer.items,
    ...(answer.providerMessage !== undefined ? { hint: text.tooVague } : {}),
  };
};
const optionOf = (juso: Juso): PickerOption => ({
  value: juso.bdMgtSn,
  label: juso.roadAddr,
  description: juso.jibunAddr,
});

export interface AddressPickerProps {
  /** Id of the search box (the field's label points at it); the detail box is `${id}-detail`. */
  readonly id: string;
  readonly value: PickedAddress | undefined;
  readonly onChange: (address: PickedAddress | undefined) => void;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
  readonly 'aria-describedby'?: string;
  readonly 'aria-label'?: string;
  readonly onBlur?: () => void;
  /** What is said about the address (its error), right under the search box rather than under 상세 주소. */
  readonly note?: ReactNode;
}

export function AddressPicker({ id, value, onChange, disabled, invalid, onBlur, note, ...aria }: AddressPickerProps) {
  const selected = value?.roadAddress ? { value: value.roadAddress, label: value.roadAddress } : undefined;
  return (
    <Flex vertical gap={8}>
      <SearchSelect<Juso>
        id={id}
        selected={selected}
        onSelect={(juso) =>
          onChange(
            juso
              ? { ...addressOfJuso(juso), ...(value?.detailAddress ? { detailAddress: value.detailAddress } : {}) }
              : undefined,
          )
        }
        search={search}
        optionOf={optionOf}
        placeholder={text.placeholder}
        prompt={text.prompt}
        emptyText={text.empty}
        {...(disabled !== undefined ? { disabled } : {})}
        {...(invalid !== undefined ? { invalid } : {})}
        {...(onBlur ? { onBlur } : {})}
        {...aria}
      />
      {note}
      {value?.jibunAddress ? (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {text.lot} {value.jibunAddress}
        </Typography.Text>
      ) : null}
      <Flex vertical gap={4}>
        <label htmlFor={`${id}-detail`}>{text.detail}</label>
        <Input
          id={`${id}-detail`}
          value={value?.detailAddress ?? ''}
          count={{ show: true, max: 100 }}
          placeholder={text.detailPlaceholder}
          disabled={disabled || !value?.roadAddress}
          onChange={(event) => {
            if (!value) return;
            const { detailAddress: _old, ...rest } = value;
            onChange(event.target.value === '' ? rest : { ...rest, detailAddress: event.target.value });
          }}
        />
      </Flex>
    </Flex>
  );
}
