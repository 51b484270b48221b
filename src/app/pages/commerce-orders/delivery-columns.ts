/**
 * The delivery sheet's columns whose numbers Excel must not rewrite, and how their values look:
 * typed as text in the workbooks handed out, and checked for what Excel did in the files uploaded.
 * Its own module so the order list, which writes the export, loads no reading code.
 */
export const GUARDED_COLUMNS = { 주문번호: 'code', 송장번호: 'invoice', 연락처: 'phone', 우편번호: 'zip' } as const;
