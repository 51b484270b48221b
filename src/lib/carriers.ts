/** The twelve carriers of spec 001 §3 with their Korean names (the console and the mock's excel reader). */
export const CARRIER_NAMES = {
  CJ: 'CJ대한통운',
  DAESHIN: '대신택배',
  GEONYOUNG: '건영택배',
  GYEONGDONG: '경동택배',
  HANJIN: '한진택배',
  ILYANG: '일양로지스',
  LOGEN: '로젠택배',
  LOTTE: '롯데택배',
  NONGHYUP: '농협택배',
  POST_OFFICE: '우체국택배',
  SLX: 'SLX택배',
  YONGMA: '용마로지스',
} as const;

export type CarrierCode = keyof typeof CARRIER_NAMES;

/** The carrier a cell names: its Korean name or its code (CJ, post_office …). */
export function carrierOfCell(cell: string): CarrierCode | undefined {
  const text = cell.trim();
  return (Object.entries(CARRIER_NAMES) as [CarrierCode, string][]).find(
    ([code, name]) => code === text.toUpperCase() || name === text,
  )?.[0];
}

/** The three columns the delivery-start sheet must have, in this order, first. */
export const DELIVERY_SHEET_COLUMNS = ['주문번호', '택배사', '송장번호'] as const;
