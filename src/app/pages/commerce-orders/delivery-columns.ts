/**
 * The delivery sheet's columns whose numbers Excel must not rewrite, and how their values look:
 * typed as text in the workbooks handed out, and checked for what Excel did in the files uploaded.
 * Its own module so the order list, which writes the export, loads no reading code.
 */

/** The guarded columns the upload reads: what Excel did there refuses the file. */
export const READ_GUARDED_COLUMNS = { 주문번호: 'code', 송장번호: 'invoice' } as const;

/** In the sheet for the merchant; the upload does not read them, so what Excel did there is a warning. */
export const UNREAD_GUARDED_COLUMNS = { 연락처: 'phone', 우편번호: 'zip' } as const;

export const GUARDED_COLUMNS = { ...READ_GUARDED_COLUMNS, ...UNREAD_GUARDED_COLUMNS } as const;
