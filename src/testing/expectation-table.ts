/**
 * A state machine's expected answers, written by hand in a test from the specification and
 * docs/decisions* (never read from the machine's own table): for each state and action, the state
 * the action leads to, or the Korean sentence (and code) it is refused with.
 */

/** One cell: allowed (and where it leads), or refused with this sentence. */
export type Expected<S extends string> = { readonly to: S } | { readonly refused: string; readonly code?: string };

export type ExpectationTable<Row extends string, A extends string, S extends string> = Readonly<
  Record<Row, Readonly<Record<A, Expected<S>>>>
>;

/** The table as `[row, action, expected]` cases for `it.each`. */
export function tableCases<Row extends string, A extends string, S extends string>(
  table: ExpectationTable<Row, A, S>,
): [Row, A, Expected<S>][] {
  return (Object.entries(table) as [Row, Record<A, Expected<S>>][]).flatMap(([row, cells]) =>
    (Object.entries(cells) as [A, Expected<S>][]).map(([action, expected]): [Row, A, Expected<S>] => [
      row,
      action,
      expected,
    ]),
  );
}

/** The actions a row allows, in the order given (what a screen should offer). */
export function allowedIn<Row extends string, A extends string, S extends string>(
  table: ExpectationTable<Row, A, S>,
  row: Row,
  order: readonly A[],
): A[] {
  return order.filter((action) => 'to' in table[row][action]);
}
