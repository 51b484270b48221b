/**
 * Pick one item that the server finds for what is typed (an address, a category): a combobox whose
 * list is asked for after a pause in typing, with stale answers ignored. The keyboard works as in
 * any combobox (↑ ↓ to move, Enter to choose, Escape to close); Enter while a Korean syllable is
 * being composed never chooses.
 */
import { Button, Flex, Select, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { errorMessage } from '@/components/feedback/error-message';
import { pickerMessages } from '@/lib/info-messages';
import { messages } from '@/lib/messages';
import { useSearch } from './use-search';

export interface SearchResult<T> {
  readonly items: readonly T[];
  /** Why nothing was found, when the server says (e.g. the address is too vague). */
  readonly hint?: string;
}

export interface PickerOption {
  readonly value: string | number;
  readonly label: string;
  /** A second line under the label (the lot address under the road address). */
  readonly description?: string;
}

export interface SearchSelectProps<T> {
  readonly id?: string;
  /** The chosen item's option, if any. */
  readonly selected: PickerOption | undefined;
  readonly onSelect: (item: T | undefined) => void;
  readonly search: (query: string, signal: AbortSignal) => Promise<SearchResult<T>>;
  readonly optionOf: (item: T) => PickerOption;
  readonly placeholder: string;
  /** Said before anything is typed. */
  readonly prompt: string;
  /** Said when the search finds nothing and the server gives no reason. */
  readonly emptyText: string;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
  readonly allowClear?: boolean;
  readonly 'aria-describedby'?: string;
  readonly 'aria-label'?: string;
  readonly onBlur?: () => void;
}

export function SearchSelect<T>({
  id,
  selected,
  onSelect,
  search,
  optionOf,
  placeholder,
  prompt,
  emptyText,
  disabled,
  invalid,
  allowClear = true,
  onBlur,
  ...aria
}: SearchSelectProps<T>) {
  const { state, update, retry } = useSearch(search);
  const found = state.kind === 'done' ? state.result.items : undefined;
  const options = useMemo(
    () =>
      (found ?? []).map((item) => {
        const option = optionOf(item);
        return {
          value: option.value,
          label: option.label,
          item,
          title: option.label,
          description: option.description,
        };
      }),
    [found, optionOf],
  );
  const status =
    state.kind === 'idle'
      ? prompt
      : state.kind === 'searching'
        ? pickerMessages.searching
        : state.kind === 'failed'
          ? `${errorMessage(state.error)} ${pickerMessages.retryBelow}`
          : (state.result.hint ?? emptyText);

  return (
    <Flex vertical gap={4}>
      <Select
        {...(id ? { id } : {})}
        labelInValue
        value={selected ? { value: selected.value, label: selected.label } : undefined}
        showSearch={{ filterOption: false, onSearch: update }}
        onChange={(next: { value: string | number; label?: ReactNode } | undefined) => {
          if (!next) return onSelect(undefined);
          const chosen = options.find((option) => option.value === next.value);
          if (chosen) onSelect(chosen.item);
        }}
        {...(onBlur ? { onBlur } : {})}
        options={options}
        optionRender={(option) => (
          <Flex vertical>
            <span>{option.label}</span>
            {option.data.description ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {option.data.description}
              </Typography.Text>
            ) : null}
          </Flex>
        )}
        notFoundContent={
          <span role="status" style={{ color: '#595959' }}>
            {status}
          </span>
        }
        placeholder={placeholder}
        allowClear={allowClear}
        disabled={disabled}
        status={invalid ? 'error' : undefined}
        style={{ width: '100%' }}
        aria-describedby={aria['aria-describedby']}
        aria-label={aria['aria-label']}
        aria-invalid={invalid || undefined}
      />
      {state.kind === 'failed' ? (
        <Flex align="center" gap={8} role="alert">
          <Typography.Text type="danger">{errorMessage(state.error)}</Typography.Text>
          <Button size="small" onClick={retry}>
            {messages.common.retry}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
