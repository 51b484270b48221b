/** Pick the business's category by name (`GET /api/v2/categories/search`, last-level categories only). */
import { searchCategories, type PoiCategory } from '@/api/places';
import { pickerMessages } from '@/lib/info-messages';
import { SearchSelect, type PickerOption } from './SearchSelect';

const text = pickerMessages.category;

export interface CategoryPickerProps {
  readonly id?: string;
  /** The chosen category (its id and full name). */
  readonly selected: PickerOption | undefined;
  readonly onSelect: (category: PoiCategory | undefined) => void;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
  readonly 'aria-describedby'?: string;
  readonly 'aria-label'?: string;
  readonly onBlur?: () => void;
}

const search = async (keyword: string, signal: AbortSignal) => ({ items: await searchCategories(keyword, signal) });
const optionOf = (category: PoiCategory): PickerOption => ({ value: category.id, label: category.fullName });

export function CategoryPicker(props: CategoryPickerProps) {
  return (
    <SearchSelect
      {...props}
      search={search}
      optionOf={optionOf}
      placeholder={text.placeholder}
      prompt={text.prompt}
      emptyText={text.empty}
    />
  );
}
