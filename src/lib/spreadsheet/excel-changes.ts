/**
 * What Excel does to long numbers a merchant types into a General cell, caught before a file is
 * sent: a number shown in scientific notation (`6.12346E+11`, digits lost for good), a number
 * saved as a float (`612345678901.0`), a number with more digits than Excel keeps (15), and a
 * leading zero dropped (a phone number, a postcode, an invoice shorter than any carrier's).
 * Each is said with the row and the column and how to keep it: 셀 서식 → 텍스트.
 */
import type { SheetCell } from './types';

/** How a column's values look, so what Excel did to them can be told. */
export type NumberColumn =
  | 'code' // an order number or a branch code: digits (or digits and dashes), zeros kept
  | 'invoice' // digits, 10 to 14 of them
  | 'phone' // starts with 0
  | 'zip'; // five digits

export type ExcelChange = 'scientific' | 'float' | 'rounded' | 'lostZero';

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
};

export interface CellProblem {
  /** The row as Excel numbers it (the header is row 1). */
  readonly rowNumber: number;
  readonly column: string;
  readonly message: string;
}

/** Every cell of the guarded columns that Excel changed, row by row. */
export function excelProblems(
  header: readonly string[],
  rows: readonly (readonly SheetCell[])[],
  columns: Readonly<Record<string, NumberColumn>>,
): CellProblem[] {
  const guarded = Object.entries(columns)
    .map(([name, kind]) => ({ name, kind, at: header.findIndex((cell) => cell.trim() === name) }))
    .filter((column) => column.at >= 0);
  const problems: CellProblem[] = [];
  rows.forEach((row, index) => {
    for (const column of guarded) {
      const cell = row[column.at];
      const change = cell ? excelChange(cell, column.kind) : undefined;
      if (change && cell)
        problems.push({
          rowNumber: index + 2,
          column: column.name,
          message: `${index + 2}번째 줄 ${column.name}: ${excelChangeText[change](cell.text.trim())}`,
        });
    }
  });
  return problems;
}
