/**
 * What Excel does to long numbers a merchant types into a General cell, caught before a file is
 * sent: a number shown in scientific notation (`6.12346E+11`, digits lost for good), a number
 * saved as a float (`612345678901.0`), a number with more digits than Excel keeps (15), and a
 * leading zero dropped (a phone number, a postcode, an invoice shorter than any carrier's), and a
 * code (an order number, a branch code) stored as a number cell, whose zeros Excel may have dropped.
 * Each is said with the row as Excel numbers it, the column and how to keep it: 셀 서식 → 텍스트.
 */
import { headerKey } from './header';
import type { SheetCell, SheetRow } from './types';

/** How a column's values look, so what Excel did to them can be told. */
export type NumberColumn =
  | 'code' // an order number or a branch code: text, even when all digits (zeros kept)
  | 'invoice' // digits, 10 to 14 of them
  | 'phone' // starts with 0
  | 'zip'; // five digits

export type ExcelChange = 'scientific' | 'float' | 'rounded' | 'lostZero' | 'numberCell';

const SCIENTIFIC = /^[+-]?\d+(\.\d+)?E[+-]?\d+$/i;
const FLOAT_ZERO = /^\d+\.0+$/;
const MIN_INVOICE_DIGITS = 10;

export function excelChange(cell: SheetCell, column: NumberColumn): ExcelChange | undefined {
  const text = cell.text.trim();
  if (text === '') return undefined;
  if (SCIENTIFIC.test(text)) return 'scientific';
  if (FLOAT_ZERO.test(text)) return 'float';
  if (cell.number) {
    if (!/^\d+$/.test(text)) return 'float';
    if (text.length > 15) return 'rounded';
    // A code is text: as a number cell, 0012 has become 12 (or was typed so) and cannot be told apart.
    if (column === 'code') return 'numberCell';
  }
  if (!/^\d+$/.test(text)) return undefined;
  if (column === 'phone' && !text.startsWith('0')) return 'lostZero';
  if (column === 'zip' && text.length < 5) return 'lostZero';
  // A short invoice saved as a number, or one or two digits short: Excel dropped its zeros.
  if (column === 'invoice' && text.length < MIN_INVOICE_DIGITS && (cell.number || text.length >= 8)) return 'lostZero';
  return undefined;
}

const FIX = '엑셀에서 그 열을 골라 셀 서식 → 텍스트로 바꾼 뒤 번호를 다시 적어 저장해 주세요.';

export const excelChangeText: Readonly<Record<ExcelChange, (shown: string) => string>> = {
  scientific: (shown) => `${shown}처럼 지수로 바뀌었어요. 엑셀이 긴 숫자를 줄인 거예요. ${FIX}`,
  float: (shown) => `${shown}처럼 소수로 저장됐어요. 엑셀이 숫자로 바꾼 거예요. ${FIX}`,
  rounded: (shown) => `${shown}: 15자리를 넘는 숫자라 엑셀이 뒷자리를 바꿨을 수 있어요. ${FIX}`,
  lostZero: (shown) => `${shown}의 맨 앞 0이 사라졌을 수 있어요. 엑셀은 숫자 앞의 0을 지워요. ${FIX}`,
  numberCell: (shown) =>
    `${shown}: 엑셀이 숫자로 저장한 칸이에요. 0012처럼 0으로 시작하는 코드라면 앞의 0이 지워졌어요. ${FIX}`,
};

export interface CellProblem {
  /** The row as Excel numbers it (the header is row 1). */
  readonly rowNumber: number;
  readonly column: string;
  readonly message: string;
}

/**
 * Every cell of the guarded columns that Excel changed, row by row. A column is found by its name
 * however it is spaced or cased (`headerKey`) and is said by the name given here.
 */
export function excelProblems(
  header: readonly string[],
  rows: readonly SheetRow[],
  columns: Readonly<Record<string, NumberColumn>>,
): CellProblem[] {
  const keys = header.map(headerKey);
  const guarded = Object.entries(columns)
    .map(([name, kind]) => ({ name, kind, at: keys.indexOf(headerKey(name)) }))
    .filter((column) => column.at >= 0);
  const problems: CellProblem[] = [];
  for (const row of rows) {
    for (const column of guarded) {
      const cell = row.cells[column.at];
      const change = cell ? excelChange(cell, column.kind) : undefined;
      if (change && cell)
        problems.push({
          rowNumber: row.rowNumber,
          column: column.name,
          message: `${row.rowNumber}번째 줄 ${column.name}: ${excelChangeText[change](cell.text.trim())}`,
        });
    }
  }
  return problems;
}
