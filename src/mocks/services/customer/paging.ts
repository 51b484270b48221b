/** Numbered pages (first page 1) as the customer, statistics and reservation lists answer them. */
import { slicePage, type PageSlice } from '../../core/paging';

export type Page<T> = PageSlice<T>;

export function paginate<T>(items: readonly T[], page = 1, size = 10): Page<T> {
  return slicePage(items, page, size);
}
