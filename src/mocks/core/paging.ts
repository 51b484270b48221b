/**
 * One numbered page of a list, as every paged mock answer is cut. Services differ only in where
 * numbering starts (0 for the Spring-style finance, branch and notification servers, 1 elsewhere)
 * and in how they name the fields, which their handlers map.
 */
export interface PageSlice<T> {
  items: T[];
  page: number;
  size: number;
  totalCount: number;
  hasNext: boolean;
}

export function slicePage<T>(all: readonly T[], page: number, size: number, firstPage: 0 | 1 = 1): PageSlice<T> {
  const start = (page - firstPage) * size;
  return {
    items: all.slice(start, start + size),
    page,
    size,
    totalCount: all.length,
    hasNext: start + size < all.length,
  };
}

/** The same page with the snake_case fields of the older coupon and post servers. */
export function sliceSnakePage<T>(all: readonly T[], page: number, size: number) {
  const { totalCount, hasNext, ...rest } = slicePage(all, page, size);
  return { ...rest, total_count: totalCount, has_next: hasNext };
}
