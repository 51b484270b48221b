/** What the reservation API derives: the visit date in the requested time zone and the total price. */
import type { components } from '@generated/openapi/reservation';
import { MockHttpError } from '../../core/implement';
import type { ReservationRow } from './state';

type Schemas = components['schemas'];

/** A date formatter for an IANA time zone; an unknown zone is a 400 naming `timezone`. */
export function dateFormatterFor(timezone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    throw new MockHttpError(400, '알 수 없는 시간대예요.', 'INVALID_TIMEZONE', [
      { field: 'timezone', reason: '알 수 없는 시간대예요.' },
    ]);
  }
}

export function toReservation(row: ReservationRow, dates: Intl.DateTimeFormat): Schemas['Reservation'] {
  const { accountId: _accountId, ...fields } = row;
  return {
    ...fields,
    visitDate: dates.format(new Date(row.visitAt)),
    totalPrice: row.menus.reduce((sum, menu) => sum + menu.price * menu.quantity, 0),
  };
}
