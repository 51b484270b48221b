/**
 * Display formats of spec 000 §9: thousands separators, won amounts, ` · ` joins and dates in
 * Asia/Seoul whatever the browser's time zone.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/ko';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('ko');

export const KST = 'Asia/Seoul';

const numberFormat = new Intl.NumberFormat('ko-KR');

/** 1234567 → "1,234,567" */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** 12000 → "12,000원" */
export function formatWon(value: number): string {
  return `${formatNumber(value)}원`;
}

/** Joins non-empty parts with a middle dot and spaces: "카페 · 망원동". */
export function joinText(parts: readonly (string | number | null | undefined | false)[]): string {
  return parts.filter((part) => part !== null && part !== undefined && part !== false && part !== '').join(' · ');
}

/**
 * A business registration number as printed on the certificate: 1050123455 → 105-01-23455
 * (full-width digits and dashes read too); anything that is not ten digits is shown as it is.
 */
export function formatBusinessNumber(number: string): string {
  const digits = number.normalize('NFKC').replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : number;
}

/** ISO date-time → "2026.11.21 14:05" in KST. */
/**
 * A Korean phone number as people write it: 023257789 → 02-325-7789, 01012345678 → 010-1234-5678,
 * 050712345678 → 0507-1234-5678, 15881234 → 1588-1234. Anything else is shown as it is.
 */
export function formatPhone(value: string): string {
  if (!/^[0-9 -]+$/.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  const split = (...sizes: number[]) => {
    let at = 0;
    return sizes.map((size) => digits.slice(at, (at += size))).join('-');
  };
  if (/^1[0-9]{7}$/.test(digits)) return split(4, 4);
  if (digits.startsWith('02') && (digits.length === 9 || digits.length === 10)) return split(2, digits.length - 6, 4);
  if (/^050[0-9]{9}$/.test(digits)) return split(4, 4, 4);
  if (/^0[0-9]{9,10}$/.test(digits)) return split(3, digits.length - 7, 4);
  return value;
}

export function formatDateTime(iso: string): string {
  return inKst(iso).format('YYYY.MM.DD HH:mm');
}

/** ISO date-time → "2026.11.21" in KST. */
export function formatDate(iso: string): string {
  return inKst(iso).format('YYYY.MM.DD');
}

/** Korea has kept UTC+9 all year since its last summer time ended in October 1988. */
const FIXED_OFFSET_SINCE = dayjs('1989-01-01T00:00:00+09:00');

/**
 * An instant on Seoul's clock. dayjs' `tz()` asks Intl for the zone's rules on every call (a
 * list's dates took ≈25 ms of a first visit at 4× CPU); since 1989 the offset is fixed.
 */
function inKst(value: string): dayjs.Dayjs {
  const at = dayjs(value);
  return at.isBefore(FIXED_OFFSET_SINCE) ? at.tz(KST) : at.utcOffset(9 * 60);
}

/**
 * A picker shows wall-clock time in the browser's zone. These two convert between an instant and
 * a "KST wall clock" dayjs object, so the picker always shows and edits Seoul time.
 */
export function toKstWallClock(iso: string): dayjs.Dayjs {
  return dayjs(dayjs(iso).tz(KST).format('YYYY-MM-DDTHH:mm:ss'));
}

export function fromKstWallClock(value: dayjs.Dayjs): string {
  return dayjs.tz(value.format('YYYY-MM-DDTHH:mm:ss'), KST).format();
}

/** Today's date in KST ("2026-11-25"), whatever the browser's time zone. */
export function kstToday(now: Date = new Date()): string {
  return dayjs(now).tz(KST).format('YYYY-MM-DD');
}

/**
 * A day chosen as a deadline means the whole day in KST: "2026-12-31" → the instant
 * 2026-12-31T23:59:59+09:00.
 */
export function endOfKstDay(day: string): string {
  return `${day}T23:59:59+09:00`;
}

/** A deadline as merchants read it: "2026.12.31 23:59까지" (KST). */
export function formatDeadline(iso: string): string {
  return `${formatDateTime(iso)}까지`;
}

export { dayjs };

/** Text of a primitive value; objects become JSON (never "[object Object]"). */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/** A discount as merchants say it: "15% 할인" or "300원 할인"; empty without one. */
export function formatDiscount(
  discount: { readonly discountMethod: 'AMOUNT' | 'RATE'; readonly discountValue: number } | null | undefined,
): string {
  if (!discount) return '';
  return discount.discountMethod === 'RATE'
    ? `${formatNumber(discount.discountValue)}% 할인`
    : `${formatWon(discount.discountValue)} 할인`;
}

/** Default profile images (spec 000 §9): a 256x256 or 640x640 image URL is shown at 80x80. */
export function profileThumbnailUrl(url: string): string;
export function profileThumbnailUrl(url: string | null | undefined): string | undefined;
export function profileThumbnailUrl(url: string | null | undefined): string | undefined {
  return url ? url.replace(/\b(?:256x256|640x640)\b/g, '80x80') : undefined;
}
