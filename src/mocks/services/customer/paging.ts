/** Numbered pages (first page 1) as the customer, statistics and reservation lists answer them. */
export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  totalCount: number;
  hasNext: boolean;
}

export function paginate<T>(items: readonly T[], page = 1, size = 10): Page<T> {
  const start = (page - 1) * size;
  return {
    items: items.slice(start, start + size),
    page,
    size,
    totalCount: items.length,
    hasNext: start + size < items.length,
  };
}
