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

/** One page of a list cut after the row a cursor names (the cursor value of the last row the client has). */
export interface CursorSlice<T, C> {
  items: T[];
  totalCount: number;
  hasMore: boolean;
  /** The last item's cursor value when more follow (the next cursor), else null. */
  next: C | null;
  /** False when a cursor was sent but names no row: the slice then starts at the top of the list. */
  cursorKnown: boolean;
}

/**
 * The `size` rows after the row whose cursor value (`cursorOf`: its id, its order time …) is
 * `cursor`, compared as text so a numeric value matches its string cursor; from the top without a
 * cursor. A cursor naming no row starts from the top too; a server that refuses it instead checks
 * `cursorKnown`.
 */
export function sliceAfterCursor<T, C>(
  rows: readonly T[],
  cursorOf: (row: T) => C,
  cursor: string | number | null | undefined,
  size: number,
): CursorSlice<T, C> {
  const given = cursor !== undefined && cursor !== null;
  const found = given ? rows.findIndex((row) => String(cursorOf(row)) === String(cursor)) : -1;
  const start = found + 1;
  const items = rows.slice(start, start + size);
  const hasMore = start + size < rows.length;
  return {
    items,
    totalCount: rows.length,
    hasMore,
    next: hasMore ? cursorOf(items.at(-1)!) : null,
    cursorKnown: !given || found >= 0,
  };
}

/** A cursor slice of rows whose cursor is their id. */
export interface IdCursorSlice<T extends { id: number | string }> extends Omit<CursorSlice<T, T['id']>, 'next'> {
  /** The last item's id when more follow (the next cursor), else null. */
  lastId: T['id'] | null;
}

/** `sliceAfterCursor` by the rows' ids. */
export function sliceAfterId<T extends { id: number | string }>(
  rows: readonly T[],
  cursor: number | string | null | undefined,
  size: number,
): IdCursorSlice<T> {
  const { next, ...slice } = sliceAfterCursor(rows, (row) => row.id, cursor, size);
  return { ...slice, lastId: next };
}
