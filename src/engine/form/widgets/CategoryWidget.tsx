import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { CategoryPicker } from '@/components/pickers/CategoryPicker';
import type { PickerOption } from '@/components/pickers/SearchSelect';

/** `ui:options` of a category field. */
export interface CategoryWidgetOptions {
  /**
   * The label of the category the loaded record holds (its value is the field's first value), e.g.
   * `(account) => account.category.fullName`: the search has no "category by id" to ask.
   */
  readonly recordLabel?: (record: unknown) => string | undefined;
}

/**
 * A category id chosen by searching categories by name (`ui:widget: 'Category'`). Shows the
 * record's own category until another is picked.
 */
export function CategoryWidget({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  readonly,
  rawErrors,
  options,
  registry,
}: WidgetProps) {
  const [picked, setPicked] = useState<PickerOption | undefined>(undefined);
  const record = (registry.formContext as { record?: unknown } | undefined)?.record;
  const recordLabel = (options as CategoryWidgetOptions).recordLabel?.(record);
  const selected =
    value === undefined || value === null
      ? undefined
      : picked?.value === value
        ? picked
        : { value: value as number, label: recordLabel ?? String(value) };
  return (
    <CategoryPicker
      id={id}
      selected={selected}
      onSelect={(category) => {
        setPicked(category ? { value: category.id, label: category.fullName } : undefined);
        onChange(category?.id);
      }}
      onBlur={() => onBlur(id, value)}
      disabled={Boolean(disabled || readonly)}
      invalid={Boolean(rawErrors?.length)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
