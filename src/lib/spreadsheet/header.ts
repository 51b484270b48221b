/**
 * Header cells as people write them: "송장 번호" for 송장번호, "OriginBranchId" for originBranchId,
 * a full-width letter, a stray space or a byte-order mark. A header is matched on its key: the
 * text folded (NFKC), without any space, in lower case.
 */

export const headerKey = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/[\s\u200b\ufeff]/g, '')
    .toLowerCase();

/** Where a column is in the header: the first cell that is any of its names, or -1. */
export function columnAt(header: readonly string[], names: readonly string[]): number {
  const keys = new Set(names.map(headerKey));
  return header.findIndex((cell) => keys.has(headerKey(cell)));
}

/** Whether a header cell is one of the names. */
export const isHeader = (cell: string, names: readonly string[]): boolean => columnAt([cell], names) === 0;
